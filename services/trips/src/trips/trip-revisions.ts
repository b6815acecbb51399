import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TripMessages, type PlanTripDto, type Trip } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import type { Repository } from 'typeorm';
import { FeaturedTripChanges } from '../featured/featured-trip-changes';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { TripEntity } from './entities/trip.entity';
import { PlanChecks } from './plan-checks';
import { assertSameSubmission, recordingSubmission, type PlanSubmission } from './plan-submission';
import { planColumns } from './to-plan';
import { toTrip } from './to-trip';

/** How many times a change is tried again on a trip that another change made a new version of. */
const LATEST_VERSION_ATTEMPTS = 3;

/**
 * A change of a trip made on its latest version: `attempt` reads the trip and changes it, or
 * answers null when another change made a new version since it read it (`regenerate`); it is
 * then made again on a fresh read. Refused as a conflict when the trip keeps changing.
 */
export async function onLatestVersion<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let attempted = 0; attempted < LATEST_VERSION_ATTEMPTS; attempted += 1) {
    const done = await attempt();
    if (done !== null) return done;
  }
  throw serviceError('conflict', TripMessages.changedMeanwhile);
}

/**
 * How a trip's plan changes, for Modify and the admin editor alike: a change of route becomes
 * the next version, checked by the engine and queued; anything else is written in place.
 */
@Injectable()
export class TripRevisions implements OnModuleInit {
  private readonly planChecks = new PlanChecks();

  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    private readonly generation: GenerationLifecycle,
    private readonly featuredChanges: FeaturedTripChanges,
  ) {}

  /** The plan checks' engine is ready before the service takes its first call. */
  async onModuleInit(): Promise<void> {
    await this.planChecks.warmUp();
  }

  /** The engine's refusals of a plan (a sea to cross, a closed road as a stop, …). */
  assertCanBePlanned(plan: PlanTripDto): Promise<void> {
    return this.planChecks.assertCanBePlanned(plan);
  }

  /**
   * The trip as an earlier sending of this submission left it, for the same submission sent again
   * (refused when the key came with another plan, not found when the trip has since been
   * deleted). Its itinerary is queued again while it is still to be made: the sending that stored
   * the plan may have been lost before it queued it (the job's id is the trip's version, so a job
   * already queued is not doubled).
   */
  async replay(trip: TripEntity | null, submission: PlanSubmission): Promise<Trip> {
    const made = assertSameSubmission(trip, submission);
    await this.generation.enqueueIfGenerating(made);
    return toTrip(made);
  }

  /**
   * An edit that keeps the itinerary: only the given columns are written, off the route
   * (`offRouteColumns`); the version, its itinerary and the generation state stay as they are,
   * and nothing is queued. The engine's checks are not asked either: they are about the route,
   * which was planned already (a trip whose dates have passed may still be renamed).
   */
  async saveInPlace(trip: TripEntity, columns: Partial<TripEntity>): Promise<Trip> {
    await this.trips.update({ id: trip.id }, columns);
    await this.featuredChanges.announce(trip);
    return toTrip(Object.assign(trip, columns));
  }

  /**
   * Checks the new plan, writes it (and any `otherColumns`) as the next version, made by
   * `submission` (a Modify or an admin's edit, once per key: `replay`), and queues its itinerary.
   * Only over the version `trip` was read at: null, and nothing written, when another change made
   * a new version meanwhile (two at once would each have made the same next version, with one
   * route and the other's itinerary); `onLatestVersion` makes the change again.
   */
  async regenerate(
    trip: TripEntity,
    plan: PlanTripDto,
    submission: PlanSubmission,
    otherColumns: Partial<TripEntity> = {},
  ): Promise<Trip | null> {
    await this.assertCanBePlanned(plan);
    const next: Partial<TripEntity> = {
      ...planColumns(plan),
      ...otherColumns,
      ...submission,
      version: trip.version + 1,
      generationStatus: 'generating',
      generationError: null,
    };
    const { affected } = await recordingSubmission(
      this.trips.update({ id: trip.id, version: trip.version }, next),
    );
    if (affected === 0) return null;
    Object.assign(trip, next);
    await this.generation.enqueue(trip);
    await this.featuredChanges.announce(trip);
    return toTrip(trip);
  }
}

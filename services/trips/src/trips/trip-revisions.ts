import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlanTripDto, Trip } from '@roadbook/contracts';
import type { Repository } from 'typeorm';
import { FeaturedTripChanges } from '../featured/featured-trip-changes';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { TripEntity } from './entities/trip.entity';
import { PlanChecks } from './plan-checks';
import { planColumns } from './to-plan';
import { toTrip } from './to-trip';

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
   * Checks the new plan, writes it (and any `otherColumns`) as the next version and queues its
   * itinerary.
   */
  async regenerate(
    trip: TripEntity,
    plan: PlanTripDto,
    otherColumns: Partial<TripEntity> = {},
  ): Promise<Trip> {
    await this.assertCanBePlanned(plan);
    Object.assign(trip, planColumns(plan), otherColumns, {
      version: trip.version + 1,
      generationStatus: 'generating',
      generationError: null,
    });
    await this.trips.save(trip);
    await this.generation.enqueue(trip);
    await this.featuredChanges.announce(trip);
    return toTrip(trip);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { JobIds, JobNames, SystemEvents, type ItineraryResponse } from '@roadbook/contracts';
import { EventBus, JobQueue } from '@roadbook/platform';
import { HotStatements } from '@roadbook/platform/database';
import type { Repository } from 'typeorm';
import { TripEntity } from '../trips/entities/trip.entity';
import { firstSentence } from '../trips/first-sentence';
import { toPlan } from '../trips/to-plan';

/**
 * A worker's result in one statement (one round trip, atomic): the version's row is stored
 * unless it already is (at-least-once delivery) or the trip is gone, and the trip is marked
 * ready only while this is still its current version. `$8` is the description a trip without
 * one takes from the overview, `$9` the itinerary's number of days. Its row count is the trips it
 * marked ready (none or one).
 */
export const COMPLETE_GENERATION = `
  WITH stored AS (
    INSERT INTO "trips"."trip_itineraries"
      ("trip_id", "version", "overview", "itinerary", "map_data", "facts", "total_distance",
       "day_count")
    SELECT "id", $2::integer, $3::text, $4::json, $5::json, $6::json, $7::text, $9::integer
    FROM "trips"."trips" WHERE "id" = $1
    ON CONFLICT ("trip_id", "version") DO NOTHING
  )
  UPDATE "trips"."trips"
  SET "generation_status" = 'ready', "generation_error" = NULL,
    "description" = COALESCE("description", $8::text)
  WHERE "id" = $1 AND "version" = $2
  RETURNING "id"`;

/** A failure's reason is stored up to this many characters. */
const MAX_REASON_LENGTH = 500;

/**
 * A plan version's way from queued to ready or failed: one job per version, then the worker's
 * result or failure, each settled at most once and announced (`trips.generation.settled`) so
 * progress streams end.
 */
@Injectable()
export class GenerationLifecycle {
  constructor(
    @InjectRepository(TripEntity) private readonly trips: Repository<TripEntity>,
    private readonly statements: HotStatements,
    private readonly jobs: JobQueue,
    private readonly events: EventBus,
  ) {}

  /** One job per plan version: enqueuing the same version twice runs it once. */
  async enqueue(trip: TripEntity): Promise<void> {
    await this.jobs.enqueue(
      JobNames.itineraryGenerate,
      { tripId: trip.id, version: trip.version, plan: toPlan(trip) },
      { jobId: JobIds.itineraryGenerate(trip.id, trip.version) },
    );
  }

  /**
   * A trip met again (a plan or a seed sent again) whose itinerary is still to come: its job is
   * queued again, in case the first sender's enqueue never happened (the job id keeps it one).
   */
  async enqueueIfGenerating(trip: TripEntity): Promise<void> {
    if (trip.generationStatus === 'generating') await this.enqueue(trip);
  }

  /**
   * Stores a worker's result. Delivery is at least once: a repeat stores nothing new, and a
   * result for a version the plan has moved past is kept but does not mark the trip ready.
   */
  async complete(tripId: number, version: number, result: ItineraryResponse): Promise<boolean> {
    const { rowCount } = await this.statements.query(COMPLETE_GENERATION, [
      tripId,
      version,
      result.overview,
      JSON.stringify(result.itinerary),
      JSON.stringify(result.mapData),
      JSON.stringify(result.facts),
      result.totalDistance,
      firstSentence(result.overview),
      result.itinerary.days.length,
    ]);
    if (!rowCount) return false;
    await this.events.publish(SystemEvents.generationSettled, { tripId, version, status: 'ready' });
    return true;
  }

  /** Marks the version failed, only while it is the trip's current one and still generating. */
  async fail(tripId: number, version: number, reason: string): Promise<boolean> {
    const error = reason.slice(0, MAX_REASON_LENGTH);
    const result = await this.trips.update(
      { id: tripId, version, generationStatus: 'generating' },
      { generationStatus: 'failed', generationError: error },
    );
    const failed = (result.affected ?? 0) > 0;
    if (failed) {
      await this.events.publish(SystemEvents.generationSettled, {
        tripId,
        version,
        status: 'failed',
        error,
      });
    }
    return failed;
  }
}

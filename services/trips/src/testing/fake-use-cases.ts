import { EventBus, type QueueEnv } from '@roadbook/platform';
import type { HotStatements } from '@roadbook/platform/database';
import { RecordingJobQueue } from '@roadbook/platform/testing';
import type { TripItinerary } from '@roadbook/contracts';
import { FeaturedTripChanges } from '../featured/featured-trip-changes';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import type { ItineraryStore } from '../itineraries/itinerary-store';
import type { TripEntity } from '../trips/entities/trip.entity';
import type { TripRows } from '../trips/trip-rows';
import { TripRevisions } from '../trips/trip-revisions';
import { FakeTripRepository } from './fake-trip-repository';

/** The in-memory world stores no itineraries: nothing there sends a statement of its own. */
const NO_STATEMENTS = {
  query: () => Promise.reject(new Error('the fake trips world sends no SQL')),
} as unknown as HotStatements;

/**
 * What a use case's unit spec builds on: the trips table in memory, the job queue recorded, the
 * events in process, stored itineraries as `itineraries` holds them by trip id, and the plan
 * revisions with the engine's real checks.
 */
export function fakeTripsWorld(itineraries = new Map<number, Partial<TripItinerary>>()) {
  const trips = new FakeTripRepository();
  const jobs = new RecordingJobQueue();
  const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  const lifecycle = new GenerationLifecycle(
    trips.asRepository(),
    NO_STATEMENTS,
    jobs.asQueue(),
    events,
  );
  const featuredChanges = new FeaturedTripChanges(events);
  const store = {
    current: (trip: TripEntity) => Promise.resolve(itineraries.get(trip.id) ?? null),
  } as unknown as ItineraryStore;
  const revisions = new TripRevisions(trips.asRepository(), lifecycle, featuredChanges);
  const tripRows = {
    byId: (id: number) => trips.findOneBy({ id }),
    insertUnlessSubmitted: async (values: Partial<TripEntity>) =>
      values.submissionKey && (await trips.existsBy({ submissionKey: values.submissionKey }))
        ? null
        : trips.save(trips.create(values)),
    bySubmissionKey: (submissionKey: string) => trips.findOneBy({ submissionKey }),
  } as unknown as TripRows;
  return { trips, jobs, events, lifecycle, store, revisions, featuredChanges, tripRows };
}

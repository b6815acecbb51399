import {
  JobIds,
  JobNames,
  SystemEvents,
  type ItineraryResponse,
  type SystemEventPayloads,
} from '@roadbook/contracts';
import { EventBus, type QueueEnv } from '@roadbook/platform';
import type { HotStatements } from '@roadbook/platform/database';
import { RecordingJobQueue } from '@roadbook/platform/testing';
import type { Repository } from 'typeorm';
import { TripEntity } from '../trips/entities/trip.entity';
import { COMPLETE_GENERATION, GenerationLifecycle } from './generation-lifecycle';

/**
 * The life cycle on a fake trips repository and statements: what it asks the database, and what
 * it announces for each answer. The statement itself runs against PostgreSQL in trips.service.int-spec.ts.
 */
function lifecycleWith(answers: { marked?: number; affected?: number }) {
  const calls: { query: unknown[][]; update: unknown[][] } = { query: [], update: [] };
  const trips = {
    update: (...args: unknown[]) => {
      calls.update.push(args);
      return Promise.resolve({ affected: answers.affected ?? 0 });
    },
  } as unknown as Repository<TripEntity>;
  const statements = {
    query: (...args: unknown[]) => {
      calls.query.push(args);
      return Promise.resolve({ rows: [], rowCount: answers.marked ?? 0 });
    },
  } as unknown as HotStatements;
  const jobs = new RecordingJobQueue();
  // Local mode's bus: in process, no Redis.
  const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
  const settled: SystemEventPayloads['trips.generation.settled'][] = [];
  events.subscribe(SystemEvents.generationSettled, (e) => settled.push(e));
  return {
    lifecycle: new GenerationLifecycle(trips, statements, jobs.asQueue(), events),
    calls,
    jobs,
    settled,
  };
}

const RESULT = {
  overview: 'Red rock and high passes. Four days from Denver.',
  itinerary: { days: [], rideTips: [] },
  mapData: { route: { routes: [] } },
  facts: { travelMode: 'motorcycle' },
  totalDistance: '354 miles',
} as unknown as ItineraryResponse;

describe('GenerationLifecycle', () => {
  it('queues one job per plan version, under the version’s id', async () => {
    const { lifecycle, jobs } = lifecycleWith({});
    const trip = Object.assign(new TripEntity(), {
      id: 12,
      version: 3,
      name: 'Canyon loop',
      startLocation: 'Denver, CO',
      destination: 'Moab, UT',
      waypoints: [],
    });
    await lifecycle.enqueue(trip);
    await lifecycle.enqueue(trip);
    const added = jobs.added(JobNames.itineraryGenerate);
    expect(added.map(([id]) => id)).toEqual([JobIds.itineraryGenerate(12, 3)]);
    expect(added[0][1]).toMatchObject({ tripId: 12, version: 3 });
  });

  it('stores a result in one statement and announces the version ready', async () => {
    const { lifecycle, calls, settled } = lifecycleWith({ marked: 1 });
    await expect(lifecycle.complete(12, 3, RESULT)).resolves.toBe(true);
    expect(calls.query).toEqual([
      [
        COMPLETE_GENERATION,
        [
          12,
          3,
          RESULT.overview,
          JSON.stringify(RESULT.itinerary),
          JSON.stringify(RESULT.mapData),
          JSON.stringify(RESULT.facts),
          '354 miles',
          'Red rock and high passes.',
          RESULT.itinerary.days.length,
        ],
      ],
    ]);
    expect(settled).toEqual([{ tripId: 12, version: 3, status: 'ready' }]);
  });

  it('announces nothing when the result marked no trip ready (a repeat, or an old version)', async () => {
    const { lifecycle, settled } = lifecycleWith({ marked: 0 });
    await expect(lifecycle.complete(12, 2, RESULT)).resolves.toBe(false);
    expect(settled).toEqual([]);
  });

  it('fails only the current, generating version, with the reason cut to 500 characters', async () => {
    const { lifecycle, calls, settled } = lifecycleWith({ affected: 1 });
    const reason = 'x'.repeat(600);
    await expect(lifecycle.fail(12, 3, reason)).resolves.toBe(true);
    expect(calls.update).toEqual([
      [
        { id: 12, version: 3, generationStatus: 'generating' },
        { generationStatus: 'failed', generationError: 'x'.repeat(500) },
      ],
    ]);
    expect(settled).toEqual([{ tripId: 12, version: 3, status: 'failed', error: 'x'.repeat(500) }]);
  });

  it('announces no failure for a version already settled or moved past', async () => {
    const { lifecycle, settled } = lifecycleWith({ affected: 0 });
    await expect(lifecycle.fail(12, 1, 'boom')).resolves.toBe(false);
    expect(settled).toEqual([]);
  });
});

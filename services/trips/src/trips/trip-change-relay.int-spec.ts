import { PlanTripDto, SystemEvents, type TripChanged } from '@roadbook/contracts';
import { EventBus, type QueueEnv } from '@roadbook/platform';
import { withServiceDatabase } from '@roadbook/platform/database';
import {
  createTestDatabase,
  RecordingJobQueue,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import { newTrip, tripsUseCases } from '../testing/trips-use-cases';
import { TRIPS_ENTITIES, TRIPS_MIGRATIONS } from '../trips-service.module';
import { TripChangeRelay } from './trip-change-relay';

const RIDER = { userId: 7, role: 'user' as const };
const VISITOR = { visitorTokenHash: 'a'.repeat(64) };
const PLAN = plainToInstance(PlanTripDto, planInput({ destination: 'Moab, UT' }));

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('trip-changes');
});

afterAll(async () => {
  await database.drop();
});

/** The relay on the test database, with every `trips.trip.changed` it publishes recorded. */
async function withRelay(
  work: (tools: {
    heard: TripChanged[];
    untilHeard: (count: number) => Promise<void>;
    trips: ReturnType<typeof tripsUseCases>['trips'];
    sql: (query: string, parameters: unknown[]) => Promise<unknown>;
  }) => Promise<void>,
): Promise<void> {
  await withServiceDatabase(
    database.url,
    { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
    async (dataSource) => {
      const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
      const heard: TripChanged[] = [];
      const waiting: Array<() => void> = [];
      const stop = events.subscribe(SystemEvents.tripChanged, (change) => {
        heard.push(change);
        waiting.splice(0).forEach((resolve) => resolve());
      });
      const relay = new TripChangeRelay({ DATABASE_URL: database.url }, events);
      await relay.onApplicationBootstrap();
      try {
        await work({
          heard,
          untilHeard: async (count) => {
            while (heard.length < count) await new Promise<void>((r) => waiting.push(r));
          },
          trips: tripsUseCases(dataSource, new RecordingJobQueue().asQueue(), events).trips,
          sql: (query, parameters) => dataSource.query(query, parameters),
        });
      } finally {
        await relay.onApplicationShutdown();
        stop();
      }
    },
  );
}

it('says every kept trip is suspect once it listens, then names each rider’s trip changed', () =>
  withRelay(async ({ heard, untilHeard, trips, sql }) => {
    expect(heard).toEqual([{ allTrips: true }]);

    const shared = await newTrip(trips, PLAN, RIDER);
    const deleted = await newTrip(trips, PLAN, RIDER);
    const draft = await newTrip(trips, PLAN, VISITOR);
    await trips.share(shared.id, RIDER);
    // A visitor's draft is kept by no gateway: its changes say nothing.
    await sql(`UPDATE "trips"."trips" SET "name" = 'Renamed' WHERE "id" = $1`, [draft.id]);
    // Whatever statement makes the change, outside any use case.
    await sql(`UPDATE "trips"."trips" SET "name" = 'By hand' WHERE "id" = $1`, [shared.id]);
    await trips.delete(deleted.id, RIDER);

    await untilHeard(4);
    expect(heard).toEqual([
      { allTrips: true },
      { tripId: shared.id },
      { tripId: shared.id },
      { tripId: deleted.id },
    ]);
  }));

it('says nothing of a change rolled back', () =>
  withRelay(async ({ heard, untilHeard, trips, sql }) => {
    const trip = await newTrip(trips, PLAN, RIDER);
    // One statement, its own transaction: it changes the row, then fails and is undone.
    await expect(
      sql(
        `WITH changed AS (UPDATE "trips"."trips" SET "name" = 'Undone' WHERE "id" = $1 RETURNING 1)
         SELECT 1 / 0 FROM changed`,
        [trip.id],
      ),
    ).rejects.toThrow('division by zero');
    await trips.share(trip.id, RIDER);

    await untilHeard(2);
    expect(heard).toEqual([{ allTrips: true }, { tripId: trip.id }]);
  }));

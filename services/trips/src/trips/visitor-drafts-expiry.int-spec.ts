import { PlanTripDto, type TripCaller } from '@roadbook/contracts';
import { EventBus, type QueueEnv } from '@roadbook/platform';
import { withServiceDatabase } from '@roadbook/platform/database';
import {
  createTestDatabase,
  RecordingJobQueue,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import { TRIPS_ENTITIES, TRIPS_MIGRATIONS } from '../trips-service.module';
import { TripEntity } from './entities/trip.entity';
import { newTrip, tripsUseCases } from '../testing/trips-use-cases';
import { VisitorDraftsExpiry } from './visitor-drafts-expiry';

const PLAN = plainToInstance(PlanTripDto, planInput({ destination: 'Moab, UT' }));
const VISITOR: TripCaller = { visitorTokenHash: 'a'.repeat(64) };
const RIDER: TripCaller = { userId: 7, role: 'user' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('VisitorDraftsExpiry', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('visitor-drafts');
  });

  afterAll(async () => {
    await database.drop();
  });

  it("deletes visitors' drafts past their days, and nobody's saved or younger trips", () =>
    withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      async (dataSource) => {
        const repository = dataSource.getRepository(TripEntity);
        const { trips } = tripsUseCases(
          dataSource,
          new RecordingJobQueue().asQueue(),
          new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv),
        );
        const expiry = new VisitorDraftsExpiry(repository, { VISITOR_DRAFT_DAYS: 30 });
        const old = await newTrip(trips, PLAN, VISITOR);
        const young = await newTrip(trips, PLAN, VISITOR);
        const saved = await newTrip(trips, PLAN, VISITOR);
        // The visitor signs up in that browser and saves it.
        await trips.save(saved.id, { ...RIDER, ...VISITOR });
        const riders = await newTrip(trips, PLAN, RIDER);
        const planned = new Date(Date.now() - 40 * DAY_MS);
        await repository.update([old.id, saved.id, riders.id], { createdAt: planned });

        await expect(expiry.expire()).resolves.toBe(1);
        const left = await repository.find({ select: { id: true } });
        expect(left.map((trip) => trip.id).sort()).toEqual(
          [young.id, saved.id, riders.id].sort((a, b) => a - b),
        );
        // The young draft goes once its own days are up.
        await expect(expiry.expire(new Date(Date.now() + 31 * DAY_MS))).resolves.toBe(1);
      },
    ));
});

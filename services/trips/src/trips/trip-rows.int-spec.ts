import { HotStatements, withServiceDatabase } from '@roadbook/platform/database';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import type { DataSource } from 'typeorm';
import { TRIPS_ENTITIES, TRIPS_MIGRATIONS } from '../trips-service.module';
import { TripEntity } from './entities/trip.entity';
import { TripRows } from './trip-rows';

/** Every kind of column a trip has, set: text, arrays, JSON, numbers, flags, a timestamp. */
const FULL_TRIP = {
  userId: 7,
  shareableId: 'abcDEF123_-x',
  slug: 'alpine-passes',
  name: 'Alpine "passes"',
  description: 'Four passes in two days.',
  startDate: '2027-07-01',
  endDate: '2027-07-02',
  travelMode: 'motorcycle',
  travelers: 2,
  adults: 2,
  hotelRooms: 1,
  startLocation: 'Munich, Germany',
  destination: 'Como, Italy',
  isRoundTrip: true,
  waypoints: ['Innsbruck, Austria', 'Bormio, Italy'],
  routeType: 'scenic',
  activities: ['nature', 'landmark'],
  accommodation: ['hotel'],
  budget: 'moderate',
  drivingHours: '4-6',
  additionalNotes: 'Stelvio early, before the buses.',
  restDays: 1,
  restIn: 'Bormio, Italy',
  group: [{ name: 'Ana', fuelRangeKm: 400 }],
  rideAfterDark: false,
  loopHours: 3,
  isSaved: true,
  isFeatured: true,
  isPublic: true,
  tripType: 'multi-day',
  version: 3,
  generationStatus: 'failed',
  generationError: 'No road',
  shareOrigin: 'owner',
  featuredBy: 1,
  ownerTokenHash: null,
  submissionKey: 'full-submission',
  submissionPlanDigest: 'full-plan',
} satisfies Partial<TripEntity>;

/** Only what a trip must have; everything else takes its default. */
const BARE_TRIP: Partial<TripEntity> = {
  name: 'Bare',
  startDate: '2027-07-01',
  endDate: '2027-07-01',
  travelMode: 'car',
  travelers: 1,
  startLocation: 'Denver, CO',
  destination: 'Boulder, CO',
  routeType: 'fastest',
  budget: 'budget',
  drivingHours: '2-4',
};

describe('TripRows', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('trip-rows');
  });

  afterAll(async () => {
    await database.drop();
  });

  /** The columns a plan's draft gets from the database: its id and when it was made. */
  const madeByTheDatabase = ({ id: _id, createdAt: _createdAt, ...rest }: TripEntity) => rest;

  it('reads the very entity TypeORM reads, every column, and null for no such trip', () =>
    onTripsSchema(async (dataSource) => {
      const repository = dataSource.getRepository(TripEntity);
      const full = await repository.save(
        repository.create({
          ...FULL_TRIP,
          shareableId: 'readTrip000',
          slug: 'read',
          submissionKey: 'read',
        }),
      );
      const bare = await repository.save(repository.create(BARE_TRIP));
      const rows = new TripRows(new HotStatements(dataSource, true));
      for (const { id } of [full, bare]) {
        const read = await rows.byId(id);
        expect(read).toBeInstanceOf(TripEntity);
        expect(read).toEqual(await repository.findOneBy({ id }));
      }
      expect((await rows.byId(full.id))?.createdAt).toBeInstanceOf(Date);
      expect(await rows.byId(full.id + bare.id)).toBeNull();
    }));

  it('inserts the row TypeORM saves, defaults filled in, and answers it whole', () =>
    onTripsSchema(async (dataSource) => {
      const repository = dataSource.getRepository(TripEntity);
      const rows = new TripRows(new HotStatements(dataSource, true));
      for (const values of [FULL_TRIP, BARE_TRIP]) {
        const inserted = (await rows.insertUnlessSubmitted(values))!;
        expect(inserted).toBeInstanceOf(TripEntity);
        expect(inserted.id).toBeGreaterThan(0);
        expect(inserted.createdAt).toBeInstanceOf(Date);
        // What the insert answers is what is stored…
        expect(inserted).toEqual(await repository.findOneBy({ id: inserted.id }));
        // …and what TypeORM stores from the same values (unique columns: one row at a time).
        await repository.delete({ id: inserted.id });
        const saved = await repository.save(repository.create(values));
        expect(madeByTheDatabase(inserted)).toEqual(
          madeByTheDatabase((await repository.findOneBy({ id: saved.id }))!),
        );
        await repository.delete({ id: saved.id });
      }
    }));

  it('inserts one trip per submission, sent again or at once, and finds it by its key', () =>
    onTripsSchema(async (dataSource) => {
      const rows = new TripRows(new HotStatements(dataSource, true));
      const submitted = { ...BARE_TRIP, submissionKey: 'once', submissionPlanDigest: 'plan' };
      const first = await rows.insertUnlessSubmitted(submitted);
      expect(first).toBeInstanceOf(TripEntity);
      expect(await rows.insertUnlessSubmitted(submitted)).toBeNull();
      expect(await rows.bySubmissionKey('once')).toEqual(first);
      // Two at once: the one the database takes second waits for the first, then gives way.
      const both = await Promise.all([
        rows.insertUnlessSubmitted({ ...submitted, submissionKey: 'twice' }),
        rows.insertUnlessSubmitted({ ...submitted, submissionKey: 'twice' }),
      ]);
      expect(both.filter((trip) => trip !== null)).toHaveLength(1);
      // Trips made without a submission (seeded, copied) are not one another's.
      const unkeyed = await Promise.all([
        rows.insertUnlessSubmitted(BARE_TRIP),
        rows.insertUnlessSubmitted(BARE_TRIP),
      ]);
      expect(unkeyed.map((trip) => trip?.submissionKey)).toEqual([null, null]);
      expect(unkeyed[0]!.id).not.toBe(unkeyed[1]!.id);
    }));

  it('prepares its statements once per connection where names are on, and none where off', () =>
    onTripsSchema(async (dataSource) => {
      // One connection (withServiceDatabase): the session the statements are prepared in.
      const prepared = async () =>
        (
          await dataSource.query<{ name: string }[]>(
            `SELECT name FROM pg_prepared_statements WHERE name LIKE 'roadbook_%' ORDER BY name`,
          )
        ).map((row) => row.name);
      const unnamed = new TripRows(new HotStatements(dataSource, false));
      const first = (await unnamed.insertUnlessSubmitted({ ...BARE_TRIP, submissionKey: 'u' }))!;
      expect(await unnamed.byId(first.id)).toEqual(first);
      expect(await prepared()).toEqual([]);

      const named = new TripRows(new HotStatements(dataSource, true));
      for (const key of ['n1', 'n2']) {
        const trip = (await named.insertUnlessSubmitted({ ...BARE_TRIP, submissionKey: key }))!;
        expect(await named.byId(trip.id)).toEqual(trip);
      }
      // The insert and the read by id, each prepared once for both rounds.
      expect(await prepared()).toHaveLength(2);
    }));

  function onTripsSchema(work: (dataSource: DataSource) => Promise<void>) {
    return withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      work,
    );
  }
});

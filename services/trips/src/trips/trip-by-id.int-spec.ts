import { withServiceDatabase } from '@roadbook/platform';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { TRIPS_ENTITIES, TRIPS_MIGRATIONS } from '../trips-service.module';
import { TripEntity } from './entities/trip.entity';
import { TripById } from './trip-by-id';

/** Every kind of column a trip has, set: text, arrays, JSON, numbers, flags, a timestamp. */
const FULL_TRIP: Partial<TripEntity> = {
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
};

describe('TripById', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('trip-by-id');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('reads the very entity TypeORM reads, every column, and null for no such trip', () =>
    withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      async (dataSource) => {
        const repository = dataSource.getRepository(TripEntity);
        const full = await repository.save(repository.create(FULL_TRIP));
        const bare = await repository.save(
          repository.create({
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
          }),
        );
        const byId = new TripById(dataSource);
        for (const { id } of [full, bare]) {
          const read = await byId.read(id);
          expect(read).toBeInstanceOf(TripEntity);
          expect(read).toEqual(await repository.findOneBy({ id }));
        }
        expect((await byId.read(full.id))?.createdAt).toBeInstanceOf(Date);
        expect(await byId.read(full.id + bare.id)).toBeNull();
      },
    ));
});

import { withServiceDatabase } from '@roadbook/platform/database';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { TripEntity } from '../trips/entities/trip.entity';
import { TripItineraryEntity } from '../trips/entities/trip-itinerary.entity';
import { TRIPS_ENTITIES, TRIPS_MIGRATIONS } from '../trips-service.module';

/** A day of riding much like the planner's, repeated to an itinerary's usual size. */
const DAYS = Array.from({ length: 6 }, (_, day) => ({
  day: day + 1,
  title: `Day ${day + 1}: over the passes`,
  activities: Array.from({ length: 12 }, (_, n) => ({
    time: `${8 + n}:00`,
    name: `Stop ${day}-${n} on the pass road`,
    description:
      'A switchback road above the tree line, with a café at the top and a view of the glacier.',
  })),
}));

describe('itinerary storage', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('itinerary-lz4');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('compresses an itinerary with lz4 on a server that has it, and reads it back whole', () =>
    withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      async (dataSource) => {
        const trip = await dataSource.getRepository(TripEntity).save({
          name: 'Passes',
          startDate: '2027-07-01',
          endDate: '2027-07-05',
          travelMode: 'motorcycle',
          travelers: 1,
          startLocation: 'Munich, Germany',
          destination: 'Como, Italy',
          routeType: 'scenic',
          budget: 'moderate',
          drivingHours: '4-6',
        });
        const itinerary = { days: DAYS } as unknown as TripItineraryEntity['itinerary'];
        expect(JSON.stringify(itinerary).length).toBeGreaterThan(10_000);
        const stored = await dataSource.getRepository(TripItineraryEntity).save({
          tripId: trip.id,
          overview: 'Four passes.',
          itinerary,
          mapData: {} as TripItineraryEntity['mapData'],
          totalDistance: '612 km',
        });
        const [row] = await dataSource.query<{ method: string }[]>(
          `SELECT pg_column_compression("itinerary") AS method FROM "trips"."trip_itineraries" WHERE "id" = $1`,
          [stored.id],
        );
        expect(row.method).toBe('lz4');
        const read = await dataSource
          .getRepository(TripItineraryEntity)
          .findOneByOrFail({ id: stored.id });
        expect(read.itinerary).toEqual(itinerary);
      },
    ));
});

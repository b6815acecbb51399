import { withServiceDatabase } from '@roadbook/platform/database';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import type { DataSource } from 'typeorm';
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

  const newTrip = (dataSource: DataSource) =>
    dataSource.getRepository(TripEntity).save({
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
  const mapData = { center: { lat: 46.5, lng: 10.2 } } as TripItineraryEntity['mapData'];
  const facts = { stops: [] } as unknown as TripItineraryEntity['facts'];

  it('stores the documents as the text written, the itinerary compressed with lz4 on a server that has it, and reads them back whole', () =>
    withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      async (dataSource) => {
        const trip = await newTrip(dataSource);
        expect(JSON.stringify(itinerary).length).toBeGreaterThan(10_000);
        const stored = await dataSource.getRepository(TripItineraryEntity).save({
          tripId: trip.id,
          overview: 'Four passes.',
          itinerary,
          mapData,
          facts,
          totalDistance: '612 km',
          dayCount: DAYS.length,
        });
        const [row] = await dataSource.query<{ method: string; text: string }[]>(
          `SELECT pg_column_compression("itinerary") AS method, "itinerary"::text AS text
           FROM "trips"."trip_itineraries" WHERE "id" = $1`,
          [stored.id],
        );
        expect(row.method).toBe('lz4');
        // jsonb would have stored its own form (keys reordered, spaces added) and printed it
        // back on every read.
        expect(row.text).toBe(JSON.stringify(itinerary));
        const read = await dataSource
          .getRepository(TripItineraryEntity)
          .findOneByOrFail({ id: stored.id });
        expect(read).toMatchObject({ itinerary, mapData, facts });
      },
    ));

  it('converts documents stored as jsonb, counting their days, and back', () =>
    withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      async (dataSource) => {
        const columnTypes = async () =>
          (
            await dataSource.query<{ column_name: string; data_type: string }[]>(
              `SELECT column_name, data_type FROM information_schema.columns
               WHERE table_schema = 'trips' AND table_name = 'trip_itineraries'
                 AND column_name IN ('itinerary', 'map_data', 'facts') ORDER BY column_name`,
            )
          ).map((column) => `${column.column_name} ${column.data_type}`);
        expect(await columnTypes()).toEqual(['facts json', 'itinerary json', 'map_data json']);

        const itineraryCompression = async () =>
          (
            await dataSource.query<{ method: string }[]>(
              `SELECT attcompression AS method FROM pg_attribute
               WHERE attrelid = '"trips"."trip_itineraries"'::regclass AND attname = 'itinerary'`,
            )
          )[0].method;
        expect(await itineraryCompression()).toBe('l');

        await dataSource.undoLastMigration();
        expect(await columnTypes()).toEqual(['facts jsonb', 'itinerary jsonb', 'map_data jsonb']);
        expect(await itineraryCompression()).toBe('l');
        const trip = await newTrip(dataSource);
        const [{ id }] = await dataSource.query<{ id: number }[]>(
          `INSERT INTO "trips"."trip_itineraries"
             ("trip_id", "version", "overview", "itinerary", "map_data", "facts", "total_distance")
           VALUES ($1, 1, 'Four passes.', $2, $3, $4, '612 km') RETURNING "id"`,
          [trip.id, JSON.stringify(itinerary), JSON.stringify(mapData), JSON.stringify(facts)],
        );

        await dataSource.runMigrations();
        expect(await columnTypes()).toEqual(['facts json', 'itinerary json', 'map_data json']);
        expect(await itineraryCompression()).toBe('l');
        const read = await dataSource.getRepository(TripItineraryEntity).findOneByOrFail({ id });
        expect(read).toMatchObject({ itinerary, mapData, facts, dayCount: DAYS.length });
      },
    ));
});

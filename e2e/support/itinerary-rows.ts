import { Client } from 'pg';

/** How many stored itineraries each trip has, straight from the trips schema. */
export async function itineraryRowsPerTrip(
  databaseUrl: string,
  tripIds: number[],
): Promise<Map<number, number>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ trip_id: number; rows: string }>(
      `SELECT trip_id, count(*) AS rows FROM trips.trip_itineraries
        WHERE trip_id = ANY($1) GROUP BY trip_id`,
      [tripIds],
    );
    return new Map(rows.map((row) => [row.trip_id, Number(row.rows)]));
  } finally {
    await client.end();
  }
}

import { expect } from '@jest/globals';
import { Client } from 'pg';
import { CANYON_PLAN, signUp, whenGenerated } from './accounts-and-trips';
import type { HttpSession } from './http-session';
import { until } from './until';

/** The trip as its owner reads it, and whether the gateway had it in memory (`X-Cache`). */
async function ownRead(rider: HttpSession, tripId: number) {
  const { status, body } = await rider.get(`/trips/${tripId}`);
  expect(status).toBe(200);
  return { name: body.name as string, cache: rider.lastHeaders.get('x-cache') };
}

/**
 * A rider's reads of their own trip come from the gateway's memory, and never outlive a change:
 * the rider's own edit shows on the very next read, and a change made anywhere else (straight in
 * the database here, as any other writer would) shows once the database has announced it.
 * Nobody but the owner ever gets the kept trip. The deployment keeps a trip for an hour
 * (`OWN_TRIP_CACHE_TTL_S`), far past any state wait, so only the change's event can drop it.
 */
export async function checkOwnTripReadsFollowChanges(
  baseUrl: string,
  databaseUrl: string,
): Promise<void> {
  const rider = await signUp(baseUrl);
  const planned = await rider.post('/trips', { ...CANYON_PLAN, name: 'Kept Canyon Run' });
  expect(planned.status).toBe(201);
  const tripId: number = planned.body.id;
  expect((await whenGenerated(rider, tripId)).generationStatus).toBe('ready');

  await until(async () => (await ownRead(rider, tripId)).cache === 'HIT');

  const edited = await rider.request('PUT', `/trips/${tripId}`, {
    ...CANYON_PLAN,
    name: 'Edited Canyon Run',
  });
  expect(edited.status).toBe(200);
  expect(await ownRead(rider, tripId)).toEqual({ name: 'Edited Canyon Run', cache: 'MISS' });
  // The edit's own announcements from the database, and the new itinerary it may start, can
  // still drop the trip after that read; once they have passed it is kept again.
  await until(async () => (await ownRead(rider, tripId)).cache === 'HIT');
  expect((await ownRead(rider, tripId)).name).toBe('Edited Canyon Run');

  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE "trips"."trips" SET "name" = 'Renamed Elsewhere' WHERE "id" = $1`, [
      tripId,
    ]);
  } finally {
    await client.end();
  }
  await until(async () => (await ownRead(rider, tripId)).name === 'Renamed Elsewhere');

  const stranger = await signUp(baseUrl);
  expect((await stranger.get(`/trips/${tripId}`)).status).toBe(404);
}

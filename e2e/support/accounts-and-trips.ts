import { Client } from 'pg';
import { clientAddress } from './client-address';
import { HttpSession } from './http-session';
import { STATE_WAIT_MS } from './until';

/** A three-day motorcycle plan the offline engine makes in well under a second. */
export const CANYON_PLAN = {
  name: 'Canyon Country Run',
  tripType: 'multi-day',
  startDate: '2027-05-10',
  endDate: '2027-05-12',
  travelMode: 'motorcycle',
  travelers: 2,
  adults: 2,
  hotelRooms: 1,
  startLocation: 'Denver, CO',
  destination: 'Moab, UT',
  isRoundTrip: false,
  waypoints: [],
  routeType: 'scenic',
  activities: ['nature', 'landmark'],
  accommodation: ['motel'],
  budget: 'moderate',
  drivingHours: '4-6',
  additionalNotes: '',
};

let serial = 0;

/** The password every account `signUp` makes has. */
export const SIGN_UP_PASSWORD = 'ride-safe-1';

/**
 * A new account, signed in, in a session of its own; `headers` go with each of its requests
 * (by default an address of its own, so many sign-ups stay under the per-address limit).
 */
export async function signUp(
  baseUrl: string,
  headers: Record<string, string> = { 'x-forwarded-for': clientAddress() },
): Promise<HttpSession> {
  serial += 1;
  const id = `${Date.now().toString(36)}${process.pid}${serial}`;
  const session = new HttpSession(baseUrl, headers);
  const { status } = await session.post('/auth/register', {
    username: `rider${id}`,
    email: `rider${id}@example.com`,
    password: SIGN_UP_PASSWORD,
  });
  if (status !== 201) throw new Error(`sign-up answered ${status}`);
  return session;
}

/** Promotes the session's user the way `npm run admin:create` does: in the database. */
export async function makeAdmin(session: HttpSession, databaseUrl: string): Promise<void> {
  const { body } = await session.get('/auth/user');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [body.id]);
  } finally {
    await client.end();
  }
}

/** Waits for the worker to finish the trip's itinerary; returns the trip. */
export async function whenGenerated(
  session: HttpSession,
  tripId: number,
  timeoutMs = STATE_WAIT_MS,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await session.get(`/trips/${tripId}`);
    if (body.generationStatus !== 'generating' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Plans CANYON_PLAN under `name` as the admin, waits for its itinerary and features it; returns
 * the featured trip (with its slug).
 */
export async function featuredCanyonTrip(admin: HttpSession, name: string) {
  const planned = await admin.post('/trips', { ...CANYON_PLAN, name });
  expect(planned.status).toBe(201);
  await whenGenerated(admin, planned.body.id);
  const featured = await admin.post(`/admin/trips/${planned.body.id}/feature`, {
    isFeatured: true,
  });
  expect(featured.status).toBe(200);
  return featured.body;
}

// Real data for the read benchmarks: an admin signed up and promoted, and a few trips planned and
// featured, so reads return what riders would see.
const { Client } = require('pg');
const { BEARTOOTH_PLAN: PLAN } = require('./plans.cjs');

async function json(url, init = {}) {
  const response = await fetch(url, init);
  return { response, body: await response.json() };
}

/** Signs up an admin and features a few trips; resolves to the trips' ids. */
async function seedFeaturedTrips(deployment, count = 4) {
  const { response } = await json(`${deployment.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'benchadmin',
      email: 'bench@example.com',
      password: 'bench-admin-1',
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const db = new Client({ connectionString: deployment.databaseUrl });
  await db.connect();
  await db.query(`UPDATE auth.users SET role = 'admin' WHERE email = 'bench@example.com'`);
  await db.end();
  const headers = { 'content-type': 'application/json', cookie };
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const { body: trip } = await json(`${deployment.url}/api/trips`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...PLAN, name: `${PLAN.name} ${i + 1}` }),
    });
    await fetch(`${deployment.url}/api/admin/trips/${trip.id}/feature`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ isFeatured: true }),
    });
    ids.push(trip.id);
  }
  return ids;
}

/** The trip's public slug once its itinerary is ready (its page is then the whole page). */
async function readyTripSlug(deployment, tripId) {
  for (let i = 0; i < 600; i += 1) {
    const { body: trip } = await json(`${deployment.url}/api/trips/${tripId}`);
    if (trip.generationStatus === 'ready') return trip.slug;
    if (trip.generationStatus === 'failed') throw new Error(`trip ${tripId} failed to generate`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`trip ${tripId} was not ready after a minute`);
}

module.exports = { seedFeaturedTrips, readyTripSlug };

// Real data for the read benchmarks: an admin signed up and promoted, a few trips planned and
// featured, and blog posts about them, so reads return what riders would see.
const { Client } = require('pg');
const { BEARTOOTH_PLAN: PLAN } = require('./plans.cjs');

async function json(url, init = {}) {
  const response = await fetch(url, init);
  return { response, body: await response.json() };
}

/** Signs up an admin; resolves to the headers of the admin's requests (session cookie). */
async function signUpAdmin(deployment) {
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
  return { 'content-type': 'application/json', cookie };
}

/** Features a few trips, as an admin signed up first; resolves to the trips' ids and the admin. */
async function seedFeaturedTrips(deployment, count = 4) {
  const headers = await signUpAdmin(deployment);
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
  return { tripIds: ids, admin: headers };
}

/** A few paragraphs, as long as a short ride report. */
const POST_CONTENT = Array.from(
  { length: 8 },
  (_, i) =>
    `<h2>Day ${i + 1}</h2><p>Out of town before the traffic, coffee at the first fuel stop and the pass ` +
    'by mid-morning. The road climbs through switchbacks with the valley falling away below; ' +
    'lunch in a diner that has been there since the highway opened, then a long sweep of ' +
    "two-lane through ranch country to the night's motel.</p>",
).join('');

/** Publishes `count` posts, each linked to the trips; resolves to their slugs. */
async function seedPublishedPosts(deployment, admin, tripIds, count = 3) {
  const slugs = [];
  for (let i = 0; i < count; i += 1) {
    const { response, body: post } = await json(`${deployment.url}/api/admin/blog`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        title: `Ride report ${i + 1}: two days on the Beartooth`,
        excerpt: 'Switchbacks, a diner and a motel with a view.',
        content: POST_CONTENT,
        status: 'published',
        tags: ['ride-report'],
        tripIds,
      }),
    });
    if (!response.ok) throw new Error(`could not publish a post: ${JSON.stringify(post)}`);
    slugs.push(post.slug);
  }
  return slugs;
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

module.exports = { seedFeaturedTrips, seedPublishedPosts, readyTripSlug };

import {
  CANYON_PLAN,
  featuredCanyonTrip,
  makeAdmin,
  signUp,
  whenGenerated,
} from './support/accounts-and-trips';
import type { HttpSession } from './support/http-session';
import { checkOwnTripReadsFollowChanges } from './support/own-trip-reads.checks';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * The public pages, rendered once for signed-out visitors and served from the gateway's memory,
 * are dropped the moment the trips service announces a change to a featured trip, or the blog
 * service a change to a published post; a rider's own trip, the moment the database announces a
 * change to it: the kept pages and trips here would otherwise last an hour, so only those events
 * can bring the new words.
 */
let deployment: TestDeployment;
let admin: HttpSession;

beforeAll(async () => {
  deployment = await startTestDeployment('page-cache', {
    PUBLIC_PAGE_CACHE_TTL_S: '3600',
    OWN_TRIP_CACHE_TTL_S: '3600',
  });
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
});

afterAll(async () => {
  await deployment?.stop();
});

/** The page as a signed-out visitor's browser asks for it. */
async function visit(path: string): Promise<{ cache: string | null; html: string }> {
  const response = await fetch(`${deployment.baseUrl}${path}`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status).toBe(200);
  return { cache: response.headers.get('x-cache'), html: await response.text() };
}

it("serves a featured trip's page from memory, and anew as soon as the trip changes", async () => {
  const trip = await featuredCanyonTrip(admin, 'Cached Canyon Loop');
  const path = `/trips/${trip.slug}`;

  const first = await visit(path);
  expect(first.cache).toBe('MISS');
  expect(first.html).toContain('Cached Canyon Loop');
  const again = await visit(path);
  expect(again).toEqual({ cache: 'HIT', html: first.html });
  // A signed-in admin gets a page of their own, never the visitors' copy.
  const own = await fetch(`${deployment.baseUrl}${path}`, {
    headers: { accept: 'text/html', cookie: admin.cookieHeader() },
  });
  expect(own.headers.get('x-cache')).toBeNull();

  const description = 'Slickrock at dawn, then the long climb to the mesa.';
  const changed = await admin.post(`/admin/trips/${trip.id}/feature`, {
    isFeatured: true,
    description,
  });
  expect(changed.status).toBe(200);
  await until(async () => (await visit(path)).html.includes(description));

  // The featured list is kept and dropped the same way.
  expect((await visit('/featured-trips')).cache).toBe('MISS');
  expect((await visit('/featured-trips')).cache).toBe('HIT');
  expect((await admin.post(`/admin/trips/${trip.id}/feature`, { isFeatured: false })).status).toBe(
    200,
  );
  await until(async () => !(await visit('/featured-trips')).html.includes('Cached Canyon Loop'));
});

it('serves the blog, a post and the home page from memory, and anew as soon as a post changes', async () => {
  const post = {
    title: 'Cached Notes from the Furka',
    content: '<p>Hairpins above the glacier, then the long run down to Andermatt.</p>',
    excerpt: 'A day on the pass',
    status: 'published',
    tags: [],
    tripIds: [],
  };
  const created = await admin.post('/admin/blog', post);
  expect(created.status).toBe(201);
  const { id, slug } = created.body as { id: number; slug: string };

  for (const path of ['/', '/blog', `/blog/${slug}`]) {
    const first = await visit(path);
    expect(first.html).toContain('Cached Notes from the Furka');
    expect(await visit(path)).toEqual({ cache: 'HIT', html: first.html });
  }

  // A draft's edits and its deletion change nothing visitors see: the kept pages stay.
  const draft = await admin.post('/admin/blog', {
    ...post,
    title: 'Unseen Draft',
    status: 'draft',
  });
  expect(draft.status).toBe(201);
  expect((await visit('/blog')).cache).toBe('HIT');
  expect((await admin.delete(`/admin/blog/${draft.body.id}`)).status).toBe(200);
  expect((await visit('/blog')).cache).toBe('HIT');

  const renamed = await admin.request('PUT', `/admin/blog/${id}`, {
    ...post,
    title: 'Renamed Notes from the Furka',
    slug,
  });
  expect(renamed.status).toBe(200);
  for (const path of ['/', '/blog', `/blog/${slug}`]) {
    await until(async () => (await visit(path)).html.includes('Renamed Notes from the Furka'));
  }
});

it('keeps the public pages when a rider deletes a trip of their own that visitors never saw', async () => {
  const featured = await featuredCanyonTrip(admin, 'Kept Canyon Loop');
  for (const path of ['/featured-trips', `/trips/${featured.slug}`]) {
    await visit(path);
    expect((await visit(path)).cache).toBe('HIT');
  }
  const rider = await signUp(deployment.baseUrl);
  const planned = await rider.post('/trips', { ...CANYON_PLAN, name: 'Private Canyon Days' });
  expect((await whenGenerated(rider, planned.body.id)).generationStatus).toBe('ready');

  expect((await rider.delete(`/trips/${planned.body.id}`)).status).toBe(200);
  for (const path of ['/featured-trips', `/trips/${featured.slug}`]) {
    expect((await visit(path)).cache).toBe('HIT');
  }
});

it("answers a rider's own trip from memory, and anew on the rider's edit or any other change", () =>
  checkOwnTripReadsFollowChanges(deployment.baseUrl, deployment.databaseUrl));

import { featuredCanyonTrip, makeAdmin, signUp } from './support/accounts-and-trips';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * A featured trip's page, rendered once for signed-out visitors and served from the gateway's
 * memory, is dropped the moment the trips service announces a change to the trip: the kept
 * pages here would otherwise last an hour, so only that event can bring the new words.
 */
let deployment: TestDeployment;
let admin: HttpSession;

beforeAll(async () => {
  deployment = await startTestDeployment('page-cache', { PUBLIC_PAGE_CACHE_TTL_S: '3600' });
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

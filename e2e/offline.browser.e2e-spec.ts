import type { Browser } from 'playwright-core';
import { appStarted } from './support/browser-pages';
import { emailOf, newPhoneContext } from './support/phone';
import { CANYON_PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { TcpProxy } from './support/tcp-proxy';
import { sharedDeployment } from './support/shared-deployment';
import { until } from './support/until';

/**
 * Installable, and the trip there offline: the web manifest, and the service worker
 * (`web/service-worker/service-worker.ts`) keeping a rider's saved trips for the road.
 */
const deployment = sharedDeployment();
let browser: Browser;
let riderEmail: string;
let trip: { id: number; name: string };

beforeAll(async () => {
  const rider = await signUp(deployment.baseUrl);
  riderEmail = await emailOf(rider);
  const created = await rider.post('/trips', { ...CANYON_PLAN, name: 'Offline Canyon Days' });
  const ready = await whenGenerated(rider, created.body.id);
  expect(ready.generationStatus).toBe('ready');
  expect((await rider.post(`/trips/${ready.id}/save`)).status).toBe(200);
  trip = { id: ready.id, name: ready.name };
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

it('is installable: every page links a manifest with its name, start page and icons', async () => {
  const context = await newPhoneContext(browser, deployment.baseUrl);
  const page = await context.newPage();
  await page.goto(`${deployment.baseUrl}/blog`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await context.request.get(`${deployment.baseUrl}${href}`);
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ short_name: 'Roadbook', start_url: '/', display: 'standalone' });
  const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await context.request.get(`${deployment.baseUrl}${icon.src}`)).status()).toBe(200);
  }
  await context.close();
});

it('opens a saved itinerary, its GPX and its map with the network off', async () => {
  // The phone reaches the site through a line the test can cut: the network off, for the page
  // and its service worker alike.
  const gateway = new URL(deployment.baseUrl);
  const line = await TcpProxy.start({ host: gateway.hostname, port: Number(gateway.port) });
  const site = `http://127.0.0.1:${line.port}`;
  // Signed in at the site itself: cookies are the host's, whichever port.
  const context = await newPhoneContext(browser, deployment.baseUrl, { email: riderEmail });
  const page = await context.newPage();
  await page.goto(`${site}/my-trips`);
  await appStarted(page);
  // My Trips hands the saved trips to the service worker once it has taken the page over.
  const kept = (url: string) =>
    page.evaluate(async (path) => (await caches.match(path)) !== undefined, url);
  // The static map at both scales is the last of them.
  await until(() => kept(`/api/maps/static/${trip.id}?format=png&scale=2`));

  await line.cut();
  await page.goto(`${site}/itinerary/${trip.id}`);
  await page.getByRole('heading', { level: 1, name: trip.name }).waitFor();
  await page.getByText(/^You are offline — showing the copy saved at \d\d:\d\d\.$/).waitFor();
  expect(await page.getByTestId('day-card').count()).toBe(3);
  const gpx = await page.evaluate(async (id) => {
    const response = await fetch(`/api/trips/${id}/gpx`);
    return { status: response.status, text: await response.text() };
  }, trip.id);
  expect(gpx.status).toBe(200);
  expect(gpx.text).toContain('<gpx');
  const map = page.getByRole('img', { name: 'Map of the route with its stops' }).first();
  await map.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('img')).some(
      (img) => img.alt === 'Map of the route with its stops' && img.naturalWidth > 0,
    ),
  );

  // Back online, the page is itself again.
  await line.restore();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: trip.name }).waitFor();
  expect(await page.getByText(/showing the copy saved at/).count()).toBe(0);
  await context.close();
  await line.stop();
});

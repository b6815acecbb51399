import { openPage } from './support/browser-pages';
import type { Browser, Page } from 'playwright-core';
import { CANYON_PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * What a rider typed comes back as text, never as markup: a plan whose name, places, stops and
 * notes carry script payloads is shown literally on the itinerary page, in My Trips and on the
 * shared page, and none of it runs.
 */
const shots = new Screenshots('security-xss');

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const JS_URL = 'javascript:alert(1)';

/** Plans with real places: its itinerary is made, and the name and notes carry the payloads. */
const NAMED = {
  ...CANYON_PLAN,
  name: `Moab ${SVG} ${IMG}`,
  waypoints: ['Grand Junction, CO'],
  additionalNotes: `${IMG} ${SCRIPT} ${SVG} ${JS_URL}`,
};

/** Places nobody can find: the trip fails with a reason that quotes what was typed. */
const PLACES = {
  ...CANYON_PLAN,
  name: `Stops ${SCRIPT}`,
  startLocation: `Denver, CO ${IMG}`,
  destination: `Moab, UT ${SVG}`,
  waypoints: [JS_URL],
};

const deployment = sharedDeployment();
let browser: Browser;
let rider: HttpSession;

beforeAll(async () => {
  browser = await launchBrowser();
  rider = await signUp(deployment.baseUrl);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A page signed in as the rider, recording any dialog a payload could open. */
async function riderPage(dialogs: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    rider
      .cookieHeader()
      .split('; ')
      .map((pair) => {
        const [name, value] = pair.split('=');
        return { name, value, url: deployment.baseUrl };
      }),
  );
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return page;
}

/** Nothing the rider typed became markup or ran. */
async function expectInert(page: Page, name: string): Promise<void> {
  await shots.page(page, name);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(await page.locator('[onerror], [onload]').count()).toBe(0);
  expect(await page.locator('svg[onload], img[src="x"]').count()).toBe(0);
  expect(await page.locator('script', { hasText: '__xss' }).count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
}

test('payloads in a plan are shown as text on every page and never run', async () => {
  const { status: namedStatus, body: named } = await rider.post('/trips', NAMED);
  expect(namedStatus).toBe(201);
  const { status: placesStatus, body: places } = await rider.post('/trips', PLACES);
  expect(placesStatus).toBe(201);
  expect((await whenGenerated(rider, named.id)).generationStatus).toBe('ready');
  const failed = await whenGenerated(rider, places.id);
  expect(failed.generationStatus).toBe('failed');
  expect(failed.generationError).toContain(`We couldn't find "${PLACES.startLocation}"`);
  const { body: namedShare } = await rider.post(`/trips/${named.id}/share`);
  const { body: placesShare } = await rider.post(`/trips/${places.id}/share`);

  const dialogs: string[] = [];
  const page = await riderPage(dialogs);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const base = deployment.baseUrl;

  // The itinerary page: the name as the heading, the days made from the real places.
  await openPage(page, `${base}/itinerary/${named.id}`);
  await page.getByRole('heading', { level: 1, name: NAMED.name }).waitFor();
  await page.getByTestId('day-card').first().waitFor();
  await expectInert(page, 'itinerary-named');

  // A failed trip quotes the places it could not find, as typed.
  await openPage(page, `${base}/itinerary/${places.id}`);
  await page.getByText(`We couldn't find "${PLACES.startLocation}"`).waitFor();
  await expectInert(page, 'itinerary-places');

  // My Trips: each card's name and route, literally.
  await openPage(page, `${base}/my-trips`);
  const namedCard = page.getByTestId('my-trip').filter({ hasText: NAMED.name });
  await namedCard.waitFor();
  const placesCard = page.getByTestId('my-trip').filter({ hasText: PLACES.name });
  await placesCard
    .getByText(`${PLACES.startLocation} → ${PLACES.destination}`, { exact: true })
    .waitFor();
  await expectInert(page, 'my-trips');

  // The shared pages a stranger opens.
  await openPage(page, `${base}/shared/${namedShare.shareableId}`);
  await page.getByRole('heading', { level: 1, name: NAMED.name }).waitFor();
  await page.getByTestId('day-card').first().waitFor();
  await expectInert(page, 'shared-named');

  await openPage(page, `${base}/shared/${placesShare.shareableId}`);
  await page.getByRole('heading', { level: 1, name: PLACES.name }).waitFor();
  await page.getByText(`Start: ${PLACES.startLocation}`).waitFor();
  await page.getByText(`Destination: ${PLACES.destination}`).waitFor();
  await expectInert(page, 'shared-places');

  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

import type { Browser, Page } from 'playwright-core';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { newBrowserContext, openPage, watchErrors } from './support/browser-pages';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { PHONE, launchBrowser, transitionsDone } from './support/browser';
import { Screenshots } from './support/screenshots';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The admin's All Trips page and the featuring dialog in a real browser against the shared
 * deployment: an admin finds a rider's trip by search and features it from the list (desktop),
 * features another from its itinerary (phone), each under a slug and description of their own,
 * and visitors then find both on /featured-trips and at /trips/{slug}; a rider gets Access
 * Denied. Names of its own, made unique per run.
 */
const shots = new Screenshots('admin-trips');
const RUN = Date.now().toString(36);
const LIST_TRIP = `Kestrel Rim ${RUN}`;
const ITINERARY_TRIP = `Kestrel Gorge ${RUN}`;
const LIST_SLUG = `kestrel-rim-${RUN}`;
const ITINERARY_SLUG = `kestrel-gorge-${RUN}`;
const LIST_WORDS = `Slickrock benches along the rim, chosen from the list ${RUN}.`;
const ITINERARY_WORDS = `A gorge road with a river below, chosen on the itinerary ${RUN}.`;

const deployment = sharedDeployment();
let browser: Browser;
let adminEmail: string;
let adminName: string;
let riderEmail: string;
let itineraryTripId: number;

async function plannedTrip(rider: HttpSession, name: string) {
  const planned = await rider.post('/trips', { ...CANYON_PLAN, name });
  expect(planned.status).toBe(201);
  expect((await whenGenerated(rider, planned.body.id)).generationStatus).toBe('ready');
  return planned.body.id as number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  ({ email: adminEmail, username: adminName } = (await admin.get('/auth/user')).body);
  const rider = await signUp(deployment.baseUrl);
  riderEmail = (await rider.get('/auth/user')).body.email;
  await plannedTrip(rider, LIST_TRIP);
  itineraryTripId = await plannedTrip(rider, ITINERARY_TRIP);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

/** Fills the featuring dialog and features the trip; resolves once the dialog has gone. */
async function featureThroughDialog(page: Page, tripName: string, slug: string, words: string) {
  const dialog = page.getByRole('dialog', { name: `Feature “${tripName}”` });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await dialog.getByRole('textbox', { name: 'Public description' }).fill(words);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await preview.getByText(words).waitFor();
  expect(await dialog.getByTestId('featured-trip-address').textContent()).toBe(
    `${deployment.baseUrl}/trips/${slug}`,
  );
  return dialog;
}

describe('the admin trips list in the browser', () => {
  it("lets an admin find a rider's trip by search and feature it from the list", async () => {
    const context = await newBrowserContext(browser, deployment.baseUrl, adminEmail);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/`);
    await page.getByRole('button', { name: `Account menu for ${adminName}` }).click();
    await page.getByRole('menuitem', { name: 'All Trips' }).click();
    await page.waitForURL('**/admin/trips');
    await page.getByRole('heading', { name: 'All Trips', level: 1 }).waitFor();

    await page.getByRole('textbox', { name: 'Search trips' }).fill(`kestrel ${RUN}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`**/admin/trips?q=kestrel+${RUN}`);
    // The search's answer, not the unfiltered list still on screen, before counting its rows.
    await page.getByText('Showing 1–2 of 2 trips').waitFor();
    const row = page.getByTestId('admin-trip').filter({ hasText: LIST_TRIP });
    await row.waitFor();
    expect(await page.getByTestId('admin-trip').count()).toBe(2);
    await shots.atBothWidths(page, 'admin-trips');

    await row.getByRole('button', { name: `Feature ${LIST_TRIP}` }).click();
    const dialog = await featureThroughDialog(page, LIST_TRIP, LIST_SLUG, LIST_WORDS);
    await transitionsDone(page);
    await shots.atBothWidths(page, 'feature-dialog', { fullPage: false });
    // The dialog is not on any route of the accessibility sweep: it is checked here, open.
    expect(describeViolations(await seriousAxeViolations(page))).toEqual('');
    await dialog.getByRole('button', { name: 'Feature Trip' }).click();
    await page.getByText('Trip Featured', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Featured', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Unfeature ${LIST_TRIP}` }).waitFor();

    // The filter and the search stay in the address through a reload.
    await page.getByRole('combobox', { name: 'Featured' }).click();
    await page.getByRole('option', { name: 'Featured', exact: true }).click();
    await page.waitForURL(`**/admin/trips?q=kestrel+${RUN}&featured=true`);
    await page.reload();
    await page.getByText('Showing 1–1 of 1 trip').waitFor();
    expect(await page.getByRole('textbox', { name: 'Search trips' }).inputValue()).toBe(
      `kestrel ${RUN}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets an admin feature a rider's trip from its itinerary, on a phone", async () => {
    const context = await newBrowserContext(browser, deployment.baseUrl, adminEmail, {
      viewport: PHONE,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/admin/trips?q=gorge+${RUN}`);
    const card = page.getByTestId('admin-trip').filter({ hasText: ITINERARY_TRIP });
    await page.getByRole('list', { name: 'All trips' }).waitFor();
    await card.getByRole('link', { name: `View ${ITINERARY_TRIP}` }).click();
    await page.waitForURL(`**/itinerary/${itineraryTripId}`);
    await page.getByRole('heading', { name: ITINERARY_TRIP, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add to Featured' }).click();
    const dialog = await featureThroughDialog(
      page,
      ITINERARY_TRIP,
      ITINERARY_SLUG,
      ITINERARY_WORDS,
    );
    await dialog.getByRole('button', { name: 'Feature Trip' }).click();
    await page.getByText('Trip Featured', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Remove from Featured' }).waitFor();
    await shots.atBothWidths(page, 'itinerary-admin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows visitors both trips on the featured routes and at their own address, with those words', async () => {
    const context = await newBrowserContext(browser, deployment.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/featured-trips`);
    for (const [name, slug, words] of [
      [LIST_TRIP, LIST_SLUG, LIST_WORDS],
      [ITINERARY_TRIP, ITINERARY_SLUG, ITINERARY_WORDS],
    ]) {
      const card = page.getByTestId('featured-trip-card').filter({ hasText: name });
      await card.getByText(words).waitFor();
      expect(await card.getByRole('link').getAttribute('href')).toBe(`/trips/${slug}`);
    }

    await openPage(page, `${deployment.baseUrl}/trips/${LIST_SLUG}`);
    await page.getByRole('heading', { name: LIST_TRIP, level: 1 }).waitFor();
    expect(await page.getByTestId('trip-description').textContent()).toBe(LIST_WORDS);
    await shots.atBothWidths(page, 'trip-page');
    await openPage(page, `${deployment.baseUrl}/trips/${ITINERARY_SLUG}`);
    await page.getByRole('heading', { name: ITINERARY_TRIP, level: 1 }).waitFor();
    expect(await page.getByTestId('trip-description').textContent()).toBe(ITINERARY_WORDS);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a rider Access Denied at /admin/trips', async () => {
    const context = await newBrowserContext(browser, deployment.baseUrl, riderEmail);
    const page = await context.newPage();
    await openPage(page, `${deployment.baseUrl}/admin/trips`);
    await page.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor();
    await page.getByText("Only admins can see every rider's trips.").waitFor();
    expect(await page.getByTestId('admin-trip').count()).toBe(0);
    await shots.atBothWidths(page, 'admin-trips-rider');
    await context.close();
  });
});

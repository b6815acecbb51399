import { newBrowserContext, openPage, watchErrors } from './support/browser-pages';
import type { Browser, Page } from 'playwright-core';
import {
  CANYON_PLAN,
  featuredCanyonTrip,
  makeAdmin,
  signUp,
  whenGenerated,
} from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * Featured routes in a real browser against the distributed system and the built web: a visitor
 * goes from the home page to a featured trip's page, its interactive itinerary and back, then
 * plans a similar trip; an admin features and unfeatures trips from My Trips and from the page,
 * and changes a featured trip's description without its itinerary being made again.
 */
const shots = new Screenshots('featured');
const VISITOR_TRIP = 'Canyon Country Showcase';
const ADMIN_TRIP = 'Admin Showcase Loop';
const REWORDED_TRIP = 'Reworded Canyon Showcase';

const deployment = sharedDeployment();
let browser: Browser;
let admin: HttpSession;
let adminEmail: string;
let adminTripId: number;

const newContext = (email?: string) => newBrowserContext(browser, deployment.baseUrl, email);

/** Features the trip the open featuring dialog names, under the slug and words it suggests. */
async function confirmFeaturing(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Feature Trip' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function expectToast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;

  // A rider's trip, featured by the admin: what visitors browse.
  const rider = await signUp(deployment.baseUrl);
  const planned = await rider.post('/trips', {
    ...CANYON_PLAN,
    name: VISITOR_TRIP,
    waypoints: ['Grand Junction, CO'],
    activities: ['nature', 'landmark', 'food', 'riding-road'],
    additionalNotes: 'Start early to beat the heat in the canyons.',
  });
  expect(planned.status).toBe(201);
  expect((await whenGenerated(rider, planned.body.id)).generationStatus).toBe('ready');
  const featured = await admin.post(`/admin/trips/${planned.body.id}/feature`, {
    isFeatured: true,
  });
  expect(featured.status).toBe(200);

  // A published post about the featured trip's destination: a related article.
  const post = await admin.post('/admin/blog', {
    title: 'Arches at sunrise',
    content: '<p>Be at the gate before six.</p>',
    excerpt: 'Moab mornings, before the heat.',
    status: 'published',
    tags: ['Moab', 'Nature'],
    tripIds: [],
  });
  expect(post.status).toBe(201);

  // The admin's own trip, to feature from My Trips.
  const own = await admin.post('/trips', {
    ...CANYON_PLAN,
    name: ADMIN_TRIP,
    startLocation: 'Salt Lake City, UT',
  });
  adminTripId = own.body.id;
  expect((await whenGenerated(admin, adminTripId)).generationStatus).toBe('ready');
  expect((await admin.post(`/trips/${adminTripId}/save`)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('featured routes in the browser', () => {
  it('takes a visitor from the home page to a trip page, its interactive itinerary and back, then to a similar plan', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/`);
    await page.getByRole('link', { name: 'Featured Routes' }).first().click();
    await page.waitForURL('**/featured-trips');
    const card = page.getByTestId('featured-trip-card').filter({ hasText: VISITOR_TRIP });
    await card.waitFor();
    await page
      .getByRole('region', { name: 'Travel Inspiration' })
      .getByText('Arches at sunrise')
      .waitFor();
    await shots.atBothWidths(page, 'featured-list');

    await card.getByRole('link').click();
    await page.waitForURL(/\/trips\/canyon-country-showcase-\d+$/);
    const tripPage = page.url();
    await page.getByRole('heading', { name: VISITOR_TRIP, level: 1 }).waitFor();
    await page.getByTestId('day-card').first().waitFor();
    // The rider wrote the notes for the planner; featuring the trip does not publish them.
    expect(await page.getByText('Start early to beat the heat in the canyons.').count()).toBe(0);
    expect(await page.title()).toBe(`${VISITOR_TRIP} | Featured Route | Roadbook`);
    await page
      .getByRole('region', { name: 'Related Articles' })
      .getByText('Arches at sunrise')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Edit Trip' }).count()).toBe(0);
    await shots.atBothWidths(page, 'trip-page-visitor');

    await page.getByRole('link', { name: 'View Interactive Itinerary' }).click();
    await page.waitForURL('**/shared/**');
    await page.getByRole('heading', { name: VISITOR_TRIP, level: 1 }).waitFor();
    await page.getByText('Shared Trip', { exact: true }).waitFor();

    await page.goBack();
    await page.waitForURL(tripPage);
    await page.getByRole('button', { name: 'Plan Similar Trip' }).click();
    await page.waitForURL(/\/plan\?similar=\d+$/);
    const name = page.getByLabel('Trip name');
    await name.waitFor();
    expect(await name.inputValue()).toBe(VISITOR_TRIP);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an admin feature and unfeature a trip from My Trips and from its page', async () => {
    const context = await newContext(adminEmail);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/my-trips`);
    const myCard = page.getByTestId('my-trip').filter({ hasText: ADMIN_TRIP });
    await myCard.getByRole('button', { name: 'Feature', exact: true }).click();
    // Featuring asks for the slug and the description, prefilled from the trip.
    await confirmFeaturing(page);
    await expectToast(page, 'Trip Featured');
    await myCard.getByRole('button', { name: 'Unfeature', exact: true }).waitFor();

    await openPage(page, `${deployment.baseUrl}/featured-trips`);
    const card = page.getByTestId('featured-trip-card').filter({ hasText: ADMIN_TRIP });
    await card.getByRole('link').click();
    await page.waitForURL(/\/trips\/admin-showcase-loop-\d+$/);
    await page.getByRole('heading', { name: ADMIN_TRIP, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit Trip' }).waitFor();
    await shots.atBothWidths(page, 'trip-page-admin');

    await page.getByRole('button', { name: 'Remove from Featured' }).click();
    await expectToast(page, 'Trip Unfeatured');
    await page.getByRole('button', { name: 'Add to Featured' }).click();
    await confirmFeaturing(page);
    await expectToast(page, 'Trip Featured');
    await page.getByRole('button', { name: 'Remove from Featured' }).waitFor();

    await page.getByRole('link', { name: 'Edit Trip' }).click();
    await page.waitForURL(`**/admin/trips/${adminTripId}/edit`);
    await page.getByLabel('Trip name').waitFor();
    expect(await page.getByLabel('Trip name').inputValue()).toBe(ADMIN_TRIP);
    await shots.atBothWidths(page, 'trip-editor');

    await openPage(page, `${deployment.baseUrl}/my-trips`);
    await myCard.getByRole('button', { name: 'Unfeature', exact: true }).click();
    await expectToast(page, 'Trip Unfeatured');
    await myCard.getByRole('button', { name: 'Feature', exact: true }).waitFor();
    const featured = await admin.get('/featured-trips');
    expect(featured.body.map((trip: { id: number }) => trip.id)).not.toContain(adminTripId);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("saves an admin's new description at once: the itinerary is kept and the public pages say it", async () => {
    const trip = await featuredCanyonTrip(admin, REWORDED_TRIP);
    const { body: before } = await admin.get(`/trips/${trip.id}/itinerary`);
    const description = `Three days of red rock, reworded ${Date.now().toString(36)}.`;

    const context = await newContext(adminEmail);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/admin/trips/${trip.id}/edit`);
    const field = page.getByRole('textbox', { name: 'Description' });
    await field.fill(description);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Saved. The itinerary is unchanged.').waitFor();
    expect(await page.getByText('Regenerating the itinerary…').count()).toBe(0);
    await shots.atBothWidths(page, 'trip-editor-kept');

    // The same version and the same itinerary, still ready: nothing was made again.
    const { body: saved } = await admin.get(`/trips/${trip.id}`);
    expect(saved).toMatchObject({ version: 1, generationStatus: 'ready', description });
    const { body: after } = await admin.get(`/trips/${trip.id}/itinerary`);
    expect(after).toMatchObject({
      version: before.version,
      createdAt: before.createdAt,
      overview: before.overview,
    });
    const titles = (itinerary: { itinerary: { days: { title: string }[] } }) =>
      itinerary.itinerary.days.map((day) => day.title);
    expect(titles(after)).toEqual(titles(before));

    // Its itinerary opens as it was, without the generation screen.
    await page.getByRole('link', { name: 'Open Itinerary' }).click();
    await page.waitForURL(`**/itinerary/${trip.id}`);
    await page.getByRole('heading', { name: REWORDED_TRIP, level: 1 }).waitFor();
    await page
      .getByTestId('day-card')
      .nth(titles(before).length - 1)
      .waitFor();
    expect(await page.getByTestId('day-card').count()).toBe(titles(before).length);
    await context.close();

    // Visitors read the new words on the featured list and in the trip page's description.
    const visitorContext = await newContext();
    const visitor = await visitorContext.newPage();
    const visitorErrors = watchErrors(visitor);
    await openPage(visitor, `${deployment.baseUrl}/featured-trips`);
    await visitor
      .getByTestId('featured-trip-card')
      .filter({ hasText: REWORDED_TRIP })
      .getByText(description)
      .waitFor();
    await openPage(visitor, `${deployment.baseUrl}/trips/${trip.slug}`);
    await visitor.getByRole('heading', { name: REWORDED_TRIP, level: 1 }).waitFor();
    expect(await visitor.locator('meta[name="description"]').first().getAttribute('content')).toBe(
      description,
    );
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();
  });
});

import { openPage } from './support/browser-pages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { DESKTOP, launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The rider's whole loop in a real browser against the distributed system with the built web:
 * plan as a visitor → generation → itinerary → sign up to save → modify → My Trips → share →
 * delete.
 */
const shots = new Screenshots('trips');
const PASSWORD = 'ride-safe-1';

const deployment = sharedDeployment();
let browser: Browser;

function isoDate(daysFromNow: number): string {
  const date = new Date(Date.now() + daysFromNow * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/** The plan form's dates are MUI date fields, a group of spinbuttons: year first, then digits. */
async function typeDate(page: Page, label: string, isoDay: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDay.replaceAll('-', ''));
}

async function chooseOption(page: Page, label: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function waitForDays(page: Page, count: number) {
  await page
    .getByTestId('day-card')
    .nth(count - 1)
    .waitFor();
  expect(await page.getByTestId('day-card').count()).toBe(count);
}

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

test('a visitor plans, watches, saves after sign-up, modifies, shares and deletes a trip', async () => {
  const base = deployment.baseUrl;
  const { context, page } = await freshPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  // Plan as a visitor; the form refuses an empty submit with its messages
  // (docs/product.md#trip-form-validation).
  await openPage(page, `${base}/plan`);
  await page.getByRole('heading', { name: 'Plan Your Trip' }).waitFor();
  await page.getByRole('button', { name: 'Plan My Trip' }).click();
  await page.getByText('Trip name must be at least 3 characters').waitFor();
  await page.getByText('Select at least one activity').waitFor();
  await shots.page(page, 'plan-form-errors-desktop');

  const tripName = 'Rockies to Red Rock';
  await page.getByLabel('Trip name').fill(tripName);
  await typeDate(page, 'Start date', isoDate(21));
  await typeDate(page, 'End date', isoDate(23));
  await page.getByRole('combobox', { name: /Starting point/ }).fill('Denver, CO');
  await page.getByRole('combobox', { name: /Destination/ }).fill('Moab, UT');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Famous riding roads' }).click();
  await page.getByRole('button', { name: 'Nature & parks' }).click();
  await chooseOption(page, /Riding hours per day/, /4–6 hours/);
  await chooseOption(page, /Budget/, /Moderate/);
  await shots.atBothWidths(page, 'plan-form');
  await page.getByRole('button', { name: 'Plan My Trip' }).click();

  // Generation, then the itinerary with one card per day.
  await page.waitForURL(/\/itinerary\/\d+$/);
  const tripId = Number(/\/itinerary\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('heading', { name: 'Creating Your Perfect Road Trip' }).waitFor();
  await page.getByRole('heading', { name: tripName, level: 1 }).waitFor();
  await waitForDays(page, 3);
  await page.getByRole('heading', { name: 'Trip Overview' }).waitFor();
  await page.getByRole('heading', { name: 'Daily Itinerary' }).waitFor();
  await page.getByText('Denver, CO → Moab, UT').first().waitFor();
  await shots.atBothWidths(page, 'itinerary');
  // Progress comes over server-sent events, or by polling; a fast plan may be ready before either.
  expect(
    requested.some(
      (path) => path === `/api/trips/${tripId}/events` || path === `/api/trips/${tripId}`,
    ),
  ).toBe(true);

  // Printing shows the trip without the app's header, footer or the action bar.
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('header').first().isVisible()).toBe(false);
  expect(await page.locator('footer').first().isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Modify' }).isVisible()).toBe(false);
  expect(await page.getByRole('heading', { name: 'Daily Itinerary' }).isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // Save while signed out opens the dialog in register mode.
  await page.getByRole('button', { name: 'Save Trip' }).click();
  const registerTitle = page.getByRole('heading', { name: 'Create Your Account' });
  const rider = `rider${Date.now().toString(36)}`;
  await registerTitle.waitFor();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(rider);
  await dialog.getByLabel('Email').fill(`${rider}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(/Confirm/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await registerTitle.waitFor({ state: 'hidden' });

  // Signed up, the tap that opened the dialog is honoured: the draft is saved without a second one.
  await page.getByText('Trip saved!').waitFor();
  await page.getByText('Your trip has been saved to your profile.').waitFor();
  await page.getByRole('button', { name: 'Saved' }).waitFor();

  // The GPX and calendar buttons point at working downloads.
  for (const [name, type] of [
    ['GPX', 'gpx'],
    ['Calendar', 'calendar'],
  ] as const) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    const download = await page.request.get(`${base}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain(type);
  }

  // Modify returns to the form with the trip's data, and regenerates the same trip.
  await page.getByRole('button', { name: 'Modify' }).click();
  await page.waitForURL(new RegExp(`/plan\\?modify=${tripId}$`));
  expect(await page.getByLabel('Trip name').inputValue()).toBe(tripName);
  expect(await page.getByRole('combobox', { name: /Destination/ }).inputValue()).toBe('Moab, UT');
  expect(
    await page.getByRole('button', { name: 'Famous riding roads' }).getAttribute('aria-pressed'),
  ).toBe('true');
  const newName = `${tripName} (slower)`;
  await page.getByLabel('Trip name').fill(newName);
  await chooseOption(page, /Riding hours per day/, /2–4 hours/);
  await page.getByRole('button', { name: 'Update & Regenerate' }).click();
  await page.waitForURL(new RegExp(`/itinerary/${tripId}$`));
  await page.getByRole('heading', { name: newName, level: 1 }).waitFor();
  await waitForDays(page, 3);

  // My Trips lists it as Saved; Share copies a public link.
  await openPage(page, `${base}/my-trips`);
  const card = page.getByTestId('my-trip').filter({ hasText: newName });
  await card.waitFor();
  await card.getByText('Saved', { exact: true }).waitFor();
  await shots.atBothWidths(page, 'my-trips');
  await card.getByRole('button', { name: 'Share' }).click();
  await page.getByText('Share Link Copied').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${base}/shared/[\\w-]+$`));

  const visitor = await freshPage();
  await openPage(visitor.page, link);
  await visitor.page.getByRole('heading', { name: newName, level: 1 }).waitFor();
  await visitor.page.getByText('Shared Trip', { exact: true }).waitFor();
  await visitor.page.getByText('Scenic route').waitFor();
  expect(await visitor.page.getByTestId('day-card').count()).toBe(3);
  expect(await visitor.page.title()).toContain(newName);
  await shots.atBothWidths(visitor.page, 'shared-trip');

  // Delete asks for confirmation (docs/product.md#my-trips), then the shared link is gone.
  let confirmText = '';
  page.once('dialog', (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Trip Deleted').waitFor();
  expect(confirmText).toBe(
    `Are you sure you want to delete "${newName}"? This action cannot be undone.`,
  );
  await page.getByText('No trips yet').waitFor();

  await openPage(visitor.page, link);
  await visitor.page.getByRole('heading', { name: 'Trip Not Found' }).waitFor();
  await visitor.context.close();

  expect(pageErrors).toEqual([]);
  await context.close();
});

test('a loop: the form offers its hours on a round trip with no stops, and the itinerary says what it rides', async () => {
  const { context, page } = await freshPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(page, `${deployment.baseUrl}/plan`);
  await page.getByRole('heading', { name: 'Plan Your Trip' }).waitFor();
  await page.getByLabel('Trip name').fill('Blue Ridge Loop');
  await typeDate(page, 'Start date', '2027-07-10');
  await typeDate(page, 'End date', '2027-07-10');
  await page.getByRole('combobox', { name: /Starting point/ }).fill('Asheville, NC');
  await page.keyboard.press('Escape');
  const hours = page.getByRole('combobox', { name: /How long do you want to ride/ });
  // Offered only on a round trip with no stops.
  expect(await hours.count()).toBe(0);
  await page.getByLabel('Round trip: ride back to the start').check();
  await chooseOption(page, /How long do you want to ride/, /^A 4-hour loop$/);
  // A loop ends where it starts: the destination is the start, and cannot be changed.
  const destination = page.getByRole('combobox', { name: /Destination/ });
  expect(await destination.isEditable()).toBe(false);
  expect(await destination.inputValue()).toBe('Asheville, NC');
  await page.getByRole('button', { name: 'Famous riding roads' }).click();
  await chooseOption(page, /Riding hours per day/, /4–6 hours/);
  await chooseOption(page, /Budget/, /Moderate/);
  await shots.atBothWidths(page, 'plan-form-loop');
  expect(describeViolations(await seriousAxeViolations(page))).toEqual('');
  await page.getByRole('button', { name: 'Plan My Trip' }).click();

  await page.waitForURL(/\/itinerary\/\d+$/);
  const note = page.getByTestId('loop-note');
  await note.waitFor();
  expect(await note.textContent()).toMatch(
    /^A 4-hour loop: \d h( \d+ min)? of riding from the start and back through .+\.$/,
  );
  await waitForDays(page, 1);
  await page.getByText('4-hour loop', { exact: true }).waitFor();
  expect(await page.getByTestId('day-card').first().textContent()).toMatch(/Ride /);
  await shots.atBothWidths(page, 'itinerary-loop');
  expect(describeViolations(await seriousAxeViolations(page))).toEqual('');
  expect(pageErrors).toEqual([]);
  await context.close();
});

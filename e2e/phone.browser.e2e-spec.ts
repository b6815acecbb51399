import type { Browser, Page } from 'playwright-core';
import { emailOf, holdAppCode, newPhoneContext, watchConsoleErrors } from './support/phone';
import { appStarted } from './support/browser-pages';
import {
  CANYON_PLAN,
  featuredCanyonTrip,
  makeAdmin,
  signUp,
  whenGenerated,
} from './support/accounts-and-trips';
import { DESKTOP, launchBrowser, layOutAt } from './support/browser';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';
import { until } from './support/until';

/**
 * A rider on a phone: every page starts the app on load, every tap is answered, no
 * failure is a dead end, a shared trip travels, and pages answer like a web server's. Each test
 * is one problem once found on a throttled phone.
 */
const deployment = sharedDeployment();
let browser: Browser;
let rider: HttpSession;
let riderEmail: string;
/** The rider's saved, shared trip with its itinerary made. */
let savedTrip: { id: number; name: string; shareableId: string };
/** The rider's plan that could not be made. */
let failedTrip: { id: number; name: string };
let featured: { id: number; slug: string; name: string };

const base = () => deployment.baseUrl;

async function planned(session: HttpSession, plan: object) {
  const created = await session.post('/trips', plan);
  expect(created.status).toBe(201);
  return whenGenerated(session, created.body.id);
}

beforeAll(async () => {
  rider = await signUp(deployment.baseUrl);
  riderEmail = await emailOf(rider);
  const trip = await planned(rider, { ...CANYON_PLAN, name: 'Phone Canyon Run' });
  expect(trip.generationStatus).toBe('ready');
  expect((await rider.post(`/trips/${trip.id}/save`)).status).toBe(200);
  const shared = await rider.post(`/trips/${trip.id}/share`);
  savedTrip = { id: trip.id, name: trip.name, shareableId: shared.body.shareableId };
  const failed = await planned(rider, {
    ...CANYON_PLAN,
    name: 'Lost Road',
    destination: 'Xyzzyville',
  });
  expect(failed.generationStatus).toBe('failed');
  failedTrip = { id: failed.id, name: failed.name };
  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  featured = await featuredCanyonTrip(admin, 'Phone Featured Loop');
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

/** A phone at `path`, signed in as the rider when `signedIn`; the network alone, no offline copy. */
async function onPhone(path: string, { signedIn = false } = {}) {
  const context = await newPhoneContext(browser, base(), {
    email: signedIn ? riderEmail : undefined,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const response = await page.goto(`${base()}${path}`);
  return { context, page, errors, response };
}

describe('the app starts on load', () => {
  it('starts by itself on a server-rendered page and draws the map without a touch', async () => {
    const { context, page } = await onPhone(`/shared/${savedTrip.shareableId}`);
    await appStarted(page);
    // Scrolling is all the rider does: the map is drawn when it comes into view.
    await page.getByTestId('route-map').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="route-map"][data-route-drawn="true"]').waitFor();
    expect(await page.getByText('Loading map...').count()).toBe(0);
    await context.close();
  });

  it("keeps a north–south route's markers on the map, clear of its attribution", async () => {
    const trip = await planned(rider, {
      ...CANYON_PLAN,
      name: 'Keys Run',
      startLocation: 'Miami, FL',
      destination: 'Key West, FL',
    });
    const shared = await rider.post(`/trips/${trip.id}/share`);
    const { context, page } = await onPhone(`/shared/${shared.body.shareableId}`);
    await appStarted(page);
    const widget = page.getByTestId('route-map');
    await widget.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="route-map"][data-route-drawn="true"]').waitFor();
    // The attribution opens over the bottom of the map until the map is moved.
    const attribution = (await widget.locator('.maplibregl-ctrl-attrib').boundingBox())!;
    const map = (await widget.boundingBox())!;
    const markers = widget.locator('.maplibregl-marker');
    expect(await markers.count()).toBeGreaterThanOrEqual(2);
    for (const marker of await markers.all()) {
      const box = (await marker.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(map.x);
      expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
      expect(box.y).toBeGreaterThanOrEqual(map.y);
      expect(box.y + box.height).toBeLessThanOrEqual(attribution.y);
    }
    await context.close();
  });

  it('fits the route into the map again when the phone is turned upright', async () => {
    const { context, page } = await onPhone(`/shared/${savedTrip.shareableId}`);
    const upright = page.viewportSize()!;
    // Drawn on its side: Denver to Moab, east to west, fills the wide frame.
    await layOutAt(page, { width: upright.height, height: upright.width });
    await appStarted(page);
    const widget = page.getByTestId('route-map');
    await widget.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="route-map"][data-route-drawn="true"]').waitFor();
    /** The markers outside the map's frame, by name. */
    const markersOffTheMap = async () => {
      const map = (await widget.boundingBox())!;
      const off: string[] = [];
      for (const marker of await widget.locator('.maplibregl-marker').all()) {
        const box = (await marker.boundingBox())!;
        if (box.x < map.x || box.x + box.width > map.x + map.width) {
          off.push((await marker.getAttribute('aria-label'))!);
        }
      }
      return off;
    };
    expect(await widget.locator('.maplibregl-marker').count()).toBeGreaterThanOrEqual(2);
    expect(await markersOffTheMap()).toEqual([]);
    // Upright, the frame is half as wide: kept at its zoom, the route's ends would leave it.
    await layOutAt(page, upright);
    await widget.scrollIntoViewIfNeeded();
    await until(async () => (await markersOffTheMap()).length === 0);
    await context.close();
  });

  it("has the phone's bottom bar in the page as it arrives, before any script runs", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${base()}/trips/${featured.slug}`);
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link').allTextContents()).toEqual([
      'Explore',
      'Search',
      'Saved',
      'Profile',
    ]);
    await context.close();
  });

  it("opens the account menu on the first tap, made before the app's code arrived", async () => {
    const context = await newPhoneContext(browser, base(), { email: riderEmail });
    const page = await context.newPage();
    const appCode = await holdAppCode(page);
    await page.goto(`${base()}/featured-trips`);
    await page.getByRole('button', { name: /Account menu for/ }).tap();
    await appCode.release();
    await page.getByRole('menuitem', { name: 'My Trips' }).waitFor();
    await context.close();
  });

  it('keeps a plan pasted and autofilled before the app started, with no hydration error', async () => {
    const context = await newPhoneContext(browser, base(), { serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    const appCode = await holdAppCode(page);
    await page.goto(`${base()}/plan`);
    const name = page.getByLabel('Trip name');
    await name.focus();
    await page.keyboard.insertText('Pasted Passes');
    // Autofill sets a field's value without any typing events.
    const start = page.getByRole('combobox', { name: /Starting point/ });
    await start.evaluate((input: HTMLInputElement) => {
      input.value = 'Denver, CO';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByRole('button', { name: 'Plan My Trip' }).tap();
    await appCode.release();
    await appStarted(page);

    await page.getByText('Destination is required').waitFor();
    expect(await name.inputValue()).toBe('Pasted Passes');
    expect(errors.filter((error) => /418|[Hh]ydrat/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('no dead ends', () => {
  it('waits for the connection instead of failing, and shows the itinerary when it returns', async () => {
    const context = await newPhoneContext(browser, base(), {
      email: riderEmail,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The itinerary's screen is fetched in the background once the app has started.
    const itineraryScreen = page.waitForResponse(/\/assets\/itinerary\.route-[\w-]+\.js$/);
    await page.goto(`${base()}/my-trips`);
    await appStarted(page);
    // Its module and every chunk it imports: on a busy machine some of those were still on
    // their way when the route's own file had arrived, and could not load once offline. (As
    // text: the spec's compiler would turn an import() in a function into a require.)
    const screenUrl = (await itineraryScreen).url();
    await page.evaluate(`import(${JSON.stringify(screenUrl)}).then(() => true)`);
    await context.setOffline(true);
    await page.getByRole('link', { name: savedTrip.name }).first().click();
    await page.getByRole('heading', { name: 'Waiting for a Connection' }).waitFor();
    expect(await page.getByText('Something Went Wrong').count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: savedTrip.name }).waitFor();
    await context.close();
  });

  it('keeps a plan submitted offline and sends it when the connection returns', async () => {
    const { context, page } = await onPhone(`/plan?similar=${savedTrip.id}`, { signedIn: true });
    await appStarted(page);
    await page.getByLabel('Trip name').fill('Offline Canyon Run');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Plan My Trip' }).tap();
    await page.getByText(/You are offline\. Your plan is kept here/).waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(await page.getByLabel('Trip name').inputValue()).toBe('Offline Canyon Run');

    await context.setOffline(false);
    await page.waitForURL(/\/itinerary\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Offline Canyon Run' }).waitFor();
    await context.close();
  });

  it('sends a plan whose answer the connection lost again, and it makes one trip', async () => {
    const { context, page } = await onPhone(`/plan?similar=${savedTrip.id}`, { signedIn: true });
    await appStarted(page);
    await page.getByLabel('Trip name').fill('Answer Lost Run');
    // The plan reaches Roadbook and makes its trip; its answer is lost with the connection.
    let made: number | undefined;
    await page.route(`${base()}/api/trips`, async (route) => {
      if (route.request().method() !== 'POST' || made !== undefined) return route.continue();
      made = ((await (await route.fetch()).json()) as { id: number }).id;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Plan My Trip' }).tap();
    await page.getByText(/You are offline\. Your plan is kept here/).waitFor();

    await context.setOffline(false);
    await page.waitForURL(new RegExp(`/itinerary/${made}$`));
    await page.getByRole('heading', { level: 1, name: 'Answer Lost Run' }).waitFor();
    const { body: mine } = await rider.get('/trips/user');
    expect(mine.filter(({ name }: { name: string }) => name === 'Answer Lost Run')).toHaveLength(1);
    await context.close();
  });

  it('takes Try Again on a failed plan back to the plan as it was typed', async () => {
    const { context, page } = await onPhone(`/itinerary/${failedTrip.id}`, { signedIn: true });
    await page.getByRole('heading', { name: 'Something Went Wrong' }).waitFor();
    await page.getByRole('link', { name: 'Try Again' }).tap();
    await page.waitForURL(/\/plan\?modify=/);
    const destination = page.getByRole('combobox', { name: /Destination/ });
    await destination.waitFor();
    expect(await destination.inputValue()).toBe('Xyzzyville');
    expect(await page.getByLabel('Trip name').inputValue()).toBe(failedTrip.name);
    await context.close();
  });

  it('shows a failed plan as failed in My Trips, with Retry and Delete', async () => {
    const { context, page } = await onPhone('/my-trips', { signedIn: true });
    const card = page.getByTestId('my-trip').filter({ hasText: failedTrip.name });
    await card.getByText('Plan failed').waitFor();
    expect(await card.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    await appStarted(page);
    await card.getByRole('button', { name: 'Retry' }).tap();
    await page.waitForURL(new RegExp(`/itinerary/${failedTrip.id}$`));
    await page.getByRole('heading', { name: 'Something Went Wrong' }).waitFor();
    await context.close();
  });

  it("saves a visitor's trip once they have created an account, without a second tap", async () => {
    const context = await newPhoneContext(browser, base(), { serviceWorkers: 'block' });
    const page = await context.newPage();
    // The visitor plans (the browser keeps the visitor's cookie, as the plan form's call would).
    const created = await context.request.post(`${base()}/api/trips`, {
      data: { ...CANYON_PLAN, name: 'Visitor Canyon Run' },
      headers: { origin: base() },
    });
    expect(created.status()).toBe(201);
    const tripId = (await created.json()).id as number;
    await page.goto(`${base()}/itinerary/${tripId}`);
    await page.getByRole('heading', { level: 1, name: 'Visitor Canyon Run' }).waitFor();
    await page.getByRole('button', { name: 'Save Trip' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
    const id = `${Date.now().toString(36)}${process.pid}`;
    await dialog.getByLabel('Username').fill(`visitor${id}`);
    await dialog.getByLabel('Email').fill(`visitor${id}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill('ride-safe-1');
    await dialog.getByLabel('Confirm Password').fill('ride-safe-1');
    await dialog.getByRole('button', { name: 'Create Account' }).tap();

    await page.getByText('Your trip has been saved to your profile.').waitFor();
    const mine = await context.request.get(`${base()}/api/trips/user`);
    const trip = ((await mine.json()) as { id: number; isSaved: boolean }[]).find(
      (t) => t.id === tripId,
    );
    expect(trip?.isSaved).toBe(true);
    await context.close();
  });

  it('opens Modify and Plan Similar with their trip when the address is opened directly', async () => {
    const modify = await onPhone(`/plan?modify=${savedTrip.id}`, { signedIn: true });
    await modify.page.getByLabel('Trip name').waitFor();
    expect(await modify.page.getByLabel('Trip name').inputValue()).toBe(savedTrip.name);
    expect(await modify.page.getByRole('combobox', { name: /Destination/ }).inputValue()).toBe(
      CANYON_PLAN.destination,
    );
    await modify.context.close();

    const similar = await onPhone(`/plan?similar=${featured.id}`);
    await similar.page.getByLabel('Trip name').waitFor();
    expect(await similar.page.getByLabel('Trip name').inputValue()).toBe(featured.name);
    await similar.context.close();
  });

  it("tells someone opening another rider's itinerary that it is private and how to see it", async () => {
    const other = await signUp(base());
    const context = await newPhoneContext(browser, base(), {
      email: await emailOf(other),
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const response = await page.goto(`${base()}/itinerary/${savedTrip.id}`);
    await page.getByText('This trip is private — ask its owner for a share link.').waitFor();
    expect(await page.getByText('Something Went Wrong').count()).toBe(0);
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('a shared trip travels', () => {
  it('offers GPX and calendar downloads and Plan Similar Trip', async () => {
    const { context, page } = await onPhone(`/shared/${savedTrip.shareableId}`);
    const id = encodeURIComponent(savedTrip.shareableId);
    for (const [name, format] of [
      ['GPX', 'gpx'],
      ['Calendar', 'ics'],
    ]) {
      const link = page.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/api/shared/${id}/${format}`);
      const download = await context.request.get(`${base()}/api/shared/${id}/${format}`);
      expect(download.status()).toBe(200);
    }
    await appStarted(page);
    await page.getByRole('button', { name: 'Plan Similar Trip' }).tap();
    await page.waitForURL(/\/plan\?similar=/);
    expect(await page.getByLabel('Trip name').inputValue()).toBe(savedTrip.name);
    await context.close();
  });
});

describe('HTTP like a web server', () => {
  it.each([
    ['an unknown path', '/no/such/road', 'Page not found'],
    ['an unknown trip', '/trips/no-such-trip', 'Trip not found'],
    ['an unknown post', '/blog/no-such-post', 'Blog post not found'],
    ['an unknown shared link', '/shared/no-such-link', 'Trip Not Found'],
  ])('answers %s with 404 and the app\u2019s not-found page', async (_what, path, heading) => {
    const { context, page, response } = await onPhone(path);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: heading }).waitFor();
    await context.close();
  });

  it('answers HEAD, and a page request that does not ask for HTML, like GET', async () => {
    const head = await fetch(`${base()}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    const curl = await fetch(`${base()}/trips/${featured.slug}`, { headers: { accept: '*/*' } });
    expect(curl.status).toBe(200);
    expect(await curl.text()).toContain(featured.name);
    const missingFile = await fetch(`${base()}/assets/no-such-file.js`, {
      headers: { accept: '*/*' },
    });
    expect(missingFile.status).toBe(404);
  });

  it('logs no console error on a signed-out visit, client-rendered pages of old included', async () => {
    for (const path of ['/', '/plan', '/profile', '/search', '/blog']) {
      const { context, page, errors } = await onPhone(path);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      expect({ path, errors }).toEqual({ path, errors: [] });
      await context.close();
    }
  });

  it('links the desktop header to Plan, My Trips and Search', async () => {
    const context = await newPhoneContext(browser, base(), { email: riderEmail });
    const page: Page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(`${base()}/`);
    const header = page.getByRole('banner');
    for (const [name, href] of [
      ['Plan', '/plan'],
      ['My Trips', '/my-trips'],
      ['Search', '/search'],
    ]) {
      const link = header.getByRole('link', { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    await context.close();
  });
});

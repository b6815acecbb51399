import type { Browser } from 'playwright-core';
import { holdAppCode } from './support/phone';
import { featuredCanyonTrip, makeAdmin, signUp } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { appStarted, newBrowserContext, watchErrors } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * A server-rendered page starts the app on load (`web/src/app/start-on-load.ts`,
 * docs/adr/0010-start-the-app-on-load.md), and what a visitor clicks or types before it has
 * started is done once it has.
 */
let deployment: TestDeployment;
let browser: Browser;
let admin: HttpSession;
let tripSlug: string;

/** A new visitor at `path`, whose app's code is held on its way until `appCode.release()`. */
async function visitWithAppCodeHeld(path: string) {
  const context = await newBrowserContext(browser, deployment.baseUrl);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const appCode = await holdAppCode(page);
  await page.goto(`${deployment.baseUrl}${path}`);
  return { context, page, errors, appCode };
}

beforeAll(async () => {
  deployment = await startTestDeployment('app-start-browser', { ANALYTICS_FLUSH_MS: '200' });
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  tripSlug = (await featuredCanyonTrip(admin, 'Read Only Canyons')).slug;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

describe('a server-rendered page', () => {
  it('starts the app for a visitor who only reads, and counts the view once', async () => {
    const context = await newBrowserContext(browser, deployment.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${deployment.baseUrl}/trips/${tripSlug}`);
    await page.getByRole('heading', { level: 1, name: 'Read Only Canyons' }).waitFor();
    // No touch, no key: the app takes the page over by itself.
    await appStarted(page);
    const viewsOfTrip = async () => {
      const report = await admin.get('/admin/analytics?days=1');
      const row = (report.body.topPages as { path: string; views: number }[]).find(
        (page) => page.path === `/trips/${tripSlug}`,
      );
      return row?.views ?? 0;
    };
    await until(async () => (await viewsOfTrip()) === 1);
    // Counted by the page, not again by the app when it started.
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Travel Blog' }).waitFor();
    expect(await viewsOfTrip()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches the screens a visitor opens next without running them, and opens one from them', async () => {
    const context = await newBrowserContext(browser, deployment.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const files = (await (await fetch(`${deployment.baseUrl}/module-files.json`)).json()) as Record<
      string,
      string[]
    >;
    const planChunk = files['features/trips/routes/plan.route'].find((file) =>
      file.includes('/plan.route'),
    )!;
    const mapChunk = files['shared/maps/maplibre-route-map'].find((file) =>
      file.includes('/maplibre-route-map'),
    )!;
    const howLoaded = (file: string) =>
      page.evaluate(
        (path) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === path)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        file,
      );

    await page.goto(`${deployment.baseUrl}/blog`);
    await appStarted(page);
    await until(async () => (await howLoaded(planChunk)).length > 0);
    await until(async () => (await howLoaded(mapChunk)).length > 0);
    // Fetched by a prefetch link, once, and never imported: nothing of them ran on this page.
    expect(await howLoaded(planChunk)).toEqual(['link']);
    expect(await howLoaded(mapChunk)).toEqual(['link']);
    expect(await page.locator(`link[rel="modulepreload"][href$="${planChunk}"]`).count()).toBe(0);

    await page.getByRole('link', { name: 'Plan', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Plan Your Trip' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the sign-in dialog for a click on Sign In made before the app started', async () => {
    const { context, page, errors, appCode } = await visitWithAppCodeHeld('/');

    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    // Held, not lost: nothing can open it until the app's code arrives.
    const dialog = page.getByRole('dialog', { name: 'Sign In to Roadbook' });
    expect(await dialog.count()).toBe(0);

    await appCode.release();
    await dialog.waitFor();
    await appStarted(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the page where the visitor scrolled it before the app started', async () => {
    const { context, page, errors, appCode } = await visitWithAppCodeHeld(`/trips/${tripSlug}`);
    await page.getByTestId('route-map').scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    await appCode.release();
    await appStarted(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    // The map scrolled into view starts without another scroll.
    await page.locator('[data-testid="route-map"][data-route-drawn="true"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what the rider typed into the planner before the app started', async () => {
    const { context, page, errors, appCode } = await visitWithAppCodeHeld('/plan');

    await page.getByRole('combobox', { name: /Starting point/ }).fill('Denver, CO');
    await page.getByRole('button', { name: 'Plan My Trip' }).click();
    await appCode.release();
    await appStarted(page);

    // The held click submitted the form with the typed start: only the empty destination is wrong.
    await page.getByText('Destination is required').waitFor();
    expect(await page.getByText('Starting point is required').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /Starting point/ }).inputValue()).toBe(
      'Denver, CO',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

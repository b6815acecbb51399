import type { Browser } from 'playwright-core';
import { makeAdmin, signUp } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import { newBrowserContext, openPage, watchErrors } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * A brand-new site in a real browser, on a deployment of its own: the home page before any route
 * is featured, and a first rider's visits on the admin's analytics dashboard while they are
 * still the most viewed pages. A site with content is pages.browser.e2e-spec.ts's.
 */
const shots = new Screenshots('new-site');

let deployment: TestDeployment;
let browser: Browser;
let admin: HttpSession;
let adminEmail: string;

const newContext = (email?: string) => newBrowserContext(browser, deployment.baseUrl, email);

beforeAll(async () => {
  deployment = await startTestDeployment('new-site', { ANALYTICS_FLUSH_MS: '200' });
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

describe('home page', () => {
  it('invites riders to plan, and says when there are no featured routes yet', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const planLink = page.getByRole('link', { name: 'Plan Your Trip' });
    expect(await planLink.getAttribute('href')).toBe('/plan');
    expect(await page.getByRole('link', { name: 'Start Planning' }).getAttribute('href')).toBe(
      '/plan',
    );
    expect(await page.getByRole('link', { name: 'All Featured Routes' }).getAttribute('href')).toBe(
      '/featured-trips',
    );
    await page.getByText('No featured routes yet').waitFor();
    await page.getByText('New stories and riding tips are on their way.').waitFor();
    await shots.atBothWidths(page, 'home-empty');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('analytics', () => {
  it("counts a rider's page views and shows them on the admin's dashboard", async () => {
    const rider = await newContext();
    const page = await rider.newPage();
    await openPage(page, `${deployment.baseUrl}/about.html`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms.html');
    // The page sends its batch within a second or so; the rider stays until it is counted.
    await until(async () => {
      const { body } = await admin.get('/admin/analytics?days=1');
      const paths = (body.topPages as { path: string }[]).map((entry) => entry.path);
      return paths.includes('/about.html') && paths.includes('/terms.html');
    });
    await rider.close();

    const adminContext = await newContext(adminEmail);
    const dashboard = await adminContext.newPage();
    const errors = watchErrors(dashboard);
    await openPage(dashboard, `${deployment.baseUrl}/`);
    await dashboard.getByRole('button', { name: /account menu/i }).click();
    await dashboard.getByRole('menuitem', { name: 'Site Analytics' }).click();
    await dashboard.waitForURL('**/admin/analytics');
    // The views were counted before the dashboard opened (above), so its first load lists them.
    const topPages = dashboard.getByRole('list', { name: 'Most viewed pages' });
    await topPages.getByText('/about.html').first().waitFor();
    await topPages.getByText('/terms.html').first().waitFor();
    expect(await dashboard.getByTestId('analytics-day').count()).toBe(30);
    await shots.atBothWidths(dashboard, 'admin-analytics');

    // The same menu leads to the queue dashboard the gateway serves beside the web app.
    await dashboard.getByRole('button', { name: /account menu/i }).click();
    await dashboard.getByRole('menuitem', { name: 'Job Queues' }).click();
    await dashboard.waitForURL('**/admin/queues');
    await dashboard.getByText('Roadbook queues').waitFor();
    for (const queue of ['system', 'accounts', 'itineraries', 'maps']) {
      await dashboard.getByRole('link', { name: queue, exact: true }).first().waitFor();
    }
    await shots.atBothWidths(dashboard, 'admin-queues');
    expect(errors).toEqual([]);
    await adminContext.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  CANYON_PLAN,
  makeAdmin,
  SIGN_UP_PASSWORD,
  signUp,
  whenGenerated,
} from './support/accounts-and-trips';
import { launchBrowser, screenshotDesktopAndPhone } from './support/browser';
import { newBrowserContext, watchErrors, openPage } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * The home page, the site's own pages and first-party analytics in a real browser against the
 * distributed system and the built web: every footer and profile link opens a real page, the
 * home page fills with featured routes and posts once there are some, and browsing shows up on
 * the admin's analytics dashboard.
 */
const SHOTS_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/roadbook-pages-shots';

let deployment: TestDeployment;
let browser: Browser;
let admin: HttpSession;
let adminEmail: string;
let userEmail: string;

const newContext = (email?: string) => newBrowserContext(browser, deployment.baseUrl, email);
const screenshot = (page: Page, name: string) => screenshotDesktopAndPhone(page, SHOTS_DIR, name);

/** The links of one region of the page, as their paths. */
async function linkPaths(page: Page, region: ReturnType<Page['locator']>): Promise<string[]> {
  await region.locator('a').first().waitFor();
  const hrefs = await region
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** Follows a link by clicking it, as a rider would, and checks a real page opened. */
async function expectRealPageBehind(
  page: Page,
  region: () => ReturnType<Page['locator']>,
  href: string,
) {
  await region().locator(`a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === href, { timeout: 10_000 });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  expect(await heading.textContent()).not.toMatch(/page not found/i);
  expect(await page.getByText('Page not found').count()).toBe(0);
  expect(await page.title()).not.toBe('');
}

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  deployment = await startTestDeployment('pages-browser', {
    ANALYTICS_FLUSH_MS: '200',
    CONTACT_EMAIL: 'riders@roadbook.example',
  });
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;
  const user = await signUp(deployment.baseUrl);
  userEmail = (await user.get('/auth/user')).body.email;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

// First, while few pages have been viewed, so the rider's pages are among the top ones.
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
    }, 15_000);
    await rider.close();

    const adminContext = await newContext(adminEmail);
    const dashboard = await adminContext.newPage();
    const errors = watchErrors(dashboard);
    await openPage(dashboard, `${deployment.baseUrl}/`);
    await dashboard.getByRole('button', { name: /account menu/i }).click();
    await dashboard.getByRole('menuitem', { name: 'Site Analytics' }).click();
    await dashboard.waitForURL('**/admin/analytics');
    const topPages = dashboard.getByRole('list', { name: 'Most viewed pages' });
    for (let attempt = 0; ; attempt += 1) {
      await dashboard.getByRole('heading', { name: 'Site Analytics' }).waitFor();
      const listed = await topPages.textContent().catch(() => '');
      if (listed?.includes('/about.html') && listed.includes('/terms.html')) break;
      if (attempt > 20) throw new Error(`page views never showed up: ${listed}`);
      await dashboard.waitForTimeout(500);
      await dashboard.reload();
    }
    expect(await dashboard.getByTestId('analytics-day').count()).toBe(30);
    await screenshot(dashboard, 'admin-analytics');

    // The same menu leads to the queue dashboard the gateway serves beside the web app.
    await dashboard.getByRole('button', { name: /account menu/i }).click();
    await dashboard.getByRole('menuitem', { name: 'Job Queues' }).click();
    await dashboard.waitForURL('**/admin/queues');
    await dashboard.getByText('Roadbook queues').waitFor();
    for (const queue of ['system', 'accounts', 'itineraries', 'maps']) {
      await dashboard.getByRole('link', { name: queue, exact: true }).first().waitFor();
    }
    await screenshot(dashboard, 'admin-queues');
    expect(errors).toEqual([]);
    await adminContext.close();
  });

  it('sends a visitor at the queue dashboard to sign in, then back to the dashboard', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${deployment.baseUrl}/admin/queues`);
    await page.waitForURL((url) => url.pathname === '/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In to Roadbook' });
    await dialog.waitFor();
    // The open dialog hides the page behind it from assistive technology, so the heading is
    // looked up among hidden elements too.
    await page.getByRole('heading', { name: 'Sign In to Continue', includeHidden: true }).waitFor();
    await screenshot(page, 'sign-in-to-continue');
    await dialog.getByLabel('Email').fill(adminEmail);
    await dialog.getByLabel('Password', { exact: true }).fill(SIGN_UP_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/queues');
    await page.getByText('Roadbook queues').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in rider who is not an admin away from the dashboard', async () => {
    const context = await newContext(userEmail);
    const page = await context.newPage();
    await openPage(page, `${deployment.baseUrl}/admin/analytics`);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
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
    await screenshot(page, 'home-empty');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows featured routes and the latest posts once there are some', async () => {
    const owner = await signUp(deployment.baseUrl);
    const { body: created } = await owner.post('/trips', CANYON_PLAN);
    const trip = await whenGenerated(owner, created.id);
    expect((await admin.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true })).status).toBe(
      200,
    );
    const { body: post } = await admin.post('/admin/blog', {
      title: 'Three passes before breakfast',
      content: '<p>Leave at dawn and the Alps are yours.</p>',
      excerpt: 'An early start in the Alps.',
      status: 'draft',
      tags: ['alps'],
      tripIds: [],
    });
    expect((await admin.post(`/admin/blog/${post.id}/publish`, {})).status).toBe(200);

    const context = await newContext();
    const page = await context.newPage();
    await openPage(page, `${deployment.baseUrl}/`);
    const routeCard = page.getByTestId('featured-route-card').filter({ hasText: trip.name });
    await routeCard.waitFor();
    expect(await routeCard.locator('a').getAttribute('href')).toMatch(
      new RegExp(`^/(trips/.+|itinerary/${trip.id})$`),
    );
    const postCard = page
      .getByTestId('blog-post-card')
      .filter({ hasText: 'Three passes before breakfast' });
    await postCard.waitFor();
    expect(
      await postCard
        .getByRole('link', { name: 'Three passes before breakfast' })
        .getAttribute('href'),
    ).toBe(`/blog/${post.slug}`);
    await screenshot(page, 'home-featured');
    await context.close();
  });
});

describe('site pages', () => {
  it('opens a real page behind every footer link', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/`);
    const footer = () => page.locator('footer');
    const hrefs = await linkPaths(page, footer());
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/about.html',
        '/contact.html',
        '/privacy.html',
        '/terms.html',
        '/affiliate.html',
        '/articles.html',
        '/trips.html',
      ]),
    );
    // Clicked from a page whose layout is final at once, so no late content moves the footer.
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      await openPage(page, `${deployment.baseUrl}/terms`);
      await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      await expectRealPageBehind(page, footer, href);
    }
    await openPage(page, `${deployment.baseUrl}/privacy.html`);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(await page.title()).toBe('Privacy Policy — Roadbook');
    await screenshot(page, 'privacy');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a real page behind every one of the profile's Helpful Links", async () => {
    const context = await newContext(userEmail);
    const page = await context.newPage();
    await openPage(page, `${deployment.baseUrl}/profile`);
    const helpful = () => page.getByRole('region', { name: 'Helpful Links' });
    const hrefs = await linkPaths(page, helpful());
    expect(hrefs).toEqual(
      expect.arrayContaining(['/contact.html', '/terms', '/privacy', '/affiliate']),
    );
    for (const href of hrefs) {
      await openPage(page, `${deployment.baseUrl}/profile`);
      await expectRealPageBehind(page, helpful, href);
    }
    await context.close();
  });

  it('serves each page fresh at its address, as a shared link or a reload would', async () => {
    const context = await newContext();
    const page = await context.newPage();
    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/affiliate.html', 'Affiliate Disclosure'],
      ['/contact.html', 'Get in Touch'],
    ]) {
      await openPage(page, `${deployment.baseUrl}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    }
    // The contact address is the operator's, from CONTACT_EMAIL.
    const address = page.getByRole('link', { name: 'riders@roadbook.example' });
    expect(await address.getAttribute('href')).toBe('mailto:riders@roadbook.example');
    await context.close();
  });
});

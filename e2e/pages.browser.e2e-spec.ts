import type { Browser, Page } from 'playwright-core';
import {
  CANYON_PLAN,
  makeAdmin,
  SIGN_UP_PASSWORD,
  signUp,
  whenGenerated,
} from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import { newBrowserContext, watchErrors, openPage } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The home page, the site's own pages and the way to the queue dashboard in a real browser
 * against the distributed system and the built web: every footer and profile link opens a real
 * page, and the home page shows featured routes and posts once there are some. What a brand-new
 * site shows, and a first rider's visits on the analytics dashboard, are in
 * new-site.browser.e2e-spec.ts.
 */
const shots = new Screenshots('pages');

const deployment = sharedDeployment();
let browser: Browser;
let admin: HttpSession;
let adminEmail: string;
let userEmail: string;

const newContext = (email?: string) => newBrowserContext(browser, deployment.baseUrl, email);

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
  await page.waitForURL((url) => url.pathname === href);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  expect(await heading.textContent()).not.toMatch(/page not found/i);
  expect(await page.getByText('Page not found').count()).toBe(0);
  expect(await page.title()).not.toBe('');
}

beforeAll(async () => {
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;
  const user = await signUp(deployment.baseUrl);
  userEmail = (await user.get('/auth/user')).body.email;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the queue dashboard', () => {
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
    await shots.atBothWidths(page, 'sign-in-to-continue');
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
  it('shows featured routes and the latest posts once there are some', async () => {
    const owner = await signUp(deployment.baseUrl);
    // A name no other spec gives a trip: the shared deployment's home page lists theirs too.
    const { body: created } = await owner.post('/trips', {
      ...CANYON_PLAN,
      name: 'Sandstone Sunrise Run',
    });
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
    await shots.atBothWidths(page, 'home-featured');
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
    await shots.atBothWidths(page, 'privacy');
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

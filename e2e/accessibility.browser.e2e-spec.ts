import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { DESKTOP, launchBrowser, layOutAt, PHONE, transitionsDone } from './support/browser';
import { appStarted } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { SPEC_ROUTES, STATIC_PAGES } from './support/spec-routes';
import { sharedDeployment } from './support/shared-deployment';

/**
 * Every route, signed out, as a user and as an admin, in headless Chromium against the
 * distributed system and the built web, with real data behind each page: axe-core finds no
 * serious or critical accessibility violation on any of them, at desktop and phone width. Each
 * distinct page is checked once: where two visitors see exactly the same markup at a width, the
 * second look would find exactly what the first did.
 */
const deployment = sharedDeployment();
let browser: Browser;
let user: HttpSession;
let admin: HttpSession;
/** The user's and the admin's usernames and e-mails, as the pages show them. */
const accountNames: string[] = [];
/** Each parameterised route with an id or slug that exists. */
const real: Record<string, string> = {};

/** Plans a trip and waits for its itinerary, as its owner. */
async function plannedTrip(session: HttpSession, name: string) {
  const { body } = await session.post('/trips', { ...CANYON_PLAN, name });
  return whenGenerated(session, body.id);
}

/**
 * The route table's placeholder paths, each pointing at real data. `/login` is a visitor's page
 * (a signed-in member is sent on at once), so it is looked at signed out only.
 */
function routesWithRealData(signedIn: boolean): string[] {
  const routes: string[] = SPEC_ROUTES.map((route) => {
    if (route.startsWith('/itinerary/')) return real.itinerary;
    if (route.startsWith('/shared/')) return real.shared;
    if (route.startsWith('/blog/') && route !== '/blog') return real.post;
    if (route.startsWith('/admin/blog/') && route.endsWith('/edit')) return real.postEdit;
    if (route.startsWith('/trips/')) return real.tripPage;
    return route;
  });
  return [...routes, real.tripEdit, ...(signedIn ? [] : ['/login']), ...STATIC_PAGES];
}

/** A context whose cookies are the session's: signed in as that account. */
async function contextFor(session?: HttpSession): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (session) {
    await context.addCookies(
      session
        .cookieHeader()
        .split('; ')
        .filter(Boolean)
        .map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: deployment.baseUrl };
        }),
    );
  }
  return context;
}

/**
 * What axe would see on a page: its markup at its width, without its scripts and with the
 * accounts' own names (which differ from one visitor to the next and nothing else) left out.
 * Scripts are never shown and axe reads none: the state a server-rendered page hands its app
 * (`#roadbook-state`) names the account, its role and when it was read, and kept every page of
 * one visitor from matching another's. A page whose fingerprint was already checked looks
 * exactly like one that was, so it is not checked again: a user's and an admin's view of a page
 * with no admin controls, say.
 */
async function fingerprint(page: Page): Promise<string> {
  const markup = await page.evaluate(() => {
    const shown = document.documentElement.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('script').forEach((script) => script.remove());
    return shown.outerHTML;
  });
  const anonymous = accountNames.reduce((text, name) => text.split(name).join('<account>'), markup);
  const { width } = page.viewportSize() ?? DESKTOP;
  return `${width}:${createHash('sha256').update(anonymous).digest('hex')}`;
}

const checked = new Set<string>();

/**
 * A visitor's one tab, taken from route to route as a person would: a tab of its own for each
 * route cost the browser a new renderer process and the app's code compiled afresh each time,
 * two fifths of this spec's CPU. Each route is a full load (`goto`), so nothing of one page's
 * state is left on the next; `errors` are the current route's uncaught errors.
 */
interface VisitorTab {
  page: Page;
  errors: string[];
}

async function openTab(context: BrowserContext): Promise<VisitorTab> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * A notification (a rider's page sends a visitor on with one) closes by itself after a few
 * seconds: held open under the pointer, it is checked as shown rather than mid-fade. One already
 * closing may go before the pointer reaches it; then there is none to check.
 */
async function holdNotifications(page: Page): Promise<void> {
  const shown = page.locator('section[aria-label="Notifications"] li').first();
  if ((await shown.count()) === 0) return;
  await shown.hover({ timeout: 5_000 }).catch(() => undefined);
}

/**
 * Opens the route in the visitor's tab at desktop width, then lays it out at phone width, and
 * returns what axe finds on each state not checked before, labelled by width.
 */
async function violationsOn(tab: VisitorTab, route: string): Promise<string> {
  const { page, errors } = tab;
  errors.length = 0;
  const found: string[] = [];
  await page.setViewportSize(DESKTOP);
  await page.goto(`${deployment.baseUrl}${route}`, { waitUntil: 'networkidle' });
  // A rider's page arrives server-rendered in its loading state: the app, once started, shows
  // what the visitor may see. The route's lazy screen and its data are in once its first
  // heading shows.
  if (!route.endsWith('.html')) await appStarted(page);
  await page.getByRole('heading').first().waitFor({ state: 'visible' });
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await layOutAt(page, viewport);
    await holdNotifications(page);
    // Text fading in or out has not its final contrast.
    await transitionsDone(page);
    const key = await fingerprint(page);
    if (checked.has(key)) continue;
    checked.add(key);
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0) {
      found.push(`${route} at ${label} width:\n${describeViolations(violations)}`);
    }
  }
  expect({ route, errors }).toEqual({ route, errors: [] });
  return found.join('\n');
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await signUp(deployment.baseUrl);
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  for (const session of [user, admin]) {
    const { body: account } = await session.get('/auth/user');
    accountNames.push(account.username, account.email);
  }

  const own = await plannedTrip(user, 'Canyon Country Run');
  real.itinerary = `/itinerary/${own.id}`;
  real.shared = `/shared/${(await user.post(`/trips/${own.id}/share`)).body.shareableId}`;

  const featured = await plannedTrip(admin, 'Red Rock Loop');
  await admin.post(`/admin/trips/${featured.id}/feature`, { isFeatured: true });
  const { body: publicTrip } = await admin.get(`/trips/${featured.id}`);
  real.tripPage = `/trips/${publicTrip.slug}`;
  real.tripEdit = `/admin/trips/${featured.id}/edit`;

  const { body: post } = await admin.post('/admin/blog', {
    title: 'Three days in canyon country',
    excerpt: 'Arches at dawn, the Colorado at noon and a motel with a view.',
    content: '<p>Leave Denver early.</p><h2>Day two</h2><p>Moab by lunch.</p>',
    status: 'published',
    tripIds: [featured.id],
  });
  real.post = `/blog/${post.slug}`;
  real.postEdit = `/admin/blog/${post.id}/edit`;
  // The user's other lists have something in them too.
  await user.post(`/trips/${featured.id}/save`);
});

afterAll(async () => {
  await browser?.close();
});

/** Who looks at the pages: the session is read once the accounts exist. */
const VISITORS: [string, () => HttpSession | undefined][] = [
  ['signed out', () => undefined],
  ['signed in as a user', () => user],
  ['signed in as an admin', () => admin],
];

// The three visitors look at the pages at the same time, each in a browser context of its own:
// most of a page's time is the browser's (loading, laying out, running axe), not this process's.
describe('accessibility', () => {
  it.concurrent.each(VISITORS)(
    'has no serious or critical axe violation on any route, %s',
    async (_who, session) => {
      const context = await contextFor(session());
      try {
        const tab = await openTab(context);
        const report: string[] = [];
        for (const route of routesWithRealData(session() !== undefined)) {
          const found = await violationsOn(tab, route);
          if (found) report.push(found);
        }
        expect(report.join('\n\n')).toBe('');
      } finally {
        await context.close();
      }
    },
    900_000,
  );
});

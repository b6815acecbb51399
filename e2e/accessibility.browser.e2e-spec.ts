import type { Browser, BrowserContext } from 'playwright-core';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import type { HttpSession } from './support/http-session';
import { SPEC_ROUTES, STATIC_PAGES } from './support/spec-routes';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * Every route, signed out, as a user and as an admin, in headless Chromium against the
 * distributed system and the built web, with real data behind each page: axe-core finds no
 * serious or critical accessibility violation on any of them, at desktop and phone width.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let deployment: TestDeployment;
let browser: Browser;
let user: HttpSession;
let admin: HttpSession;
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

/** Loads the route at each width and returns what axe finds, labelled by width. */
async function violationsOn(context: BrowserContext, route: string): Promise<string> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const found: string[] = [];
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${deployment.baseUrl}${route}`, { waitUntil: 'networkidle' });
      // The route's lazy screen and its data are in once its first heading shows.
      await page.getByRole('heading').first().waitFor({ state: 'visible' });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) {
        found.push(`${route} at ${label} width:\n${describeViolations(violations)}`);
      }
    }
    expect(errors).toEqual([]);
    return found.join('\n');
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  deployment = await startTestDeployment('a11y');
  browser = await launchBrowser();
  user = await signUp(deployment.baseUrl);
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);

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
  await deployment?.stop();
});

/** Who looks at the pages: the session is read once the accounts exist. */
const VISITORS: [string, () => HttpSession | undefined][] = [
  ['signed out', () => undefined],
  ['signed in as a user', () => user],
  ['signed in as an admin', () => admin],
];

describe.each(VISITORS)('accessibility %s', (_who, session) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await contextFor(session());
  });

  afterAll(async () => {
    await context?.close();
  });

  it('has no serious or critical axe violation on any route', async () => {
    const report: string[] = [];
    for (const route of routesWithRealData(session() !== undefined)) {
      const found = await violationsOn(context, route);
      if (found) report.push(found);
    }
    expect(report.join('\n\n')).toBe('');
  }, 900_000);
});

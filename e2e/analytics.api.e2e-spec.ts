import { ANALYTICS_MAX_BATCH, AnalyticsMessages } from '@roadbook/contracts';
import { Client } from 'pg';
import { makeAdmin, signUp } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

let deployment: TestDeployment;
let admin: HttpSession;
let user: HttpSession;
let visitor: HttpSession;

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  deployment = await startTestDeployment('analytics-api', { ANALYTICS_FLUSH_MS: '200' });
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  user = await signUp(deployment.baseUrl);
  visitor = new HttpSession(deployment.baseUrl);
});

afterAll(async () => {
  await deployment?.stop();
});

async function query(sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: deployment.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every stored row, whole. */
function storedRows(): Promise<Record<string, unknown>[]> {
  return query(
    `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "event_name", "path", "count"
       FROM blog.analytics_daily_counts ORDER BY "event_name", "path"`,
  );
}

async function countOf(name: string, path: string): Promise<number> {
  const row = (await storedRows()).find((r) => r.event_name === name && r.path === path);
  return row ? Number(row.count) : 0;
}

describe('POST /api/analytics/events', () => {
  it('stores events as counts per day, event and page', async () => {
    const sent = await visitor.post('/analytics/events', {
      events: [
        { name: 'page_view', path: '/blog' },
        { name: 'page_view', path: '/blog' },
        { name: 'trip_saved', path: '/itinerary/4' },
      ],
    });
    expect(sent).toEqual({ status: 202, body: { accepted: 3 } });
    await user.post('/analytics/events', {
      events: [{ name: 'page_view', path: '/blog' }],
    });
    await until(async () => (await countOf('page_view', '/blog')) === 3);
    expect(await countOf('trip_saved', '/itinerary/4')).toBe(1);
    const row = (await storedRows()).find((r) => r.path === '/blog');
    expect(row?.day).toBe(today());
  });

  it('keeps nothing personal: no address, account, cookie or browser', async () => {
    await user.post('/analytics/events', {
      events: [{ name: 'login', path: '/profile' }],
    });
    await until(async () => (await countOf('login', '/profile')) === 1);
    const columns = await query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'blog' AND table_name = 'analytics_daily_counts' ORDER BY 1`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['count', 'day', 'event_name', 'path']);
    const rows = await storedRows();
    const { body: me } = await user.get('/auth/user');
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain('127.0.0.1');
    expect(everything).not.toContain(me.email);
    expect(everything).not.toContain('HeadlessChrome');
  });

  it('counts every share link under one path', async () => {
    await visitor.post('/analytics/events', {
      events: [
        { name: 'page_view', path: '/shared/0f4e5a1b-secret-one' },
        { name: 'page_view', path: '/shared/77aa01-secret-two' },
      ],
    });
    await until(async () => (await countOf('page_view', '/shared/*')) === 2);
    expect(JSON.stringify(await storedRows())).not.toContain('secret');
  });

  it.each([
    [
      'an unknown event',
      { events: [{ name: 'purchase', path: '/' }] },
      AnalyticsMessages.unknownEvent,
    ],
    [
      'a path with a query',
      { events: [{ name: 'page_view', path: '/blog?q=1' }] },
      AnalyticsMessages.badPath,
    ],
    [
      'a full address',
      { events: [{ name: 'page_view', path: 'https://x.example/' }] },
      AnalyticsMessages.badPath,
    ],
    [
      'a path that is no page of the site',
      { events: [{ name: 'page_view', path: '/made-up-page-1' }] },
      AnalyticsMessages.badPath,
    ],
    ['no events', { events: [] }, AnalyticsMessages.emptyBatch],
    [
      'too many events',
      {
        events: Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => ({
          name: 'page_view',
          path: '/',
        })),
      },
      AnalyticsMessages.tooMany,
    ],
  ])('refuses %s with 400', async (_what, body, message) => {
    const { status, body: error } = await visitor.post('/analytics/events', body);
    expect(status).toBe(400);
    expect(JSON.stringify(error)).toContain(message);
  });

  it('refuses a path with a NUL, and keeps storing what comes after', async () => {
    const poisoned = await visitor.post('/analytics/events', {
      events: [
        { name: 'search', path: '/search' },
        { name: 'page_view', path: '/search\u0000' },
      ],
    });
    expect(poisoned.status).toBe(400);
    expect(JSON.stringify(poisoned.body)).toContain(AnalyticsMessages.badPath);
    await visitor.post('/analytics/events', { events: [{ name: 'search', path: '/search' }] });
    await until(async () => (await countOf('search', '/search')) === 1);
  });

  it('refuses a cross-site post', async () => {
    const crossSite = new HttpSession(deployment.baseUrl, { origin: 'https://evil.example' });
    const { status } = await crossSite.post('/analytics/events', {
      events: [{ name: 'page_view', path: '/' }],
    });
    expect(status).toBe(403);
  });
});

describe('GET /api/admin/analytics', () => {
  it('refuses a visitor (401) and a user (403)', async () => {
    expect((await visitor.get('/admin/analytics?days=30')).status).toBe(401);
    expect((await user.get('/admin/analytics?days=30')).status).toBe(403);
  });

  it('gives an admin page views and events per day and the top pages', async () => {
    await until(async () => (await countOf('page_view', '/blog')) >= 3);
    const { status, body } = await admin.get('/admin/analytics?days=7');
    expect(status).toBe(200);
    expect(body.days).toBe(7);
    expect(body.daily).toHaveLength(7);
    const todayRow = body.daily.find((day: { day: string }) => day.day === today());
    expect(todayRow.pageViews).toBeGreaterThanOrEqual(5);
    expect(todayRow.events).toBeGreaterThanOrEqual(2);
    expect(body.topPages[0]).toEqual({ path: '/blog', views: 3 });
    expect(body.totals).toEqual(
      expect.arrayContaining([
        { name: 'trip_saved', count: 1 },
        { name: 'login', count: 1 },
      ]),
    );
  });

  it('refuses a period out of range', async () => {
    expect((await admin.get('/admin/analytics?days=0')).status).toBe(400);
    expect((await admin.get('/admin/analytics?days=1000')).status).toBe(400);
  });
});

describe('GET /api/config/analytics', () => {
  it('says Google Analytics is off unless configured, and the CSP lets no Google host in', async () => {
    const response = await fetch(`${deployment.baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/google/);
    expect(await visitor.get('/config/analytics')).toEqual({
      status: 200,
      body: { ga4MeasurementId: null },
    });
  });
});

describe('with a GA4 measurement id configured', () => {
  it("hands the id to the web and lets Google's tag hosts into the CSP", async () => {
    const withGa4 = await startTestDeployment('analytics-ga4', {
      GA4_MEASUREMENT_ID: 'G-E2ETEST42',
    });
    try {
      expect(await new HttpSession(withGa4.baseUrl).get('/config/analytics')).toEqual({
        status: 200,
        body: { ga4MeasurementId: 'G-E2ETEST42' },
      });
      const response = await fetch(`${withGa4.baseUrl}/api/health`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    } finally {
      await withGa4.stop();
    }
  });
});

import { JobIds, QueueNames } from '@roadbook/contracts';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { Queue } from 'bullmq';
import type { Browser } from 'playwright-core';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { newBrowserContext } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { dashboardWorkerCount, openDeniedDashboard } from './support/queue-dashboard';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The queue dashboard at /admin/queues (bull-board over the deployment's Redis queues): admins
 * see every queue and the jobs a plan went through; everyone else is refused, the page and its
 * API alike.
 */
const deployment = sharedDeployment();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A request outside /api, with the session's cookies (or none), not following redirects. */
function dashboard(
  session: HttpSession | null,
  path: string,
  accept = 'application/json',
  method = 'GET',
) {
  return fetch(`${deployment.baseUrl}/admin/queues${path}`, {
    method,
    headers: { accept, ...(session && { cookie: session.cookieHeader() }) },
    redirect: 'manual',
  });
}

it('sends a visitor to sign in and refuses the API to visitors (401) and riders (403)', async () => {
  const page = await dashboard(null, '', 'text/html');
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toBe('/login?next=%2Fadmin%2Fqueues');

  expect((await dashboard(null, '/api/queues')).status).toBe(401);
  const rider = await signUp(deployment.baseUrl);
  // A rider opening the page gets the app's own page, its Access Denied screen rendered in.
  const denied = await dashboard(rider, '', 'text/html');
  expect(denied.status).toBe(403);
  expect(denied.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await denied.text()).toContain('Only admins can see the job queues.');
  for (const [path, accept, method] of [
    ['', 'application/json', 'GET'],
    ['/api/queues', 'application/json', 'GET'],
    [`/api/queues/${QueueNames.itineraries}/retry/failed`, 'application/json', 'PUT'],
    [`/api/queues/${QueueNames.itineraries}/retry/failed`, 'text/html', 'PUT'],
  ]) {
    const response = await dashboard(rider, path, accept, method);
    expect([path, response.status]).toEqual([path, 403]);
    expect(await response.json()).toEqual({
      statusCode: 403,
      code: 'forbidden',
      message: 'Only admins can do that',
    });
  }
});

it("shows an admin every queue and the jobs of a rider's plan", async () => {
  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);

  const page = await dashboard(admin, '', 'text/html');
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Roadbook queues');
  expect(html).not.toContain('fonts.googleapis.com');
  // Its script is served from under the same path, to admins only.
  const script = /src="(static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await dashboard(admin, `/${script}`, '*/*')).status).toBe(200);
  expect((await dashboard(null, `/${script}`, '*/*')).status).toBe(401);

  const { body: trip } = await admin.post('/trips', CANYON_PLAN);
  await whenGenerated(admin, trip.id);

  const response = await dashboard(
    admin,
    `/api/queues?activeQueue=${QueueNames.itineraries}&status=completed&page=1&jobsPerPage=10`,
  );
  expect(response.status).toBe(200);
  const { queues } = (await response.json()) as {
    queues: Array<{ name: string; jobs: Array<{ id: string; name: string }> }>;
  };
  expect(queues.map((queue) => queue.name).sort()).toEqual(Object.values(QueueNames).sort());
  const itineraries = queues.find((queue) => queue.name === QueueNames.itineraries)!;
  expect(itineraries.jobs).toContainEqual(
    expect.objectContaining({
      id: JobIds.itineraryGenerate(trip.id, 1),
      name: 'itinerary.generate',
    }),
  );
});

it('lets even an admin only read: no job is added, retried or changed from a browser', async () => {
  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  const rider = await signUp(deployment.baseUrl);
  const { body: victim } = await rider.get('/auth/user');
  const origin = { origin: deployment.baseUrl, 'content-type': 'application/json' };

  const writes: Array<[string, string, object]> = [
    [
      'POST',
      `/api/queues/${QueueNames.accounts}/add`,
      { name: 'account.purge', data: { userId: victim.id } },
    ],
    ['PUT', `/api/queues/${QueueNames.itineraries}/retry/failed`, {}],
    ['PUT', `/api/queues/${QueueNames.accounts}/pause`, {}],
  ];
  for (const [method, path, body] of writes) {
    const response = await fetch(`${deployment.baseUrl}/admin/queues${path}`, {
      method,
      headers: { ...origin, cookie: admin.cookieHeader() },
      body: JSON.stringify(body),
    });
    expect([path, response.status]).toEqual([path, 405]);
    expect(await response.json()).toEqual({
      statusCode: 405,
      code: 'method-not-allowed',
      message: 'The queue dashboard is read-only',
    });
  }
  const queue = new Queue(QueueNames.accounts, {
    connection: { url: TEST_REDIS_URL },
    prefix: deployment.queuePrefix,
  });
  try {
    // The shared deployment's own account deletions queue purges too: none is for this rider.
    const jobs = await queue.getJobs();
    expect(jobs.filter((job) => job.data.userId === victim.id)).toEqual([]);
    expect(await queue.isPaused()).toBe(false);
  } finally {
    await queue.close();
  }
});

it("shows a rider the app's Access Denied page, and an admin the itinerary queue's workers", async () => {
  const rider = await signUp(deployment.baseUrl);
  const riderContext = await newBrowserContext(
    browser,
    deployment.baseUrl,
    (await rider.get('/auth/user')).body.email,
  );
  try {
    const { page, status } = await openDeniedDashboard(riderContext, deployment.baseUrl);
    expect(status).toBe(403);
    expect(await page.getByText('Only admins can see the job queues.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  } finally {
    await riderContext.close();
  }

  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  const adminContext = await newBrowserContext(
    browser,
    deployment.baseUrl,
    (await admin.get('/auth/user')).body.email,
  );
  try {
    const page = await adminContext.newPage();
    // The deployment's worker process works the queue all along.
    expect(
      await dashboardWorkerCount(page, deployment.baseUrl, QueueNames.itineraries),
    ).toBeGreaterThanOrEqual(1);
  } finally {
    await adminContext.close();
  }
});

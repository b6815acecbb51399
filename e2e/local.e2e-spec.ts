import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, readLocalRunInfo } from '@roadbook/launcher';
import { JobNames, QueueNames } from '@roadbook/contracts';
import { makeAdmin, SIGN_UP_PASSWORD, signUp } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { newBrowserContext } from './support/browser-pages';
import { waitForHealthStatus } from './support/health';
import { HttpSession } from './support/http-session';
import { ADMIN_CREATE_MAIN, runOperatorCommand } from './support/operator-command';
import { dashboardWorkerCount } from './support/queue-dashboard';
import { samplesOf, scrape } from './support/prometheus-text';
import { startLocalProcess, stopLocalProcess, type LocalProcess } from './support/local-process';
import { checkOwnTripReadsFollowChanges } from './support/own-trip-reads.checks';
import { describeRunningRoadbook } from './support/running-roadbook.checks';
import { until } from './support/until';

/** Local mode: one launcher (its workers apart), embedded PostgreSQL, S3 and queue, data under DATA_DIR. */
describe('Roadbook in local mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-local-'));
  let local: LocalProcess | undefined;
  let metricsUrl: string;

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    local = await startLocalProcess(dataDir, {
      METRICS_PORT: String(metricsPort),
      // Kept past any state wait: only a change's event drops a rider's trip (own-trip-reads).
      OWN_TRIP_CACHE_TTL_S: '3600',
    });
    // The site answers as soon as its URL is printed; the worker apart comes up beside it.
    await waitForHealthStatus(local.url, 200);
  });

  afterAll(async () => {
    if (local) await stopLocalProcess(local);
    rmSync(dataDir, { recursive: true, force: true });
  });

  describeRunningRoadbook(() => local!.url);

  it('seeds featured trips on first start, planned on the embedded database, and searches them', async () => {
    const getJson = async (path: string) => {
      const response = await fetch(`${local!.url}/api${path}`);
      return { status: response.status, body: await response.json() };
    };
    const featured = await getJson('/trips/featured');
    expect(featured.status).toBe(200);
    const slugs: string[] = featured.body.map((trip: { slug: string }) => trip.slug);
    expect(slugs).toHaveLength(8);
    expect(new Set(featured.body.map((trip: { travelMode: string }) => trip.travelMode))).toEqual(
      new Set(['motorcycle', 'car', 'rv']),
    );

    // Full-text search on PGlite: a place on the way, and a word only in a post's body.
    const byPlace = await getJson('/search?q=monterey');
    expect(byPlace.status).toBe(200);
    expect(byPlace.body.trips.items.map((trip: { slug: string }) => trip.slug)).toEqual([
      'pacific-coast-highway-motorcycle',
    ]);
    const byBody = await getJson('/search?q=vending%20machines');
    expect(byBody.body.posts.items.map((post: { slug: string }) => post.slug)).toContain(
      'riding-the-blue-ridge-parkway',
    );

    // The worker process plans them through the queue, as it plans any trip.
    await until(async () => {
      // Gently: the embedded database answers one query at a time, for the workers too.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const trips = await Promise.all(slugs.map((slug) => getJson(`/trips/slug/${slug}`)));
      return trips.every((trip) => trip.body.generationStatus === 'ready');
    }, 150_000);
  }, 180_000);

  it("keeps a rider's trip for its owner and drops it on any change, over the embedded database", () =>
    checkOwnTripReadsFollowChanges(local!.url, readLocalRunInfo(dataDir)!.databaseUrl));

  it("serves one /metrics for both processes: the site's and the worker's", async () => {
    expect(local!.output.join('\n')).toContain(`Metrics (Prometheus) at ${metricsUrl}`);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    const text = await response.text();
    // Each family once, whichever process its series come from.
    const families = text.match(/^# TYPE \S+/gm) ?? [];
    expect(families.length).toBeGreaterThan(0);
    expect(new Set(families).size).toBe(families.length);

    // A worker process busy past the scrape's wait is left out of that scrape (by design): wait
    // for one it answered.
    let samples = await scrape(metricsUrl);
    await until(async () => {
      samples = await scrape(metricsUrl);
      return samplesOf(samples, 'process_resident_memory_bytes', { process: 'workers' }).length > 0;
    });
    // The launcher's process: the gateway's requests and the services' pools.
    expect(
      samplesOf(samples, 'roadbook_http_request_duration_seconds_count', {
        process: 'main',
        route: '/api/health',
      }).length,
    ).toBeGreaterThan(0);
    expect(
      samplesOf(samples, 'roadbook_db_pool_connections', {
        process: 'main',
        service: 'trips',
        state: 'total',
      }).length,
    ).toBe(1);
    // The worker process, over IPC: the featured trips it planned, and its queues on PGlite.
    const [jobs] = samplesOf(samples, 'roadbook_job_duration_seconds_count', {
      process: 'workers',
      job_name: JobNames.itineraryGenerate,
      outcome: 'completed',
    });
    expect(jobs.value).toBeGreaterThanOrEqual(8);
    expect(
      samplesOf(samples, 'roadbook_queue_jobs', {
        process: 'workers',
        queue: 'itineraries',
        state: 'completed',
      })[0].value,
    ).toBeGreaterThanOrEqual(8);
    for (const process of ['main', 'workers']) {
      expect(samplesOf(samples, 'process_resident_memory_bytes', { process })).toHaveLength(1);
    }
  });

  it('shows admins the queue dashboard over the embedded database, and refuses riders', async () => {
    const rider = await signUp(local!.url);
    const queuesAs = () =>
      fetch(`${local!.url}/admin/queues/api/queues`, {
        headers: { accept: 'application/json', cookie: rider.cookieHeader() },
      });
    expect((await queuesAs()).status).toBe(403);

    await makeAdmin(rider, readLocalRunInfo(dataDir)!.databaseUrl);
    const response = await queuesAs();
    expect(response.status).toBe(200);
    const { queues } = (await response.json()) as {
      queues: Array<{ name: string; counts: Record<string, number> }>;
    };
    expect(queues.map((queue) => queue.name).sort()).toEqual(Object.values(QueueNames).sort());
    // The featured trips the first start seeded, planned through BullMQ's PostgreSQL backend.
    const itineraries = queues.find((queue) => queue.name === QueueNames.itineraries)!;
    expect(itineraries.counts.completed).toBeGreaterThanOrEqual(8);

    // The worker process apart works every queue, and the dashboard says so.
    const browser = await launchBrowser();
    try {
      const context = await newBrowserContext(
        browser,
        local!.url,
        (await rider.get('/auth/user')).body.email,
      );
      const page = await context.newPage();
      expect(
        await dashboardWorkerCount(page, local!.url, QueueNames.itineraries),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await browser.close();
    }
  });

  it('makes an admin with npm run admin:create in the running local mode, saying which database', async () => {
    const id = Date.now().toString(36);
    const email = `ops${id}@example.com`;
    const outcome = await runOperatorCommand(
      'npm',
      [
        'run',
        '--silent',
        'admin:create',
        '--',
        '--email',
        email,
        '--username',
        `ops${id}`,
        '--password',
        SIGN_UP_PASSWORD,
      ],
      { DATA_DIR: dataDir },
    );
    expect(outcome.status).toBe(0);
    expect(outcome.stdout).toContain(
      `Using the database of the local Roadbook running at ${local!.url} (data in ${dataDir})`,
    );
    expect(outcome.stdout).toContain(`Admin created: ${email}`);
    expect(await roleOf(local!.url, email)).toBe('admin');
  });

  it('says in one line what to do when a command finds no database, or cannot reach it', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'roadbook-empty-'));
    const createAdmin = (env: NodeJS.ProcessEnv, ...args: string[]) =>
      runOperatorCommand(process.execPath, [ADMIN_CREATE_MAIN, ...args], env);
    const oneLine = (stderr: string) => stderr.trimEnd().split('\n');
    try {
      const nothing = await createAdmin(
        { DATA_DIR: emptyDir },
        '--email',
        'a@example.com',
        '--username',
        'a',
      );
      expect(nothing.status).toBe(1);
      expect(oneLine(nothing.stderr)).toEqual([
        `No database to use: DATABASE_URL is not set and ${emptyDir} holds no local Roadbook. ` +
          'Start one with `npm start` (or point DATA_DIR at its data), or set DATABASE_URL.',
      ]);

      const unreachable = await createAdmin(
        { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/roadbook' },
        '--email',
        'a@example.com',
        '--username',
        'a',
      );
      expect(unreachable.status).toBe(1);
      expect(unreachable.stdout).toContain('Using the database DATABASE_URL names');
      expect(oneLine(unreachable.stderr)).toEqual([
        expect.stringMatching(
          /^Could not reach the database DATABASE_URL names \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/roadbook\): .*ECONNREFUSED/,
        ),
      ]);

      const taken = await createAdmin(
        { DATA_DIR: dataDir },
        '--email',
        `other${Date.now().toString(36)}@example.com`,
        '--username',
        'admin',
      );
      expect(taken.status).toBe(1);
      expect(oneLine(taken.stderr)).toEqual([
        'The username admin belongs to another account: choose another --username',
      ]);

      const unknownOption = await createAdmin({ DATA_DIR: dataDir }, '--mail', 'a@example.com');
      expect(unknownOption.status).toBe(1);
      expect(oneLine(unknownOption.stderr)).toEqual([expect.stringContaining("'--mail'")]);
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('stops cleanly on Ctrl-C and starts again on the same data', async () => {
    expect(await stopLocalProcess(local!)).toBe(0);
    local = undefined;
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    // Stopped, its data is still where the operator commands look.
    const email = `stopped${Date.now().toString(36)}@example.com`;
    const stopped = await runOperatorCommand(
      process.execPath,
      [
        ADMIN_CREATE_MAIN,
        '--email',
        email,
        '--username',
        `stopped${Date.now().toString(36)}`,
        '--password',
        SIGN_UP_PASSWORD,
      ],
      { DATA_DIR: dataDir },
    );
    expect(stopped.stdout).toContain(
      `Using local mode's database in ${dataDir} (local mode is not running)`,
    );
    expect(stopped.status).toBe(0);

    local = await startLocalProcess(dataDir);
    // The site answers as soon as its URL is printed; the worker apart comes up beside it.
    const { body } = await waitForHealthStatus(local.url, 200);
    expect(body.status).toBe('up');
    // A second start seeds nothing again.
    const featured = await fetch(`${local.url}/api/trips/featured`);
    expect(await featured.json()).toHaveLength(8);
    expect(await roleOf(local.url, email)).toBe('admin');
  });
});

/** The role of the account, signed in with the password every spec's accounts have. */
async function roleOf(baseUrl: string, email: string): Promise<string> {
  const session = new HttpSession(baseUrl);
  const login = await session.post('/auth/login', { email, password: SIGN_UP_PASSWORD });
  expect(login.status).toBe(200);
  return (await session.get('/auth/user')).body.role;
}

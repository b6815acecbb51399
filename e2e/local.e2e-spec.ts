import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, readLocalRunInfo } from '@roadbook/launcher';
import { JobNames, QueueNames } from '@roadbook/contracts';
import { makeAdmin, signUp } from './support/accounts-and-trips';
import { waitForHealthStatus } from './support/health';
import { samplesOf, scrape } from './support/prometheus-text';
import { startLocalProcess, stopLocalProcess, type LocalProcess } from './support/local-process';
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
    local = await startLocalProcess(dataDir, { METRICS_PORT: String(metricsPort) });
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

  it("serves one /metrics for both processes: the site's and the worker's", async () => {
    expect(local!.output.join('\n')).toContain(`Metrics (Prometheus) at ${metricsUrl}`);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    const text = await response.text();
    // Each family once, whichever process its series come from.
    const families = text.match(/^# TYPE \S+/gm) ?? [];
    expect(families.length).toBeGreaterThan(0);
    expect(new Set(families).size).toBe(families.length);

    const samples = await scrape(metricsUrl);
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
  });

  it('stops cleanly on Ctrl-C and starts again on the same data', async () => {
    expect(await stopLocalProcess(local!)).toBe(0);
    local = undefined;
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    local = await startLocalProcess(dataDir);
    // The site answers as soon as its URL is printed; the worker apart comes up beside it.
    const { body } = await waitForHealthStatus(local.url, 200);
    expect(body.status).toBe('up');
    // A second start seeds nothing again.
    const featured = await fetch(`${local.url}/api/trips/featured`);
    expect(await featured.json()).toHaveLength(8);
  });
});

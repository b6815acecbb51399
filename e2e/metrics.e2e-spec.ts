import { JobNames, TripsPatterns } from '@roadbook/contracts';
import { APP_NAMES, type AppName } from '@roadbook/launcher';
import { CANYON_PLAN, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { samplesOf, scrape, type Sample } from './support/prometheus-text';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * Each process of a distributed deployment serves its own Prometheus metrics on its ops port,
 * and none on the public port. A planned trip shows up in each: the gateway's request and its
 * transport call, the worker's job and queue, the trips service's pool.
 */
describe('Prometheus metrics in distributed mode', () => {
  let deployment: TestDeployment;
  const scraped = {} as Record<AppName, Sample[]>;

  beforeAll(async () => {
    deployment = await startTestDeployment('metrics', {}, { metrics: true });
    const visitor = new HttpSession(deployment.baseUrl);
    const created = await visitor.post('/trips', CANYON_PLAN);
    expect(created.status).toBe(201);
    const trip = await whenGenerated(visitor, created.body.id);
    expect(trip.generationStatus).toBe('ready');
    // The job's own metrics are written as its handler returns, just after the trip is ready.
    await until(async () => {
      const workers = await scrape(deployment.metricsUrls.workers!);
      return (
        samplesOf(workers, 'roadbook_job_duration_seconds_count', {
          job_name: JobNames.itineraryGenerate,
          outcome: 'completed',
        }).length > 0
      );
    });
    for (const app of APP_NAMES) scraped[app] = await scrape(deployment.metricsUrls[app]!);
  });

  afterAll(async () => {
    await deployment?.stop();
  });

  it('times the HTTP request by its route template', () => {
    const [posts] = samplesOf(scraped.gateway, 'roadbook_http_request_duration_seconds_count', {
      method: 'POST',
      route: '/api/trips',
      status_code: '201',
    });
    expect(posts.value).toBeGreaterThanOrEqual(1);
    // The trip's own id never becomes a label.
    const routes = samplesOf(scraped.gateway, 'roadbook_http_request_duration_seconds_count').map(
      (sample) => sample.labels.route,
    );
    expect(routes).toContain('/api/trips/:id');
    expect(routes.filter((route) => /\d/.test(route))).toEqual([]);
  });

  it("times the gateway's call to the trips service by pattern and outcome", () => {
    const [create] = samplesOf(scraped.gateway, 'roadbook_transport_call_duration_seconds_count', {
      service: 'trips',
      pattern: TripsPatterns.create,
      outcome: 'ok',
    });
    expect(create.value).toBeGreaterThanOrEqual(1);
    // The worker hands the result over the transport too.
    const [complete] = samplesOf(
      scraped.workers,
      'roadbook_transport_call_duration_seconds_count',
      { service: 'trips', pattern: TripsPatterns.completeGeneration, outcome: 'ok' },
    );
    expect(complete.value).toBeGreaterThanOrEqual(1);
  });

  it("reports the worker's job and the depth of its queues", () => {
    const [job] = samplesOf(scraped.workers, 'roadbook_job_duration_seconds_count', {
      job_name: JobNames.itineraryGenerate,
      outcome: 'completed',
    });
    expect(job.value).toBeGreaterThanOrEqual(1);
    const itineraries = samplesOf(scraped.workers, 'roadbook_queue_jobs', { queue: 'itineraries' });
    expect(itineraries.map((sample) => sample.labels.state).sort()).toEqual(
      ['active', 'completed', 'delayed', 'failed', 'waiting'].sort(),
    );
    const [completed] = samplesOf(itineraries, 'roadbook_queue_jobs', { state: 'completed' });
    expect(completed.value).toBeGreaterThanOrEqual(1);
  });

  it("reports each service's database pool", () => {
    for (const service of ['auth', 'trips', 'blog', 'media'] as const) {
      const pool = samplesOf(scraped[service], 'roadbook_db_pool_connections', { service });
      expect(pool.map((sample) => sample.labels.state).sort()).toEqual([
        'idle',
        'total',
        'waiting',
      ]);
      expect(
        samplesOf(pool, 'roadbook_db_pool_connections', { state: 'total' })[0].value,
      ).toBeGreaterThan(0);
    }
  });

  it.each(APP_NAMES.map((app) => [app]))(
    'reports the memory and event-loop lag of the %s process',
    (app) => {
      const [memory] = samplesOf(scraped[app], 'process_resident_memory_bytes');
      expect(memory.value).toBeGreaterThan(0);
      expect(samplesOf(scraped[app], 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    },
  );

  it('serves no metrics on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await fetch(`${deployment.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    // A browser asking for the page gets the web app's own not-found screen, never the metrics.
    const page = await fetch(`${deployment.baseUrl}/metrics`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('roadbook_');
  });
});

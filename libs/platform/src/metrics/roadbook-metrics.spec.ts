import type { ClientProxy } from '@nestjs/microservices';
import perfHooks from 'node:perf_hooks';
import { of, throwError } from 'rxjs';
import { ServiceCallError, ServiceUnavailableError } from '../transport/service-error';
import { ServiceClient } from '../transport/service-client';
import {
  EVENT_LOOP_SAMPLE_MS,
  processMetrics,
  RoadbookMetrics,
  type QueueDepthSource,
} from './roadbook-metrics';

/** The series of one family, as `getMetricsAsJSON` lists them. */
async function seriesOf(metrics: RoadbookMetrics, name: string) {
  const family = (await metrics.json()).find((metric) => metric.name === name);
  return family?.values ?? [];
}

function queue(name: string, counts: Record<string, number>): QueueDepthSource {
  return { name, getJobCounts: () => Promise.resolve(counts) };
}

describe('RoadbookMetrics', () => {
  it("registers Roadbook's families beside Node's own", async () => {
    const text = await processMetrics().text();
    for (const family of [
      'roadbook_http_request_duration_seconds',
      'roadbook_transport_call_duration_seconds',
      'roadbook_queue_jobs',
      'roadbook_job_duration_seconds',
      'roadbook_job_failures_total',
      'roadbook_db_pool_connections',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
  });

  it('samples the event loop ten times a second, not a hundred: an idle process stays asleep', () => {
    const monitor = jest.spyOn(perfHooks, 'monitorEventLoopDelay');
    try {
      new RoadbookMetrics();
      expect(EVENT_LOOP_SAMPLE_MS).toBe(100);
      expect(monitor).toHaveBeenCalledWith({ resolution: EVENT_LOOP_SAMPLE_MS });
    } finally {
      monitor.mockRestore();
    }
  });

  it("makes the process's registry with a process's own settings, only before anyone asks for it", async () => {
    const monitor = jest.spyOn(perfHooks, 'monitorEventLoopDelay');
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./roadbook-metrics');
        const started = fresh.startProcessMetrics({ eventLoopSampleMs: 1_000 });
        expect(monitor).toHaveBeenCalledWith({ resolution: 1_000 });
        expect(fresh.processMetrics()).toBe(started);
        expect(() => fresh.startProcessMetrics({ eventLoopSampleMs: 1_000 })).toThrow(
          'The process metrics were made before their settings',
        );
      });
    } finally {
      monitor.mockRestore();
    }
  });

  it('is one registry per process', () => {
    expect(processMetrics()).toBe(processMetrics());
  });

  it('reads queue depth by state when scraped, leaving out a queue that does not answer', async () => {
    const metrics = new RoadbookMetrics({ defaultMetrics: false });
    const broken: QueueDepthSource = {
      name: 'maps',
      getJobCounts: () => Promise.reject(new Error('Redis is down')),
    };
    const unwatch = metrics.watchQueues([
      queue('itineraries', { waiting: 4, active: 2, delayed: 1, failed: 3, completed: 9 }),
      broken,
    ]);

    const series = await seriesOf(metrics, 'roadbook_queue_jobs');
    expect(series.map(({ labels, value }) => [labels.queue, labels.state, value])).toEqual([
      ['itineraries', 'waiting', 4],
      ['itineraries', 'active', 2],
      ['itineraries', 'delayed', 1],
      ['itineraries', 'failed', 3],
      ['itineraries', 'completed', 9],
    ]);

    unwatch();
    expect(await seriesOf(metrics, 'roadbook_queue_jobs')).toEqual([]);
  });

  it("reads each service's pool when scraped, labelled by service", async () => {
    const metrics = new RoadbookMetrics({ defaultMetrics: false });
    const pool = { totalCount: 3, idleCount: 1, waitingCount: 0 };
    metrics.watchPool('trips', pool);
    const unwatchAuth = metrics.watchPool('auth', { totalCount: 1, idleCount: 1, waitingCount: 0 });
    pool.waitingCount = 5;

    const series = await seriesOf(metrics, 'roadbook_db_pool_connections');
    expect(series.map(({ labels, value }) => `${labels.service} ${labels.state} ${value}`)).toEqual(
      [
        'trips total 3',
        'trips idle 1',
        'trips waiting 5',
        'auth total 1',
        'auth idle 1',
        'auth waiting 0',
      ],
    );

    unwatchAuth();
    const after = await seriesOf(metrics, 'roadbook_db_pool_connections');
    expect(new Set(after.map(({ labels }) => labels.service))).toEqual(new Set(['trips']));
  });
});

describe('ServiceClient transport metrics', () => {
  function client(answer: () => ReturnType<ClientProxy['send']>) {
    const metrics = new RoadbookMetrics({ defaultMetrics: false });
    const proxy = { send: answer, close: () => undefined } as unknown as ClientProxy;
    return { metrics, client: new ServiceClient('trips', proxy, metrics) };
  }

  async function countsByOutcome(metrics: RoadbookMetrics) {
    const series = await seriesOf(metrics, 'roadbook_transport_call_duration_seconds');
    return series
      .filter((value) => value.metricName === 'roadbook_transport_call_duration_seconds_count')
      .map(({ labels, value }) => `${labels.service} ${labels.pattern} ${labels.outcome} ${value}`);
  }

  it('times a call that was answered as ok', async () => {
    const { metrics, client: trips } = client(() => of({ id: 1 }));
    await trips.send('trips.create' as never, {} as never);
    expect(await countsByOutcome(metrics)).toEqual(['trips trips.create ok 1']);
  });

  it('counts an error the service described as service_error', async () => {
    const { metrics, client: trips } = client(() =>
      throwError(() => ({ code: 'not-found', message: 'Trip not found' })),
    );
    await expect(trips.send('trips.get' as never, {} as never)).rejects.toBeInstanceOf(
      ServiceCallError,
    );
    expect(await countsByOutcome(metrics)).toEqual(['trips trips.get service_error 1']);
  });

  it('counts no answer as unavailable', async () => {
    const { metrics, client: trips } = client(() => throwError(() => new Error('ECONNREFUSED')));
    await expect(trips.send('trips.get' as never, {} as never)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(await countsByOutcome(metrics)).toEqual(['trips trips.get unavailable 1']);
  });
});

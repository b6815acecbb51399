import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from '../health/health-check';

/** The queue states the depth gauge reports, as BullMQ's `getJobCounts` names them. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

export type TransportOutcome = 'ok' | 'service_error' | 'unavailable';
export type JobOutcome = 'completed' | 'failed';

/** A queue whose depth is read at scrape time: BullMQ's Queue, on either backend. */
export interface QueueDepthSource {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

/** A pg pool's counts (`pg.Pool` has exactly these). */
export interface PoolCountsSource {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** A scrape must answer even when Redis or the database hangs: their gauges are then left out. */
const SCRAPE_SOURCE_TIMEOUT_MS = 2_000;

/**
 * How often the event loop's delay is sampled (`nodejs_eventloop_lag_seconds`). prom-client's
 * default of 10 ms wakes every process a hundred times a second, busy or not: that was most of
 * what an idle local mode burned (docs/performance.md, "Local mode at rest"). A stall long
 * enough to matter (a tenth of a second and more) still delays a sample and shows.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/** Seconds; requests and transport calls take milliseconds, a slow one seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a job takes from milliseconds (a ping) to minutes (a plan on slow online providers). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export interface RoadbookMetricsOptions {
  /** Node's default families (memory, heap, GC, event loop delay); off in specs that count. */
  defaultMetrics?: boolean;
  /** How often the event loop's delay is sampled; EVENT_LOOP_SAMPLE_MS unless a process says. */
  eventLoopSampleMs?: number;
}

/**
 * The Prometheus metrics of one process: Node's defaults and Roadbook's own families, in one
 * registry. Several apps in one process (local mode) share it; their series differ by labels
 * (`service`), never by family. Queue and pool gauges are read when scraped, from the sources
 * registered with `watchQueues` and `watchPool`.
 */
export class RoadbookMetrics {
  readonly registry = new Registry();

  /** Gateway: each HTTP request, by route template (never the raw URL). */
  readonly httpRequestDuration = new Histogram({
    name: 'roadbook_http_request_duration_seconds',
    help: 'HTTP requests the gateway answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** Every caller of a service over the transport (gateway, services, workers). */
  readonly transportCallDuration = new Histogram({
    name: 'roadbook_transport_call_duration_seconds',
    help: 'Calls to a service over the transport, by service, message pattern and outcome (ok, service_error, unavailable).',
    labelNames: ['service', 'pattern', 'outcome'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'roadbook_job_duration_seconds',
    help: 'Job attempts a worker ran, by job name and outcome (completed, failed).',
    labelNames: ['job_name', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'roadbook_job_failures_total',
    help: 'Failed job attempts, by job name; final="true" when the job will not run again.',
    labelNames: ['job_name', 'final'] as const,
    registers: [this.registry],
  });

  /** Gateway: analytics events given up rather than held or retried for ever. */
  readonly analyticsEventsDropped = new Counter({
    name: 'roadbook_analytics_events_dropped_total',
    help: 'Analytics events the gateway gave up: in a batch the blog service refused (reason="refused"), or past its in-memory bound (reason="buffer_full").',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  private readonly queues = new Set<QueueDepthSource>();
  private readonly pools = new Map<string, PoolCountsSource>();

  constructor({
    defaultMetrics = true,
    eventLoopSampleMs = EVENT_LOOP_SAMPLE_MS,
  }: RoadbookMetricsOptions = {}) {
    if (defaultMetrics) {
      collectDefaultMetrics({
        register: this.registry,
        eventLoopMonitoringPrecision: eventLoopSampleMs,
      });
    }
    const queues = this.queues;
    new Gauge({
      name: 'roadbook_queue_jobs',
      help: 'Jobs in each queue by state, read when scraped.',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...queues].map(async (queue) => {
            const counts = await withTimeout(
              queue.getJobCounts(...QUEUE_JOB_STATES),
              SCRAPE_SOURCE_TIMEOUT_MS,
              `queue ${queue.name}`,
            ).catch(() => undefined);
            for (const state of QUEUE_JOB_STATES) {
              if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
            }
          }),
        );
      },
    });
    const pools = this.pools;
    new Gauge({
      name: 'roadbook_db_pool_connections',
      help: "Connections in a service's PostgreSQL pool (total, idle, waiting: requests queued for one), read when scraped.",
      labelNames: ['service', 'state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [service, pool] of pools) {
          this.set({ service, state: 'total' }, pool.totalCount);
          this.set({ service, state: 'idle' }, pool.idleCount);
          this.set({ service, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
  }

  /** Reports these queues' depth on every scrape until the returned function is called. */
  watchQueues(queues: readonly QueueDepthSource[]): () => void {
    queues.forEach((queue) => this.queues.add(queue));
    return () => queues.forEach((queue) => this.queues.delete(queue));
  }

  /** Reports this service's pool on every scrape until the returned function is called. */
  watchPool(service: string, pool: PoolCountsSource): () => void {
    this.pools.set(service, pool);
    return () => {
      if (this.pools.get(service) === pool) this.pools.delete(service);
    };
  }

  /** The Prometheus text exposition of every family. */
  async text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Every family as JSON, the form `AggregatorRegistry.aggregate` merges across processes. */
  async json(): Promise<MetricsSnapshot> {
    return (await this.registry.getMetricsAsJSON()) as unknown as MetricsSnapshot;
  }
}

/** One family as `getMetricsAsJSON` gives it; a histogram's series name their sample. */
export interface MetricsFamily {
  name: string;
  help: string;
  type: string;
  aggregator: string;
  values: Array<{ value: number; labels: Record<string, string | number>; metricName?: string }>;
}

/** One process's families, plain data that IPC can carry. */
export type MetricsSnapshot = MetricsFamily[];

let processWide: RoadbookMetrics | undefined;

/** The one registry of this process, made on first use. */
export function processMetrics(): RoadbookMetrics {
  return (processWide ??= new RoadbookMetrics());
}

/**
 * Makes the process's registry with settings of its own, for an entry point that wants other
 * than the defaults (local mode's processes sample their event loop less often). It must run
 * before anything asks for `processMetrics()`: a registry made with the defaults already would
 * silently keep them.
 */
export function startProcessMetrics(options: RoadbookMetricsOptions): RoadbookMetrics {
  if (processWide) throw new Error('The process metrics were made before their settings');
  processWide = new RoadbookMetrics(options);
  return processWide;
}

/** Seconds since `startedAt` (a `performance.now()` reading), as Prometheus durations are. */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}

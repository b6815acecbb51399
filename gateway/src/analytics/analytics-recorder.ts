import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { AnalyticsPatterns, type AnalyticsEventName } from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  processMetrics,
  ServiceCallError,
  ServiceUnavailableError,
  type RoadbookMetrics,
  type ServiceClient,
} from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { AnalyticsBuffer } from './analytics-buffer';

/** Distinct (day, event, page) keys held between flushes; a day of a busy site fits easily. */
export const ANALYTICS_BUFFER_MAX_KEYS = 10_000;

type BlogSender = Pick<ServiceClient, 'send'>;

/** The metrics the recorder counts dropped events in; the process's own unless a test gives one. */
export const ANALYTICS_METRICS = Symbol('ANALYTICS_METRICS');

/**
 * Whether a failed write may succeed if tried again: the blog service or its database did not
 * answer. Any other failure is the batch's own (the service or the database refused it), and
 * would fail the same way for ever, holding every newer count back with it.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError) return true;
  return error instanceof ServiceCallError && error.body.code === 'unavailable';
}

/**
 * Collects reported events for a moment and stores them as one upsert of daily counts, so a
 * busy site makes one write per interval rather than one per event. What is still held when
 * the gateway stops is written before the service connections close. A batch the blog service
 * refuses is dropped and counted (`roadbook_analytics_events_dropped_total`), never retried.
 */
@Injectable()
export class AnalyticsRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(AnalyticsRecorder.name);
  private readonly buffer = new AnalyticsBuffer(ANALYTICS_BUFFER_MAX_KEYS);
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @InjectServiceClient('blog') private readonly blog: BlogSender,
    @Inject(APP_ENV) private readonly env: Pick<GatewayEnv, 'ANALYTICS_FLUSH_MS'>,
    @Optional()
    @Inject(ANALYTICS_METRICS)
    private readonly metrics: RoadbookMetrics = processMetrics(),
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.env.ANALYTICS_FLUSH_MS);
    // Counting must never keep a stopping process alive.
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(events: readonly { name: AnalyticsEventName; path: string }[], now = new Date()): void {
    this.dropped('buffer_full', this.buffer.add(events, now));
  }

  /**
   * Writes what is held; flushes never overlap, and a write that may work later keeps its
   * counts for the next flush.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeHeld());
    return this.flushing;
  }

  private async writeHeld(): Promise<void> {
    if (this.buffer.size === 0) return;
    const counts = this.buffer.drain();
    try {
      await this.blog.send(AnalyticsPatterns.record, { counts });
    } catch (error) {
      if (isWorthRetrying(error)) {
        this.dropped('buffer_full', this.buffer.restore(counts));
        this.logger.warn(
          `analytics counts not stored yet, kept for the next try: ${String(error)}`,
        );
        return;
      }
      const events = counts.reduce((sum, count) => sum + count.count, 0);
      this.dropped('refused', events);
      this.logger.warn(`analytics counts refused, ${events} events dropped: ${String(error)}`);
    }
  }

  private dropped(reason: 'refused' | 'buffer_full', events: number): void {
    if (events > 0) this.metrics.analyticsEventsDropped.inc({ reason }, events);
  }
}

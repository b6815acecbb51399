import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  AnalyticsPatterns,
  type AnalyticsEventName,
  type DailyEventCount,
} from '@roadbook/contracts';
import {
  APP_ENV,
  InjectServiceClient,
  processMetrics,
  ServiceCallError,
  ServiceUnavailableError,
  type RoadbookMetrics,
  type ServiceClient,
} from '@roadbook/platform';
import { randomUUID } from 'node:crypto';
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

/** Counts on their way to the blog service, under the id that makes them count once. */
interface Batch {
  batchId: string;
  counts: DailyEventCount[];
}

/**
 * Collects reported events for a moment and stores them as one upsert of daily counts, so a
 * busy site makes one write per interval rather than one per event. What is still held when
 * the gateway stops is written before the service connections close. Each batch has an id, and
 * one whose write may work later is sent again as it was, under that id, before anything newer:
 * the blog service may have stored it before its answer was lost, and then counts it once. A
 * batch the blog service refuses is dropped and counted
 * (`roadbook_analytics_events_dropped_total`), never retried.
 */
@Injectable()
export class AnalyticsRecorder implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AnalyticsRecorder.name);
  private readonly buffer = new AnalyticsBuffer(ANALYTICS_BUFFER_MAX_KEYS);
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private flushing: Promise<void> = Promise.resolve();
  /** A batch whose write may work later, sent first at the next flush. */
  private unsent: Batch | undefined;

  constructor(
    @InjectServiceClient('blog') private readonly blog: BlogSender,
    @Inject(APP_ENV) private readonly env: Pick<GatewayEnv, 'ANALYTICS_FLUSH_MS'>,
    @Optional()
    @Inject(ANALYTICS_METRICS)
    private readonly metrics: RoadbookMetrics = processMetrics(),
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  record(events: readonly { name: AnalyticsEventName; path: string }[], now = new Date()): void {
    this.dropped('buffer_full', this.buffer.add(events, now));
    this.flushSoon();
  }

  /**
   * Counts are written ANALYTICS_FLUSH_MS after the first one held, and again while a write
   * that may work later waits: nothing held, no timer, so a gateway nobody visits is never
   * woken for analytics.
   */
  private flushSoon(): void {
    if (this.timer || this.stopping || (this.buffer.size === 0 && !this.unsent)) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush().then(() => this.flushSoon());
    }, this.env.ANALYTICS_FLUSH_MS);
    // Counting must never keep a stopping process alive.
    this.timer.unref();
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
    if (this.unsent && !(await this.write(this.unsent))) return;
    if (this.buffer.size === 0) return;
    await this.write({ batchId: randomUUID(), counts: this.buffer.drain() });
  }

  /** Sends the batch; false when it may work later, and is kept to be sent again as it is. */
  private async write(batch: Batch): Promise<boolean> {
    this.unsent = undefined;
    try {
      await this.blog.send(AnalyticsPatterns.record, batch);
      return true;
    } catch (error) {
      if (isWorthRetrying(error)) {
        this.unsent = batch;
        this.logger.warn(
          `analytics counts not stored yet, kept for the next try: ${String(error)}`,
        );
        return false;
      }
      const events = batch.counts.reduce((sum, count) => sum + count.count, 0);
      this.dropped('refused', events);
      this.logger.warn(`analytics counts refused, ${events} events dropped: ${String(error)}`);
      return true;
    }
  }

  private dropped(reason: 'refused' | 'buffer_full', events: number): void {
    if (events > 0) this.metrics.analyticsEventsDropped.inc({ reason }, events);
  }
}

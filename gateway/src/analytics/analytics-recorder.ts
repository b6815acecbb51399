import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { AnalyticsPatterns, type AnalyticsEventName } from '@roadbook/contracts';
import { APP_ENV, InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { AnalyticsBuffer } from './analytics-buffer';

/** Distinct (day, event, page) keys held between flushes; a day of a busy site fits easily. */
export const ANALYTICS_BUFFER_MAX_KEYS = 10_000;

type BlogSender = Pick<ServiceClient, 'send'>;

/**
 * Collects reported events for a moment and stores them as one upsert of daily counts, so a
 * busy site makes one write per interval rather than one per event. What is still held when
 * the gateway stops is written before the service connections close.
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
    this.buffer.add(events, now);
  }

  /** Writes what is held; flushes never overlap, and a failed write keeps its counts. */
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
      this.buffer.restore(counts);
      this.logger.warn(`analytics counts not stored yet, kept for the next try: ${String(error)}`);
    }
  }
}

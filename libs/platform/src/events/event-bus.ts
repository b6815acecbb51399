import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { SystemEventName, SystemEventPayloads } from '@roadbook/contracts';
import { Redis } from 'ioredis';
import { EventEmitter } from 'node:events';
import { APP_ENV } from '../config/config.module';
import type { QueueEnv } from '../config/env.schemas';

type Listener<E extends SystemEventName> = (payload: SystemEventPayloads[E]) => void;

/**
 * The one emitter every app of a process shares. Local mode runs the gateway and the services in
 * one process, so an event published by a service there reaches the gateway through it; the key
 * on `globalThis` keeps it one even if this module were loaded twice.
 */
const IN_PROCESS = Symbol.for('roadbook.system-events');
function inProcessEmitter(): EventEmitter {
  const holder = globalThis as { [IN_PROCESS]?: EventEmitter };
  holder[IN_PROCESS] ??= new EventEmitter().setMaxListeners(0);
  return holder[IN_PROCESS];
}

/**
 * Publishes and hears system events (see SystemEvents). On Redis (distributed mode) an event is a
 * pub/sub message on the deployment's own channel, heard by every process that subscribed; on the
 * PostgreSQL queue backend (local mode: one process for the gateway and the services) it goes
 * through an in-process emitter. Delivery is at most once either way.
 */
@Injectable()
export class EventBus implements OnApplicationShutdown {
  private readonly logger = new Logger('EventBus');
  private readonly local = new EventEmitter().setMaxListeners(0);
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly channels = new Set<string>();

  constructor(@Inject(APP_ENV) private readonly env: QueueEnv) {}

  private get distributed(): boolean {
    return this.env.QUEUE_BACKEND === 'redis';
  }

  /** Sends the event; a store that is down is logged, never thrown at the caller. */
  async publish<E extends SystemEventName>(
    event: E,
    payload: SystemEventPayloads[E],
  ): Promise<void> {
    if (!this.distributed) {
      inProcessEmitter().emit(event, payload);
      return;
    }
    this.publisher ??= this.redis(1);
    try {
      await this.publisher.publish(this.channel(event), JSON.stringify(payload));
    } catch (error) {
      this.logger.warn(`could not publish ${event}: ${(error as Error).message}`);
    }
  }

  /**
   * Gives the event to this process's own listeners now, as if it had been heard. For a change
   * this process has just had a service make: the service announces it to every process, but on
   * Redis that message travels apart from the service's reply, so the caller's next read could
   * otherwise still be answered from a cache the change made stale. Heard again when the
   * announcement arrives, which only empties the same caches twice.
   */
  deliverHere<E extends SystemEventName>(event: E, payload: SystemEventPayloads[E]): void {
    (this.distributed ? this.local : inProcessEmitter()).emit(event, payload);
  }

  /** Calls `listener` for each event of the name until the returned function is called. */
  subscribe<E extends SystemEventName>(event: E, listener: Listener<E>): () => void {
    const emitter = this.distributed ? this.local : inProcessEmitter();
    if (this.distributed) this.listen(this.channel(event));
    emitter.on(event, listener as (payload: unknown) => void);
    return () => emitter.off(event, listener as (payload: unknown) => void);
  }

  async onApplicationShutdown(): Promise<void> {
    const clients = [this.publisher, this.subscriber].filter((client) => client !== undefined);
    await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
    this.local.removeAllListeners();
  }

  private channel(event: SystemEventName): string {
    return `${this.env.QUEUE_PREFIX}:events:${event}`;
  }

  private listen(channel: string): void {
    if (this.channels.has(channel)) return;
    this.channels.add(channel);
    if (!this.subscriber) {
      // A subscriber retries for ever and re-subscribes on reconnect (ioredis does the latter).
      this.subscriber = this.redis(null);
      this.subscriber.on('message', (from: string, message: string) => {
        const event = from.slice(`${this.env.QUEUE_PREFIX}:events:`.length);
        try {
          this.local.emit(event, JSON.parse(message));
        } catch (error) {
          this.logger.warn(`dropped a malformed ${event}: ${(error as Error).message}`);
        }
      });
    }
    void this.subscriber
      .subscribe(channel)
      .catch((error: Error) => this.logger.warn(`could not subscribe: ${error.message}`));
  }

  private redis(maxRetriesPerRequest: number | null): Redis {
    const client = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest });
    client.on('error', () => undefined);
    return client;
  }
}

@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}

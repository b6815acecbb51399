import { Queue, Worker, createPostgresBackend, type Processor } from 'bullmq';
import { Redis } from 'ioredis';
import type { QueueEnv } from '../config/env.schemas';
import { DEFAULT_JOB_OPTIONS, MAX_STALLED_COUNT } from './job-defaults';
import { PostgresWorkerPresence, type QueueWorkerInfo } from './worker-presence';

/** The `:w:<name>` BullMQ appends to the connection name of a named worker. */
const WORKER_NAME_SEPARATOR = ':w:';

/**
 * How long an idle worker on PostgreSQL waits for a job before it looks again, in seconds. A job
 * added anywhere wakes it at once (`NOTIFY`, which the embedded database hands to the listening
 * connection: launcher/src/local/wire-notifications.ts), and a delayed job's due time shortens the
 * wait, so this only bounds the wait for a notification that never came. A shorter one is a poll:
 * every look is a few statements in the embedded database for each queue, which wake local mode
 * from rest (docs/performance.md, "Fewer wake-ups at rest").
 */
const POSTGRES_DRAIN_DELAY_S = 120;

/**
 * Builds BullMQ queues and workers on the configured store. Redis in distributed mode; in local
 * mode BullMQ's PostgreSQL backend over the embedded database, with the settings that database
 * needs: tables in the `public` schema (a startup `search_path` is ignored there) and small pools
 * (its connection cap is strict).
 */
export class QueueConnection {
  private readonly redisClients: Redis[] = [];
  private presence: PostgresWorkerPresence | undefined;

  constructor(private readonly env: QueueEnv) {}

  createQueue(name: string): Queue {
    const common = { prefix: this.env.QUEUE_PREFIX, defaultJobOptions: DEFAULT_JOB_OPTIONS };
    switch (this.env.QUEUE_BACKEND) {
      case 'redis':
        return new Queue(name, { ...common, connection: this.redis({ blocking: false }) });
      case 'postgres':
        return new Queue(
          name,
          { ...common, connection: this.postgresConnection() },
          createPostgresBackend,
        ) as unknown as Queue;
    }
  }

  /**
   * `lockMs`: how long a job stays claimed without its worker renewing the claim; a worker that
   * dies mid-job has its jobs picked up again (as stalled) about this long after, and a job its
   * workers keep dying on fails after MAX_JOB_DELIVERIES deliveries.
   */
  createWorker(name: string, processor: Processor, concurrency: number, lockMs = 30_000): Worker {
    const common = {
      prefix: this.env.QUEUE_PREFIX,
      concurrency,
      autorun: false,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      maxStalledCount: MAX_STALLED_COUNT,
    };
    switch (this.env.QUEUE_BACKEND) {
      case 'redis':
        return new Worker(name, processor, {
          ...common,
          connection: this.redis({ blocking: true }),
        });
      case 'postgres': {
        const worker = new Worker(
          name,
          processor,
          { ...common, drainDelay: POSTGRES_DRAIN_DELAY_S, connection: this.postgresConnection() },
          createPostgresBackend,
        ) as unknown as Worker;
        const presence = this.workerPresence();
        presence.join(name);
        worker.on('closed', () => void presence.leave(name));
        return worker;
      }
    }
  }

  /**
   * The worker processes working `queue` now, as the queue dashboard lists them: on Redis, the
   * connections BullMQ names after the queue (CLIENT LIST); on PostgreSQL, the processes that
   * said so lately (see PostgresWorkerPresence).
   */
  async listWorkers(queue: Queue): Promise<QueueWorkerInfo[]> {
    if (this.env.QUEUE_BACKEND === 'postgres') return this.workerPresence().list(queue.name);
    const clients = (await queue.getWorkers()) as Array<Record<string, string>>;
    return clients.map((client) => {
      const named = client.name?.indexOf(WORKER_NAME_SEPARATOR) ?? -1;
      return {
        id: client.id,
        name: named === -1 ? null : client.name.slice(named + WORKER_NAME_SEPARATOR.length),
        addr: client.addr,
        age: Number(client.age) || 0,
      };
    });
  }

  /**
   * Closes the Redis clients and the worker-presence connection this connection made; queues
   * and workers close their own.
   */
  async close(): Promise<void> {
    await Promise.all(this.redisClients.map((client) => client.quit().catch(() => undefined)));
    this.redisClients.length = 0;
    await this.presence?.close();
    this.presence = undefined;
  }

  private workerPresence(): PostgresWorkerPresence {
    this.presence ??= new PostgresWorkerPresence(this.env.QUEUE_DATABASE_URL!);
    return this.presence;
  }

  private redis({ blocking }: { blocking: boolean }): Redis {
    // Workers block on Redis and must retry for ever; producers fail fast instead of hanging.
    const client = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: blocking ? null : 1 });
    // Connection errors surface through the health check and failed calls, not as crashes.
    client.on('error', () => undefined);
    this.redisClients.push(client);
    return client;
  }

  private postgresConnection() {
    return {
      connectionString: this.env.QUEUE_DATABASE_URL,
      max: 2,
      // Kept open while idle: a new connection to the embedded database is a password exchange
      // with the launcher's gate and a start-up run through PGlite's WebAssembly, each time pg's
      // default 10 s idle timeout closed the last one.
      idleTimeoutMillis: 0,
      schema: 'public',
      migrate: true,
    };
  }
}

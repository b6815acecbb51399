import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Pool } from 'pg';

/** A process working a queue, as the queue dashboard lists it (bull-board's worker shape). */
export interface QueueWorkerInfo {
  id: string;
  /** The worker's name; null for an unnamed one (ours are). */
  name: string | null;
  /** Where it runs: `ip:port` of its Redis connection, or host and process id. */
  addr: string;
  /** Seconds since it started working the queue. */
  age: number;
}

/** Beside BullMQ's own tables, in the queue database's `public` schema. */
const TABLE = 'public.roadbook_queue_workers';
/**
 * How often a worker process says it is still there. Each beat is a write in the embedded
 * database, which wakes both of local mode's processes from rest, and a wake-up costs far more
 * than the write (docs/performance.md, "Fewer wake-ups at rest").
 */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A worker not heard from in this long (three beats) is gone (killed, or its machine is). */
const PRESENCE_TTL_SECONDS = 90;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${TABLE} (
  process_id text NOT NULL,
  queue text NOT NULL,
  addr text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (process_id, queue)
)`;
const UNDEFINED_TABLE = '42P01';
/** Two processes creating the table at once: the loser's CREATE fails on the catalog's keys. */
const CREATED_MEANWHILE = new Set(['23505', '42P07']);

/**
 * Which worker processes work each queue, when the queues are on PostgreSQL. BullMQ finds a
 * Redis queue's workers by their named connections (CLIENT LIST); its PostgreSQL backend looks
 * for named sessions in `pg_stat_activity`, which the embedded database of local mode does not
 * have (one session serves every connection), so it would report no workers while they run. So
 * each worker process writes a row per queue it works and renews it every few seconds; a row not
 * renewed for PRESENCE_TTL_SECONDS is a process that is gone, and a process that stops cleanly
 * removes its rows.
 */
export class PostgresWorkerPresence {
  private readonly processId = randomUUID();
  private readonly addr = `${hostname()} pid ${process.pid}`;
  private readonly queues = new Set<string>();
  private pool: Pool | undefined;
  private timer: NodeJS.Timeout | undefined;
  private tableReady: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly databaseUrl: string) {}

  /** From now on this process is listed as working `queue`. */
  join(queue: string): void {
    this.queues.add(queue);
    void this.beat(queue);
    this.timer ??= setInterval(() => void this.beat(), PRESENCE_HEARTBEAT_MS).unref();
  }

  /** This process no longer works `queue`. */
  async leave(queue: string): Promise<void> {
    if (!this.queues.delete(queue)) return;
    await this.run(`DELETE FROM ${TABLE} WHERE process_id = $1 AND queue = $2`, [
      this.processId,
      queue,
    ]);
  }

  /** The processes working `queue` now. */
  async list(queue: string): Promise<QueueWorkerInfo[]> {
    try {
      const { rows } = await this.db().query<{ process_id: string; addr: string; age: number }>(
        `SELECT process_id, addr, extract(epoch FROM now() - started_at)::int AS age
           FROM ${TABLE}
          WHERE queue = $1 AND seen_at > now() - make_interval(secs => $2)
          ORDER BY started_at`,
        [queue, PRESENCE_TTL_SECONDS],
      );
      return rows.map((row) => ({ id: row.process_id, name: null, addr: row.addr, age: row.age }));
    } catch (error) {
      // No worker has ever started on this database.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }

  /** Stops renewing, removes this process's rows and closes the connection. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([...this.queues].map((queue) => this.leave(queue)));
    this.closed = true;
    await this.pool?.end();
  }

  /** Renews this process's rows (or one queue's); a failed beat is tried again at the next. */
  private async beat(queue?: string): Promise<void> {
    const queues = queue ? [queue] : [...this.queues];
    if (queues.length === 0) return;
    await this.run(
      `INSERT INTO ${TABLE} (process_id, queue, addr)
         SELECT $1, unnest($2::text[]), $3
       ON CONFLICT (process_id, queue) DO UPDATE SET seen_at = now()`,
      [this.processId, queues, this.addr],
    );
  }

  /** A write that must never take a worker down: the database being away is reported elsewhere. */
  private async run(sql: string, params: unknown[]): Promise<void> {
    if (this.closed) return;
    try {
      await this.ensureTable();
      await this.db().query(sql, params);
    } catch {
      this.tableReady = undefined;
    }
  }

  private ensureTable(): Promise<void> {
    this.tableReady ??= this.db()
      .query(CREATE_TABLE)
      .then(
        () => undefined,
        (error: { code?: string }) => {
          if (!CREATED_MEANWHILE.has(error.code ?? '')) throw error;
        },
      );
    return this.tableReady;
  }

  private db(): Pool {
    // One connection: a beat every few seconds, and the embedded database's cap is strict.
    if (!this.pool) {
      // Kept open between heartbeats rather than opened anew for each (queue-connection.ts).
      this.pool = new Pool({ connectionString: this.databaseUrl, max: 1, idleTimeoutMillis: 0 });
      // A dropped idle connection is replaced at the next query.
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }
}

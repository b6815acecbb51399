// What the stores did for a measured stretch of work: PostgreSQL transactions and rows in the
// bench deployment's own database (pg_stat_database), Redis commands (INFO stats), and the CPU
// the PostgreSQL and Redis server processes used (/proc). The last two count the whole server,
// so run the bench on a quiet machine. bench/scaling/model.cjs sizes the stores from these.
const { readdirSync } = require('node:fs');
const { performance } = require('node:perf_hooks');
const { Client } = require('pg');
const { Redis } = require('ioredis');
const { processCpu } = require('./app-cpu.cjs');

const PG_COUNTERS = `SELECT xact_commit + xact_rollback AS transactions,
  tup_inserted + tup_updated + tup_deleted AS "rowsWritten",
  tup_returned + tup_fetched AS "rowsRead"
  FROM pg_stat_database WHERE datname = current_database()`;

const STORE_PROCESSES = { postgres: 'postgresCpuMs', 'redis-server': 'redisCpuMs' };

/**
 * Milliseconds of CPU the machine's PostgreSQL and Redis processes have used so far, ended
 * PostgreSQL backends included.
 */
function storeCpuMs() {
  const used = { postgresCpuMs: 0, redisCpuMs: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const found = processCpu(pid);
    const counter = found && STORE_PROCESSES[found.name];
    // Its own time, and its ended children's: the postmaster reaps the backends of closed
    // connections (a pool closes idle ones), whose time would otherwise leave the count.
    if (counter) used[counter] += found.ms + found.childrenMs;
  }
  return used;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the stores' CPU at rest is measured when the counters open: /proc counts in 10 ms ticks. */
const REST_MS = 10_000;

/**
 * The stores' counters for one deployment, read over connections kept open from here to
 * `close()`. A reader that connected for each read put its own work in the window it measured:
 * a PostgreSQL backend's start and end (30–50 ms of the server's CPU on a machine where new
 * processes are dear, about a millisecond a plan of a 50-plan burst) and the catalogs it read
 * (about 250 rows). What the reader still adds is taken off each window: its own queries (one
 * transaction each) and INFO commands, and the stores' CPU at rest (Redis's timers, the idle
 * apps' queue checks), measured once here, while the deployment is idle, and taken off by the
 * window's length. `rest` says how much that is.
 */
async function openStoreCounters(databaseUrl, redisUrl) {
  const db = new Client({ connectionString: databaseUrl });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await db.connect();
  let ownQueries = 0;
  let ownCommands = 0;
  const query = async () => {
    ownQueries += 1;
    const { rows } = await db.query(PG_COUNTERS);
    return Object.fromEntries(
      Object.entries(rows[0]).map(([name, value]) => [name, Number(value)]),
    );
  };

  const read = async () => {
    // A backend reports its counts when it goes idle, but at most once a second: counts held
    // back then wait up to 10 s (PostgreSQL's idle flush). Read until nothing has moved for 11 s.
    let last = await query();
    let quietSince = Date.now();
    for (let i = 0; i < 60 && Date.now() - quietSince < 11_000; i += 1) {
      await sleep(1000);
      const now = await query();
      if (now.rowsWritten !== last.rowsWritten || now.rowsRead - last.rowsRead > 50) {
        quietSince = Date.now();
      }
      last = now;
    }
    const info = await redis.info('stats');
    ownCommands += 1;
    const commands = Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
    return {
      ...last,
      // Every query of this reader but the last has been reported, a second or more ago.
      transactions: last.transactions - (ownQueries - 1),
      redisCommands: commands - ownCommands,
      ...storeCpuMs(),
      at: performance.now(),
    };
  };

  await read();
  const atRest = storeCpuMs();
  await sleep(REST_MS);
  const rest = Object.fromEntries(
    Object.entries(storeCpuMs()).map(([name, ms]) => [name, (ms - atRest[name]) / REST_MS]),
  );

  return {
    /** The stores' CPU at rest, in ms a millisecond for each counter of storeCpuMs. */
    rest,
    read,
    /** The counters' growth from `before` to `after` per unit of work, the rest taken off. */
    workPerUnit(before, after, units) {
      const windowMs = after.at - before.at;
      return Object.fromEntries(
        Object.keys(after)
          .filter((name) => name !== 'at')
          .map((name) => {
            const grown = after[name] - before[name] - (rest[name] ?? 0) * windowMs;
            return [name, Math.max(0, grown) / Math.max(1, units)];
          }),
      );
    },
    async close() {
      await db.end().catch(() => undefined);
      redis.disconnect();
    },
  };
}

/** "stores at rest: PostgreSQL 0.0 ms of CPU a second, Redis 2.0 ms". */
function formatRest(rest) {
  return `stores at rest: PostgreSQL ${(rest.postgresCpuMs * 1000).toFixed(1)} ms of CPU a second, Redis ${(rest.redisCpuMs * 1000).toFixed(1)} ms (taken off each figure)`;
}

/** "PostgreSQL 4.0 transactions, 12.5 rows written, 30.1 read, 3.2 ms CPU · Redis 41.2 commands, 0.9 ms CPU". */
function formatStoreWork(work) {
  const f = (n) => n.toFixed(1);
  return (
    `PostgreSQL ${f(work.transactions)} transactions, ${f(work.rowsWritten)} rows written, ${f(work.rowsRead)} read, ${work.postgresCpuMs.toFixed(2)} ms CPU` +
    ` · Redis ${f(work.redisCommands)} commands, ${work.redisCpuMs.toFixed(2)} ms CPU`
  );
}

module.exports = { openStoreCounters, formatRest, formatStoreWork };

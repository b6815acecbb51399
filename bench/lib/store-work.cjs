// What the stores did for a measured stretch of work: PostgreSQL transactions and rows in the
// bench deployment's own database (pg_stat_database), Redis commands (INFO stats), and the CPU
// the PostgreSQL and Redis server processes used (/proc). The last two count the whole server,
// so run the bench on a quiet machine. bench/scaling/model.cjs sizes the stores from these.
const { readdirSync } = require('node:fs');
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

async function readCounters(databaseUrl, redisUrl) {
  const db = new Client({ connectionString: databaseUrl });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    await db.connect();
    const read = async () => {
      const { rows } = await db.query(PG_COUNTERS);
      return Object.fromEntries(
        Object.entries(rows[0]).map(([name, value]) => [name, Number(value)]),
      );
    };
    // A backend reports its counts when it goes idle, but at most once a second: counts held
    // back then wait up to 10 s (PostgreSQL's idle flush). Read until nothing has moved for 11 s.
    // The reads are transactions too: a few, against hundreds of plans or thousands of reads.
    let last = await read();
    let quietSince = Date.now();
    for (let i = 0; i < 60 && Date.now() - quietSince < 11_000; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await read();
      if (now.rowsWritten !== last.rowsWritten || now.rowsRead - last.rowsRead > 50) {
        quietSince = Date.now();
      }
      last = now;
    }
    const info = await redis.info('stats');
    const commands = Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
    return { ...last, redisCommands: commands, ...storeCpuMs() };
  } finally {
    await db.end().catch(() => undefined);
    redis.disconnect();
  }
}

/** The counters' growth from `before` to `after`, per unit of work. */
function storeWorkPerUnit(before, after, units) {
  return Object.fromEntries(
    Object.keys(after).map((name) => [name, (after[name] - before[name]) / Math.max(1, units)]),
  );
}

/** "PostgreSQL 4.0 transactions, 12.5 rows written, 30.1 read, 3.2 ms CPU · Redis 41.2 commands, 0.9 ms CPU". */
function formatStoreWork(work) {
  const f = (n) => n.toFixed(1);
  return (
    `PostgreSQL ${f(work.transactions)} transactions, ${f(work.rowsWritten)} rows written, ${f(work.rowsRead)} read, ${work.postgresCpuMs.toFixed(2)} ms CPU` +
    ` · Redis ${f(work.redisCommands)} commands, ${work.redisCpuMs.toFixed(2)} ms CPU`
  );
}

module.exports = { readCounters, storeWorkPerUnit, formatStoreWork };

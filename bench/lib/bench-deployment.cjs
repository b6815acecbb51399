// A throwaway distributed deployment for a benchmark: its own database, Redis prefix and NATS
// subject prefix on the machine's PostgreSQL, Redis and NATS, apps as separate processes. Needs a build
// (`npx nx run-many -t build`).
// The contracts' DTOs carry decorator metadata: it must be loaded before any of them.
require('reflect-metadata');
const { startDistributed, freePort } = require('../../launcher/dist/index.js');
const {
  createTestDatabase,
  createTestKeyPrefix,
  createTestNatsPrefix,
} = require('../../libs/platform/dist/testing/index.js');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/**
 * BENCH_CPU_PROF=<dir>: every app process writes a V8 CPU profile there when it stops (open it in
 * Chrome DevTools, or summarise it with bench/lib/profile-summary.cjs).
 */
function profileApps(dir) {
  const {
    APP_NODE_OPTIONS,
    APP_PROCESSES,
  } = require('../../launcher/dist/distributed/app-processes.js');
  // The apps' own options, then the profiler's: the same however many deployments are started.
  for (const app of Object.values(APP_PROCESSES)) {
    app.execArgv = [...APP_NODE_OPTIONS, '--cpu-prof', `--cpu-prof-dir=${dir}`];
  }
}

/**
 * `options` go to startDistributed as they are: `{ metricsPorts }` gives apps an ops port
 * (`GET /metrics`), listed in the result's `metricsUrls`.
 */
async function startBenchDeployment(label, extraEnv = {}, options = {}) {
  if (process.env.BENCH_CPU_PROF) profileApps(process.env.BENCH_CPU_PROF);
  const database = await createTestDatabase(label);
  const keys = createTestKeyPrefix(label);
  const nats = createTestNatsPrefix(label);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const dataDir = mkdtempSync(join(tmpdir(), `roadbook-${label}-`));
  const port = await freePort();
  const roadbook = await startDistributed(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: keys.prefix,
      ...nats.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...extraEnv,
    },
    () => undefined,
    options,
  );
  return {
    url: roadbook.url,
    databaseUrl: database.url,
    redisUrl,
    queuePrefix: keys.prefix,
    metricsUrls: roadbook.metricsUrls,
    roadbook,
    async stop() {
      await roadbook.stop();
      await keys.clean();
      await nats.clean();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

module.exports = { startBenchDeployment, percentile };

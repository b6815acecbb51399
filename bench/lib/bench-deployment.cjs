// A throwaway distributed deployment for a benchmark: its own database and Redis prefix on the
// machine's PostgreSQL and Redis, apps as separate processes on loopback. Needs a build
// (`npx nx run-many -t build`).
const { startDistributed, freePort } = require('../../launcher/dist/index.js');
const {
  createTestDatabase,
  createTestKeyPrefix,
} = require('../../libs/platform/dist/testing/index.js');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

async function startBenchDeployment(label, extraEnv = {}) {
  const database = await createTestDatabase(label);
  const keys = createTestKeyPrefix(label);
  const dataDir = mkdtempSync(join(tmpdir(), `roadbook-${label}-`));
  const [port, auth, trips, blog, media] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const roadbook = await startDistributed(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: keys.prefix,
      AUTH_PORT: String(auth),
      TRIPS_PORT: String(trips),
      BLOG_PORT: String(blog),
      MEDIA_PORT: String(media),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...extraEnv,
    },
    () => undefined,
  );
  return {
    url: roadbook.url,
    databaseUrl: database.url,
    roadbook,
    async stop() {
      await roadbook.stop();
      await keys.clean();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

module.exports = { startBenchDeployment, percentile };

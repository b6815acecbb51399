import { freePort, startDistributed, type DistributedRoadbook } from '@roadbook/launcher';
import {
  createTestDatabase,
  createTestKeyPrefix,
  TEST_REDIS_URL,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForHealthStatus } from './support/health';
import { describeRunningRoadbook } from './support/running-roadbook.checks';

/**
 * Distributed mode as separate processes on loopback, against the machine's PostgreSQL and
 * Redis. With E2E_BASE_URL set, the same checks run against that deployment instead.
 */
describe('Roadbook in distributed mode', () => {
  const target = process.env.E2E_BASE_URL;
  const keys = createTestKeyPrefix('e2e');
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let roadbook: DistributedRoadbook | undefined;
  const logs: string[] = [];

  beforeAll(async () => {
    if (target) return;
    database = await createTestDatabase('e2e');
    dataDir = mkdtempSync(join(tmpdir(), 'roadbook-e2e-'));
    const [port, auth, trips, blog, media] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    roadbook = await startDistributed(
      {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: keys.prefix,
        AUTH_PORT: String(auth),
        TRIPS_PORT: String(trips),
        BLOG_PORT: String(blog),
        MEDIA_PORT: String(media),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      (app, line) => logs.push(`[${app}] ${line}`),
    );
  });

  afterAll(async () => {
    await roadbook?.stop();
    await keys.clean();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const baseUrl = () => target ?? roadbook!.url;

  describeRunningRoadbook(baseUrl);

  if (target) return;

  it('turns /api/health to 503 naming a killed service, and back to 200 once it is restarted', async () => {
    await roadbook!.supervisor.kill('trips');
    const down = await waitForHealthStatus(baseUrl(), 503);
    expect(down.body.status).toBe('down');
    expect(down.body.parts.trips).toMatchObject({ status: 'down' });
    expect(down.body.parts.trips.error).toMatch(/trips service unreachable/);
    expect(down.body.parts.auth).toMatchObject({ status: 'up' });

    roadbook!.supervisor.start('trips');
    const up = await waitForHealthStatus(baseUrl(), 200);
    expect(up.body.parts.trips).toMatchObject({ status: 'up' });
  });

  it('names the workers when no worker takes jobs, and recovers when one starts', async () => {
    await roadbook!.supervisor.stop('workers');
    const down = await waitForHealthStatus(baseUrl(), 503);
    expect(down.body.parts.workers).toMatchObject({
      status: 'down',
      error: 'no worker took the ping job',
    });

    roadbook!.supervisor.start('workers');
    await waitForHealthStatus(baseUrl(), 200);
  });

  it('stops every process on SIGTERM through its shutdown hooks', async () => {
    await roadbook!.stop();
    // Nest closes the app, then re-raises the signal it was sent; a crash would show a code.
    const exits = logs.filter((line) => / exited \(/.test(line)).slice(-6);
    expect(
      exits.map((line) => line.replace(/^\[(\w+)\] exited \((.+)\)$/, '$1 $2')).sort(),
    ).toEqual(
      ['auth', 'blog', 'gateway', 'media', 'trips', 'workers'].map((app) => `${app} SIGTERM`),
    );
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@roadbook/launcher';
import { Redis } from 'ioredis';
import { CANYON_PLAN } from './support/accounts-and-trips';
import { waitForHealthStatus } from './support/health';
import { HttpSession } from './support/http-session';
import { itineraryRowsPerTrip } from './support/itinerary-rows';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * Redis restarted while plans are being made, as a production Redis restarts: with its
 * append-only file, so the queues come back with it. A Redis of the test's own (the machine's is
 * shared with other tests), restarted for real. Every trip is completed exactly once, and the
 * rate limits and health recover.
 */
let dir: string;
let port: number;
let redis: ChildProcess | undefined;
let deployment: TestDeployment | undefined;

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '""'].concat([
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ]),
    { stdio: 'ignore' },
  );
  await until(async () => {
    const client = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  });
}

async function stopRedis(): Promise<void> {
  const running = redis;
  redis = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM'); // Redis flushes its append-only file and exits.
  await exited;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'roadbook-redis-'));
  port = await freePort();
  await startRedis();
  deployment = await startTestDeployment('redis-restart', {
    REDIS_URL: `redis://127.0.0.1:${port}`,
    WORKER_CONCURRENCY: '1',
  });
});

afterAll(async () => {
  await deployment?.stop();
  await stopRedis();
  rmSync(dir, { recursive: true, force: true });
});

async function statuses(session: HttpSession, ids: number[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => (await session.get(`/trips/${id}`)).body.generationStatus as string),
  );
}

it('completes every trip exactly once across Redis restarts, and recovers limits and health', async () => {
  const { supervisor } = deployment!.roadbook;
  const visitor = new HttpSession(deployment!.baseUrl);
  // With no worker running, every plan waits in the queue through the first restart.
  await supervisor.stop('workers');
  const ids: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const { status, body } = await visitor.post('/trips', { ...CANYON_PLAN, name: `Canyon ${i}` });
    expect(status).toBe(201);
    ids.push(body.id);
  }
  await stopRedis();
  await startRedis();
  expect(new Set(await statuses(visitor, ids))).toEqual(new Set(['generating']));

  // The second restart comes while a worker is taking the queued plans one by one.
  supervisor.start('workers');
  await until(async () => (await statuses(visitor, ids)).includes('ready'));
  await stopRedis();
  await startRedis();

  await until(async () => (await statuses(visitor, ids)).every((s) => s !== 'generating'));
  expect(new Set(await statuses(visitor, ids))).toEqual(new Set(['ready']));
  const rows = await itineraryRowsPerTrip(deployment!.databaseUrl, ids);
  expect(ids.map((id) => rows.get(id))).toEqual(ids.map(() => 1));

  await waitForHealthStatus(deployment!.baseUrl, 200, 60_000);
  // The rate limits live in Redis too: planning works again.
  const after = await visitor.post('/trips', { ...CANYON_PLAN, name: 'After the restart' });
  expect(after.status).toBe(201);
});

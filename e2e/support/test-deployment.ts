import {
  APP_NAMES,
  freePort,
  startDistributed,
  type AppName,
  type DistributedRoadbook,
} from '@roadbook/launcher';
import {
  createTestDatabase,
  createTestKeyPrefix,
  createTestNatsPrefix,
  TEST_REDIS_URL,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeploymentEndpoints } from './shared-deployment';

/**
 * bcrypt's cost for the passwords the suite's deployments hash: its least. The suite signs up
 * and in hundreds of times, and at the product's cost (12, the password hasher's own spec checks
 * it) that was a tenth of a lane's CPU; hashing, checking and the rate limits around them behave
 * the same at any cost.
 */
export const TEST_PASSWORD_HASH_COST = 4;

/** A deployment of a spec's own, which it may stop, kill and restart part by part. */
export interface TestDeployment extends DeploymentEndpoints {
  roadbook: DistributedRoadbook;
  /** Each app's ops port (`…/metrics`), when started with `{ metrics: true }`. */
  metricsUrls: Partial<Record<AppName, string>>;
  logs: string[];
  stop(): Promise<void>;
}

export interface TestDeploymentOptions {
  /**
   * An ops port for each app. Off by default: a second instance of an app (a test that scales
   * workers out) would be given the same port.
   */
  metrics?: boolean;
  /** Receives each line the apps print, as it comes, besides `logs`. */
  onLog?: (line: string) => void;
  /**
   * Start again an app that dies, as `npm run start:distributed` does. Off by default: most
   * specs kill a part to watch the system notice it is gone.
   */
  restartWhenAppsDie?: boolean;
}

/**
 * Distributed mode on loopback for one test file: its own database, Redis key prefix, NATS
 * subject prefix, port, S3 folder and mail outbox, all removed by `stop()`. Specs that leave the system as they found
 * it use the run's shared deployment instead (shared-deployment.ts).
 */
export async function startTestDeployment(
  label: string,
  extraEnv: NodeJS.ProcessEnv = {},
  { metrics = false, onLog, restartWhenAppsDie = false }: TestDeploymentOptions = {},
): Promise<TestDeployment> {
  const database: TestDatabase = await createTestDatabase(label);
  const keys = createTestKeyPrefix(label);
  const nats = createTestNatsPrefix(label);
  const dataDir = mkdtempSync(join(tmpdir(), `roadbook-${label}-`));
  const outboxDir = join(dataDir, 'outbox');
  const port = await freePort();
  const metricsPorts: Partial<Record<AppName, number>> = metrics
    ? Object.fromEntries(await Promise.all(APP_NAMES.map(async (app) => [app, await freePort()])))
    : {};
  const logs: string[] = [];
  const cleanup = async () => {
    await keys.clean();
    await nats.clean();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const roadbook = await startDistributed(
      {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: keys.prefix,
        ...nats.env,
        DATA_DIR: dataDir,
        MAIL_OUTBOX_DIR: outboxDir,
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
        ...extraEnv,
      },
      (app, line) => {
        logs.push(`[${app}] ${line}`);
        onLog?.(`[${app}] ${line}`);
      },
      { metricsPorts, restartWhenAppsDie },
    );
    return {
      roadbook,
      baseUrl: roadbook.url,
      databaseUrl: database.url,
      queuePrefix: keys.prefix,
      outboxDir,
      natsEnv: nats.env,
      metricsUrls: Object.fromEntries(
        Object.entries(metricsPorts).map(([app, port]) => [
          app,
          `http://127.0.0.1:${port}/metrics`,
        ]),
      ),
      logs,
      async stop() {
        await roadbook.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

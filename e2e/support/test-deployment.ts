import {
  APP_NAMES,
  freePort,
  startDistributed,
  type AppName,
  type DistributedRoadbook,
} from '@roadbook/launcher';
import type { ServiceName } from '@roadbook/contracts';
import {
  createTestDatabase,
  createTestKeyPrefix,
  TEST_REDIS_URL,
  TEST_TRANSPORT_SECRET,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeploymentEndpoints } from './shared-deployment';

/** A deployment of a spec's own, which it may stop, kill and restart part by part. */
export interface TestDeployment extends DeploymentEndpoints {
  roadbook: DistributedRoadbook;
  /** Where each service listens on loopback, and the secret its callers sign with. */
  servicePorts: Record<ServiceName, number>;
  transportSecret: string;
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
}

/**
 * Distributed mode on loopback for one test file: its own database, Redis key prefix, ports,
 * S3 folder and mail outbox, all removed by `stop()`. Specs that leave the system as they found
 * it use the run's shared deployment instead (shared-deployment.ts).
 */
export async function startTestDeployment(
  label: string,
  extraEnv: NodeJS.ProcessEnv = {},
  { metrics = false, onLog }: TestDeploymentOptions = {},
): Promise<TestDeployment> {
  const database: TestDatabase = await createTestDatabase(label);
  const keys = createTestKeyPrefix(label);
  const dataDir = mkdtempSync(join(tmpdir(), `roadbook-${label}-`));
  const outboxDir = join(dataDir, 'outbox');
  const [port, auth, trips, blog, media] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const metricsPorts: Partial<Record<AppName, number>> = metrics
    ? Object.fromEntries(await Promise.all(APP_NAMES.map(async (app) => [app, await freePort()])))
    : {};
  const logs: string[] = [];
  const cleanup = async () => {
    await keys.clean();
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
        AUTH_PORT: String(auth),
        TRIPS_PORT: String(trips),
        BLOG_PORT: String(blog),
        MEDIA_PORT: String(media),
        DATA_DIR: dataDir,
        MAIL_OUTBOX_DIR: outboxDir,
        LOG_LEVEL: 'warn',
        TRANSPORT_SECRET: TEST_TRANSPORT_SECRET,
        ...extraEnv,
      },
      (app, line) => {
        logs.push(`[${app}] ${line}`);
        onLog?.(`[${app}] ${line}`);
      },
      { metricsPorts },
    );
    return {
      roadbook,
      baseUrl: roadbook.url,
      databaseUrl: database.url,
      queuePrefix: keys.prefix,
      outboxDir,
      servicePorts: { auth, trips, blog, media },
      transportSecret: extraEnv.TRANSPORT_SECRET ?? TEST_TRANSPORT_SECRET,
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

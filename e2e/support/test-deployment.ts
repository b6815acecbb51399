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

export interface TestDeployment {
  roadbook: DistributedRoadbook;
  baseUrl: string;
  databaseUrl: string;
  /** The Redis key prefix of this deployment's queues. */
  queuePrefix: string;
  outboxDir: string;
  /** Where each service listens, for a command run beside the deployment. */
  servicePorts: { auth: number; trips: number; blog: number; media: number };
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Distributed mode on loopback for one test file: its own database, Redis key prefix, ports,
 * S3 folder and mail outbox, all removed by `stop()`.
 */
export async function startTestDeployment(
  label: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<TestDeployment> {
  const database: TestDatabase = await createTestDatabase(label);
  const keys = createTestKeyPrefix(label);
  const dataDir = mkdtempSync(join(tmpdir(), `roadbook-${label}-`));
  const outboxDir = join(dataDir, 'outbox');
  const [port, auth, trips, blog, media] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
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
        ...extraEnv,
      },
      (app, line) => logs.push(`[${app}] ${line}`),
    );
    return {
      roadbook,
      baseUrl: roadbook.url,
      databaseUrl: database.url,
      queuePrefix: keys.prefix,
      outboxDir,
      servicePorts: { auth, trips, blog, media },
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

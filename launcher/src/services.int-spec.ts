import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { authService } from '@roadbook/auth-service';
import { blogService } from '@roadbook/blog-service';
import { HealthPatterns, type ServiceHealth, type ServiceName } from '@roadbook/contracts';
import { mediaService } from '@roadbook/media-service';
import {
  ServiceEnv,
  serviceClientProxy,
  startService,
  validateEnv,
  type StartOptions,
} from '@roadbook/platform';
import {
  createTestDatabase,
  createTestNatsPrefix,
  type TestDatabase,
  type TestNatsPrefix,
} from '@roadbook/platform/testing';
import { tripsService } from '@roadbook/trips-service';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { firstValueFrom } from 'rxjs';
import { startEmbeddedS3, type EmbeddedS3 } from './local/embedded-s3';

interface ServiceUnderTest {
  name: ServiceName;
  start: (options: StartOptions) => Promise<INestMicroservice>;
  tables: string[];
}

const SERVICES: ServiceUnderTest[] = [
  {
    name: 'auth',
    start: (options) => startService(authService, options),
    tables: ['migrations', 'sessions', 'users'],
  },
  {
    name: 'trips',
    start: (options) => startService(tripsService, options),
    tables: ['migrations', 'trip_itineraries', 'trips'],
  },
  {
    name: 'blog',
    start: (options) => startService(blogService, options),
    tables: ['analytics_batches', 'analytics_daily_counts', 'blog_posts', 'migrations'],
  },
  {
    name: 'media',
    start: (options) => startService(mediaService, options),
    tables: ['migrations', 'uploads'],
  },
];

describe.each(SERVICES)('the $name service', ({ name, start, tables }) => {
  let database: TestDatabase;
  let s3: EmbeddedS3;
  let s3Dir: string;
  let env: NodeJS.ProcessEnv;
  let nats: TestNatsPrefix;

  beforeAll(async () => {
    database = await createTestDatabase(name);
    nats = createTestNatsPrefix(name);
    s3Dir = mkdtempSync(join(tmpdir(), 'roadbook-s3-'));
    s3 = await startEmbeddedS3(s3Dir, 'roadbook-test');
    env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '2',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'roadbook-test',
      LOG_LEVEL: 'error',
      ...nats.env,
    };
  });

  afterAll(async () => {
    await s3.stop();
    rmSync(s3Dir, { recursive: true, force: true });
    await database.drop();
    await nats.clean();
  });

  async function withService(work: (client: ClientProxy) => Promise<void>): Promise<void> {
    const app = await start({ env, shutdownHooks: false });
    const client = serviceClientProxy(validateEnv(ServiceEnv, env), 'services-int-spec', 10_000);
    try {
      await work(client);
    } finally {
      await client.close();
      await app.close();
    }
  }

  it('migrates its own schema and reports itself healthy over the transport', async () => {
    await withService(async (client) => {
      const health = await firstValueFrom(client.send<ServiceHealth>(HealthPatterns[name], {}));
      expect(health.status).toBe('up');
      expect(health.checks.database.status).toBe('up');
      if (name === 'media') expect(health.checks.storage.status).toBe('up');
    });
    expect(await tablesIn(database.url, name)).toEqual(tables);
  });

  it('starts again on the same database without migrating twice', async () => {
    const migrationsBefore = await migrationCount(database.url, name);
    await withService(async (client) => {
      const health = await firstValueFrom(client.send<ServiceHealth>(HealthPatterns[name], {}));
      expect(health.status).toBe('up');
    });
    expect(migrationsBefore).toBeGreaterThan(0);
    expect(await migrationCount(database.url, name)).toBe(migrationsBefore);
  });
});

async function migrationCount(url: string, schema: string): Promise<number> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ count: string }>(
      `SELECT count(*) FROM "${schema}"."migrations"`,
    );
    return Number(rows[0].count);
  } finally {
    await pg.end();
  }
}

async function tablesIn(url: string, schema: string): Promise<string[]> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [schema],
    );
    return rows.map((row) => row.table_name);
  } finally {
    await pg.end();
  }
}

import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../config/config.module';
import { DatabaseEnv } from '../config/env.schemas';
import { validateEnv } from '../config/validate-env';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DatabaseModule } from './database.module';
import { postgresPool } from './pool-metrics';

let database: TestDatabase;
const contexts: INestApplicationContext[] = [];

beforeAll(async () => {
  database = await createTestDatabase('database-module');
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await database?.drop();
});

/** A service's database module on `env`, started, and the pool behind it. */
async function servicePool(env: Record<string, string> = {}): Promise<Pool> {
  @Module({
    imports: [
      ConfigModule.forRoot(validateEnv(DatabaseEnv, { DATABASE_URL: database.url, ...env })),
      DatabaseModule.forService({ schema: 'pooled', entities: [], migrations: [] }),
    ],
  })
  class ServiceModule {}
  const context = await NestFactory.createApplicationContext(ServiceModule, { logger: false });
  contexts.push(context);
  return postgresPool(context.get(DataSource)) as unknown as Pool;
}

describe('a service pool', () => {
  it('keeps an unused connection for a minute by default, through the lulls between bursts', async () => {
    const pool = await servicePool();
    expect(pool.options.idleTimeoutMillis).toBe(60_000);
    expect(pool.options.max).toBe(10);
  });

  it('closes a connection once it has been unused for DATABASE_POOL_IDLE_MS', async () => {
    const pool = await servicePool({ DATABASE_POOL_IDLE_MS: '100' });
    expect(pool.options.idleTimeoutMillis).toBe(100);
    await pool.query('SELECT 1');
    expect(pool.idleCount).toBe(1);
    // The connection the migrations used may have closed before the query opened another: the
    // pool is waited on until it holds none.
    await new Promise<void>((resolve) => {
      const emptied = () => (pool.totalCount === 0 ? resolve() : pool.once('remove', emptied));
      emptied();
    });
  });

  it('keeps its connections for good with DATABASE_POOL_IDLE_MS=0, as local mode asks', async () => {
    const pool = await servicePool({ DATABASE_POOL_IDLE_MS: '0' });
    // pg's own rule: no timeout at all, not an immediate close.
    expect(pool.options.idleTimeoutMillis).toBe(0);
    await pool.query('SELECT 1');
    expect(pool.idleCount).toBe(1);
  });
});

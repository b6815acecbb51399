import { DataSource } from 'typeorm';
import type { ServiceDatabaseOptions } from './database.module';
import { ensureSchema } from './ensure-schema';

/**
 * A service's own schema opened outside the running service, for a command that must work
 * before (or without) it: creating the first admin, seeding content. Its migrations run first,
 * so it works on a fresh database; one connection, closed when the work is done.
 */
export async function withServiceDatabase<T>(
  databaseUrl: string,
  database: ServiceDatabaseOptions,
  work: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  await ensureSchema(databaseUrl, database.schema);
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    schema: database.schema,
    entities: database.entities,
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    extra: { max: 1 },
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

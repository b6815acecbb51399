import { DataSource } from 'typeorm';
import type { ServiceDatabaseOptions } from './database.module';
import { migrateServiceSchema } from './migrate-service-schema';

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
    await migrateServiceSchema(dataSource, database.schema);
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

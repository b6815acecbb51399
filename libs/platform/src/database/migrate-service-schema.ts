import { MigrationExecutor, type DataSource } from 'typeorm';

/** The advisory lock's first key: Roadbook's migrations, apart from any other use of such locks. */
const MIGRATIONS_LOCK = 'roadbook.migrations';

/**
 * Makes a service's schema and runs its migrations, one process at a time. Replicas started
 * together on a fresh database would otherwise race: PostgreSQL's `CREATE SCHEMA IF NOT EXISTS`
 * fails with a duplicate key for all but one of two sessions doing it at once, and two sessions
 * running the same migration collide on its tables, each failure stopping a replica's start.
 * The lock is PostgreSQL's own, an advisory lock keyed by the schema, taken by the connection
 * that then does the work: released when the work is done, or with that connection when the
 * process dies holding it.
 */
export async function migrateServiceSchema(dataSource: DataSource, schema: string): Promise<void> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  const key = [MIGRATIONS_LOCK, schema];
  try {
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', key);
    try {
      await lockHolder.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await new MigrationExecutor(dataSource, lockHolder).executePendingMigrations();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', key);
    }
  } finally {
    await lockHolder.release();
  }
}

import { Client } from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrateServiceSchema } from './migrate-service-schema';

const SCHEMA = 'replicated';

class CreateRides1700000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "${SCHEMA}"."rides" ("id" SERIAL PRIMARY KEY)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${SCHEMA}"."rides"`);
  }
}

let database: TestDatabase;
let reader: Client;
const dataSources: DataSource[] = [];

beforeAll(async () => {
  database = await createTestDatabase('migrate');
  reader = new Client({ connectionString: database.url });
  await reader.connect();
});

afterAll(async () => {
  await Promise.all(dataSources.map((dataSource) => dataSource.destroy()));
  await reader?.end();
  await database?.drop();
});

/** A replica's connection to the service's schema, as the database module opens it. */
async function replica(): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    schema: SCHEMA,
    migrations: [CreateRides1700000000000],
    migrationsTableName: 'migrations',
    extra: { max: 1 },
  });
  dataSources.push(dataSource);
  return dataSource.initialize();
}

it('makes the schema and runs each migration once when replicas start together', async () => {
  const replicas = await Promise.all([replica(), replica(), replica(), replica()]);
  // On a fresh database, without the lock, all but one would fail: `CREATE SCHEMA IF NOT
  // EXISTS` at once is a duplicate key in pg_namespace, and the migration's table a duplicate.
  await Promise.all(replicas.map((dataSource) => migrateServiceSchema(dataSource, SCHEMA)));

  const { rows } = await reader.query<{ name: string }>(
    `SELECT name FROM "${SCHEMA}"."migrations"`,
  );
  expect(rows.map(({ name }) => name)).toEqual(['CreateRides1700000000000']);
  const rides = await reader.query(`SELECT count(*)::int AS n FROM "${SCHEMA}"."rides"`);
  expect(rides.rows).toEqual([{ n: 0 }]);
  // And lets the lock go: nobody holds it now.
  const { rows: held } = await reader.query(
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  expect(held).toEqual([{ n: 0 }]);
});

import { Client } from 'pg';

/**
 * TypeORM keeps each service's migrations table inside the service's schema, so the schema
 * must exist before the first migration runs.
 */
export async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

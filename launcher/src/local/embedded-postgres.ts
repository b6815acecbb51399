import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../free-port';
import { embeddedPostgresOptions } from './embedded-postgres-options';
import { PGliteWireServer } from './pglite-wire-server';
import { copyPostgresTemplate, PG_VERSION } from './postgres-template';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL inside this process: PGlite with its data under `dataDir`, served over the wire
 * protocol on loopback so the services connect exactly as they do to a real server, with a
 * password made afresh at each start, so that other users and programs on the machine cannot.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  // A new data folder starts as a copy of the build's freshly initialised one, when there is one.
  if (!existsSync(join(dataDir, PG_VERSION))) copyPostgresTemplate(dataDir);
  const db = await PGlite.create(dataDir, embeddedPostgresOptions());
  const port = await freePort();
  const password = randomBytes(24).toString('hex');
  const server = new PGliteWireServer(db, password);
  await server.listen(port);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}

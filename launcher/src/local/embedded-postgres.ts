import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { freePort } from '../free-port';
import { PGliteWireServer } from './pglite-wire-server';

/**
 * PostgreSQL's settings for local mode, beside PGlite's own. Its default of 128 MB of shared
 * buffers sits in this process's memory once touched, for a database that holds a few tens of
 * megabytes; 16 MB keeps the hot pages (the files stay in the system's page cache behind them)
 * and takes about 75 MB off local mode's memory (docs/performance.md, "Local mode at rest").
 */
const EMBEDDED_POSTGRES_SETTINGS = { shared_buffers: '16MB' } as const;

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
  const db = await PGlite.create(dataDir, {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
  });
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

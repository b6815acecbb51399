import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { ChildProcess } from 'node:child_process';
import { startEmbeddedInChild } from './embedded-postgres.testing';
import { POSTGRES_TEMPLATE_COMMENT } from './postgres-template';

/** Local mode's database on loopback: only a client given this start's password gets in. */
describe('the embedded PostgreSQL', () => {
  let dataDir: string;
  let postgres: { url: string; child: ChildProcess };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'roadbook-embedded-pg-'));
    postgres = await startEmbeddedInChild(dataDir);
  });

  afterAll(() => {
    postgres?.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What `SELECT 1` answers through `url`, or the error that stopped it. */
  async function selectOne(url: string): Promise<unknown> {
    const client = new Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.query('SELECT 1 AS one')).rows;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  it('answers a client that gives the password it was started with', async () => {
    expect(new URL(postgres.url).password).toMatch(/^[0-9a-f]{48}$/);
    expect(await selectOne(postgres.url)).toEqual([{ one: 1 }]);
    // Side by side too: each connection proves itself on its own.
    const answers = await Promise.all([1, 2, 3].map(() => selectOne(postgres.url)));
    expect(answers).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
  });

  it('refuses a superuser login without the password, or with another one', async () => {
    const url = new URL(postgres.url);
    for (const password of ['', 'postgres', `${url.password}x`]) {
      url.password = password;
      expect(await selectOne(url.toString())).toMatch(/password authentication failed|password/);
    }
    expect(await selectOne(postgres.url)).toEqual([{ one: 1 }]);
  });

  it("starts a new data folder from the build's template rather than initialising one", async () => {
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = 'postgres'",
      );
      expect(rows).toEqual([{ comment: POSTGRES_TEMPLATE_COMMENT }]);
    } finally {
      await client.end();
    }
  });

  it('runs with shared buffers sized for a local database, not the 128 MB of a server', async () => {
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    try {
      expect((await client.query('SHOW shared_buffers')).rows).toEqual([
        { shared_buffers: '16MB' },
      ]);
    } finally {
      await client.end();
    }
  });

  it('hands a NOTIFY to the connection that LISTENs, whichever connection sent it', async () => {
    // What BullMQ does on PostgreSQL: a worker's connection waits on LISTEN, and a job added
    // through another connection (another process, even) notifies it.
    const worker = new Client({ connectionString: postgres.url });
    const producer = new Client({ connectionString: postgres.url });
    await Promise.all([worker.connect(), producer.connect()]);
    try {
      await worker.query('-- as BullMQ subscribes\nLISTEN bullmq_jobs;');
      const heard = new Promise((resolve) => worker.once('notification', resolve));
      await producer.query("SELECT pg_notify('bullmq_jobs', 'itinerary')");
      expect(await heard).toMatchObject({ channel: 'bullmq_jobs', payload: 'itinerary' });
      // The notifier's own reply is whole without it, and both connections go on working.
      expect((await producer.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
      expect((await worker.query('SELECT 3 AS three')).rows).toEqual([{ three: 3 }]);
    } finally {
      await Promise.all([worker.end(), producer.end()]);
    }
  });
});

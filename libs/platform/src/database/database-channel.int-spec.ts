import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DatabaseChannel } from './database-channel';

/** What a channel heard, with a way to wait for the next thing of each kind. */
function recordingListener() {
  const payloads: string[] = [];
  let listenings = 0;
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  return {
    payloads,
    listenings: () => listenings,
    onNotification: (payload: string) => {
      payloads.push(payload);
      wake();
    },
    onListening: () => {
      listenings += 1;
      wake();
    },
    /** Resolves once `check` holds, looking again after each thing heard. */
    async until(check: () => boolean): Promise<void> {
      while (!check()) await new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}

let database: TestDatabase;
let sender: Client;

beforeAll(async () => {
  database = await createTestDatabase('channel');
  sender = new Client({ connectionString: database.url });
  await sender.connect();
});

afterAll(async () => {
  await sender?.end();
  await database?.drop();
});

it('hears what a committed transaction notifies, and nothing of one rolled back', async () => {
  const heard = recordingListener();
  const channel = new DatabaseChannel(database.url, 'trip_changes', heard);
  try {
    await channel.start();
    expect(heard.listenings()).toBe(1);

    await sender.query('BEGIN');
    await sender.query("SELECT pg_notify('trip_changes', 'rolled back')");
    await sender.query('ROLLBACK');
    await sender.query("SELECT pg_notify('other_channel', 'elsewhere')");
    await sender.query("SELECT pg_notify('trip_changes', '42')");

    await heard.until(() => heard.payloads.length > 0);
    expect(heard.payloads).toEqual(['42']);
  } finally {
    await channel.close();
  }
});

it('listens again after losing its connection, and says so', async () => {
  const heard = recordingListener();
  const channel = new DatabaseChannel(database.url, 'trip_changes', heard);
  try {
    await channel.start();
    await sender.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await heard.until(() => heard.listenings() === 2);

    await sender.query("SELECT pg_notify('trip_changes', '7')");
    await heard.until(() => heard.payloads.length > 0);
    expect(heard.payloads).toEqual(['7']);
  } finally {
    await channel.close();
  }
});

it('refuses a channel name it would have to quote', () => {
  const ignore = { onNotification: () => undefined, onListening: () => undefined };
  expect(() => new DatabaseChannel(database.url, 'trips; DROP TABLE x', ignore)).toThrow(
    'not a channel name',
  );
});

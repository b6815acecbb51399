import { randomBytes } from 'node:crypto';
import { connect, type Msg } from 'nats';
import { largeBodiesBucket } from '../transport/nats-large-bodies';
import { natsSubject } from '../transport/nats-transport';

export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

export interface TestNatsPrefix {
  /** The variables that put an app on the test NATS under this prefix. */
  env: { SERVICE_TRANSPORT: 'nats'; NATS_URL: string; NATS_SUBJECT_PREFIX: string };
  /** Removes what the prefix left on the server (the large bodies' bucket, if one was made). */
  clean(): Promise<void>;
}

/**
 * A subject prefix of its own on the real NATS for one test run: the apps it starts hear only
 * each other, whatever else runs on the server.
 */
export function createTestNatsPrefix(label = 'test'): TestNatsPrefix {
  const prefix = `roadbook_${label.replace(/[^A-Za-z0-9_-]/g, '_')}_${randomBytes(4).toString('hex')}`;
  return {
    env: { SERVICE_TRANSPORT: 'nats', NATS_URL: TEST_NATS_URL, NATS_SUBJECT_PREFIX: prefix },
    async clean() {
      const connection = await connect({ servers: TEST_NATS_URL });
      try {
        const streams = await connection.jetstreamManager();
        await streams.streams.delete(`OBJ_${largeBodiesBucket(prefix)}`).catch(() => false);
      } catch {
        // A server without JetStream made no bucket.
      } finally {
        await connection.close();
      }
    },
  };
}

export interface NatsCallCount {
  /** Calls NATS has carried on the watched patterns since the watch began, resent ones too. */
  count(): number;
  /**
   * The count once a round trip with the server has passed: every call the server carried before
   * this was asked is in it (a call whose answer the test already has, say).
   */
  countSoFar(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Counts the calls apps under a test prefix send on `patterns`, as NATS carries them to whichever
 * replica takes each: how a test knows its calls are out (in a replica's hands, or its socket's)
 * before it does something to that replica. `about`, when given, counts only the calls whose
 * data it holds true for (a test's own trip among the calls of a deployment others use too).
 */
export async function countNatsCalls(
  env: TestNatsPrefix['env'],
  patterns: string[],
  about: (data: unknown) => boolean = () => true,
): Promise<NatsCallCount> {
  const connection = await connect({ servers: env.NATS_URL });
  let count = 0;
  const decoder = new TextDecoder();
  const dataOf = (message: Msg): unknown => {
    try {
      return (JSON.parse(decoder.decode(message.data)) as { data?: unknown }).data;
    } catch {
      return undefined;
    }
  };
  for (const pattern of patterns) {
    connection.subscribe(natsSubject(env.NATS_SUBJECT_PREFIX, pattern), {
      callback: (_error, message) => {
        if (about(dataOf(message))) count += 1;
      },
    });
  }
  // Subscribed on the server before the test sends anything.
  await connection.flush();
  return {
    count: () => count,
    countSoFar: () => connection.flush().then(() => count),
    close: () => connection.close(),
  };
}

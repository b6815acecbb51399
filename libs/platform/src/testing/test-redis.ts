import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestKeyPrefix {
  prefix: string;
  /** Deletes every key under the prefix. */
  clean(): Promise<void>;
}

/** A key prefix of its own for one test run on the real Redis. */
export function createTestKeyPrefix(label = 'test'): TestKeyPrefix {
  const prefix = `roadbook-${label}-${randomBytes(4).toString('hex')}`;
  return {
    prefix,
    async clean() {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

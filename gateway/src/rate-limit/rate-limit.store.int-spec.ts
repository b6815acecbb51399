import { createTestKeyPrefix, TEST_REDIS_URL } from '@roadbook/platform/testing';
import { Redis } from 'ioredis';
import { RedisRateLimitStore } from './rate-limit.store';

/** The store every gateway of a deployment shares, on the real Redis. */
describe('RedisRateLimitStore', () => {
  const keys = createTestKeyPrefix('rate-limit-store');
  // Two stores: two gateways of one deployment.
  const stores = [0, 1].map(() => new RedisRateLimitStore(TEST_REDIS_URL, keys.prefix));

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.onApplicationShutdown()));
    await keys.clean();
  });

  it('gives callers asking together turns one behind another, across gateways', async () => {
    const spacing = 1_000;
    const waits = await Promise.all(
      Array.from({ length: 10 }, (_, caller) =>
        stores[caller % 2].takeTurn('login:turn:rider@example.com', spacing, 3_500),
      ),
    );
    const given = waits.filter((wait): wait is number => wait !== null).sort((a, b) => a - b);
    // Turns at 0, 1, 2 and 3 s (less the moments the calls took); the fifth would be 4 s away.
    expect(given).toHaveLength(4);
    expect(given.map((wait) => Math.round(wait / spacing))).toEqual([0, 1, 2, 3]);
    expect(waits.filter((wait) => wait === null)).toHaveLength(6);
  });

  it('counts hits per key within the window', async () => {
    const counts = await Promise.all(
      Array.from({ length: 5 }, (_, caller) =>
        stores[caller % 2].hit(['login:ip:1.2.3.4'], 60_000),
      ),
    );
    expect(counts.flat().sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts several keys in one call, each in a window that starts with its first hit', async () => {
    expect(await stores[0].hit(['plan:ip:5.6.7.8'], 60_000)).toEqual([1]);
    expect(await stores[1].hit(['plan:ip:5.6.7.8', 'plan:caller:user:9'], 60_000)).toEqual([2, 1]);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const ttls = await Promise.all(
        ['plan:ip:5.6.7.8', 'plan:caller:user:9'].map((key) =>
          redis.pttl(`${keys.prefix}:rate:${key}`),
        ),
      );
      // Both expire within the window; a later hit does not push the window on.
      for (const ttl of ttls) expect(ttl).toBeGreaterThan(0);
      for (const ttl of ttls) expect(ttl).toBeLessThanOrEqual(60_000);
      await stores[0].hit(['plan:caller:user:9'], 600_000);
      expect(await redis.pttl(`${keys.prefix}:rate:plan:caller:user:9`)).toBeLessThanOrEqual(
        60_000,
      );
    } finally {
      await redis.quit();
    }
  });
});

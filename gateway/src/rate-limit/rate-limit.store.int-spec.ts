import { createTestKeyPrefix, TEST_REDIS_URL } from '@roadbook/platform/testing';
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
      Array.from({ length: 5 }, (_, caller) => stores[caller % 2].hit('login:ip:1.2.3.4', 60_000)),
    );
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

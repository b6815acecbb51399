import type { Trip } from '@roadbook/contracts';
import type { ServiceClient } from '@roadbook/platform';
import { FEATURED_TRIPS_TTL_MS, FeaturedTripsCache } from './featured-trips.cache';

function countingClient(answers: Array<Trip[] | Error>) {
  const client = {
    calls: 0,
    send: () => {
      const answer = answers[Math.min(client.calls, answers.length - 1)];
      client.calls += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return client;
}

const trip = (id: number) => ({ id }) as Trip;

describe('FeaturedTripsCache', () => {
  afterEach(() => jest.useRealTimers());

  it('answers from memory within the TTL and asks again after it', async () => {
    jest.useFakeTimers({ now: 0 });
    const client = countingClient([[trip(1)], [trip(1), trip(2)]]);
    const cache = new FeaturedTripsCache(client as unknown as ServiceClient);
    await expect(cache.list()).resolves.toEqual([trip(1)]);
    await cache.list();
    expect(client.calls).toBe(1);
    jest.setSystemTime(FEATURED_TRIPS_TTL_MS + 1);
    await expect(cache.list()).resolves.toHaveLength(2);
    expect(client.calls).toBe(2);
  });

  it('forgets the list at once when an admin changes it', async () => {
    const client = countingClient([[trip(1)], []]);
    const cache = new FeaturedTripsCache(client as unknown as ServiceClient);
    await cache.list();
    cache.invalidate();
    await expect(cache.list()).resolves.toEqual([]);
  });

  it('does not keep a failed read', async () => {
    const client = countingClient([new Error('trips service down'), [trip(3)]]);
    const cache = new FeaturedTripsCache(client as unknown as ServiceClient);
    await expect(cache.list()).rejects.toThrow('trips service down');
    await expect(cache.list()).resolves.toEqual([trip(3)]);
  });
});

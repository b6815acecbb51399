import { SystemEvents, type Trip } from '@roadbook/contracts';
import { EventBus, type QueueEnv, type ServiceClient } from '@roadbook/platform';
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

const trip = (id: number) => ({ id, slug: `trip-${id}`, name: `Trip ${id}` }) as Trip;
/** The events of one process, as local mode has them. */
const events = () => new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
const cacheOf = (client: ReturnType<typeof countingClient>, bus = events()) =>
  new FeaturedTripsCache(client as unknown as ServiceClient, bus);

describe('FeaturedTripsCache', () => {
  afterEach(() => jest.useRealTimers());

  it('answers from memory within the TTL and asks again after it', async () => {
    jest.useFakeTimers({ now: 0 });
    const client = countingClient([[trip(1)], [trip(1), trip(2)]]);
    const cache = cacheOf(client);
    await expect(cache.list()).resolves.toEqual([trip(1)]);
    await cache.list();
    expect(client.calls).toBe(1);
    jest.setSystemTime(FEATURED_TRIPS_TTL_MS + 1);
    await expect(cache.list()).resolves.toHaveLength(2);
    expect(client.calls).toBe(2);
  });

  it('forgets the list at once when a call through this gateway changes a trip', async () => {
    const client = countingClient([[trip(1)], []]);
    const cache = cacheOf(client);
    await cache.list();
    cache.changedHere(1);
    await expect(cache.list()).resolves.toEqual([]);
    cache.onModuleDestroy();
  });

  it('forgets the list when the trips service says a featured trip changed, and knows who is on it', async () => {
    const client = countingClient([[trip(1)], [trip(2)]]);
    const bus = events();
    const cache = cacheOf(client, bus);
    await cache.list();
    expect([cache.isListed(1), cache.isListed(2)]).toEqual([true, false]);
    await bus.publish(SystemEvents.featuredTripChanged, { tripId: 1 });
    await expect(cache.list()).resolves.toEqual([trip(2)]);
    expect([cache.isListed(1), cache.isListed(2)]).toEqual([false, true]);
    cache.onModuleDestroy();
  });

  it('serialises the list once per read of it, as the API answers it', async () => {
    const client = countingClient([[trip(1), trip(2)]]);
    const cache = cacheOf(client);
    const first = await cache.listJson();
    expect(JSON.parse(first)).toEqual([trip(1), trip(2)]);
    expect(await cache.listJson()).toBe(first);
    expect(client.calls).toBe(1);
  });

  it("answers a listed trip's public view by id or slug, serialised once, and nothing else", async () => {
    const client = countingClient([[trip(1), trip(2)]]);
    const cache = cacheOf(client);
    const byId = await cache.listedTripJson({ id: 2 });
    expect(JSON.parse(byId!)).toEqual(trip(2));
    expect(await cache.listedTripJson({ id: 2 })).toBe(byId);
    expect(JSON.parse((await cache.listedTripJson({ slug: 'trip-1' }))!)).toEqual(trip(1));
    expect(await cache.listedTripJson({ id: 3 })).toBeUndefined();
    expect(await cache.listedTripJson({ slug: 'trip-3' })).toBeUndefined();
    expect(client.calls).toBe(1);
  });

  it("forgets the list when a listed trip's itinerary settles, and only then", async () => {
    const settled = { ...trip(1), generationStatus: 'ready' } as Trip;
    const client = countingClient([[trip(1)], [settled]]);
    const bus = events();
    const cache = cacheOf(client, bus);
    await cache.listedTripJson({ id: 1 });
    await bus.publish(SystemEvents.generationSettled, { tripId: 7, version: 1, status: 'ready' });
    expect(client.calls).toBe(1);
    await bus.publish(SystemEvents.generationSettled, { tripId: 1, version: 2, status: 'ready' });
    expect(JSON.parse((await cache.listedTripJson({ id: 1 }))!)).toEqual(settled);
    expect(client.calls).toBe(2);
    cache.onModuleDestroy();
  });

  it('does not keep a failed read', async () => {
    const client = countingClient([new Error('trips service down'), [trip(3)]]);
    const cache = cacheOf(client);
    await expect(cache.list()).rejects.toThrow('trips service down');
    await expect(cache.list()).resolves.toEqual([trip(3)]);
  });
});

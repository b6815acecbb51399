import { SystemEvents, type PublicTrip, type Trip } from '@roadbook/contracts';
import { EventBus, type QueueEnv } from '@roadbook/platform';
import { OWN_TRIPS_KEPT, OwnTripsCache } from './own-trips.cache';

const RIDER = 7;
const OTHER = 8;

function ownTrip(id: number, changes: Partial<Trip> = {}): Trip {
  return { id, userId: RIDER, name: `Trip ${id}`, generationStatus: 'ready', ...changes } as Trip;
}

/** The trips service as the cache sees it: each call answers the trip as it is now. */
function tripsService(initial: Trip | PublicTrip) {
  const service = {
    trip: initial,
    calls: 0,
    ask: () => {
      service.calls += 1;
      return Promise.resolve(service.trip);
    },
  };
  return service;
}

/** The events of one process, as local mode has them. */
const events = () => new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);

const TTL_S = 60;

describe('OwnTripsCache', () => {
  let bus: EventBus;
  let cache: OwnTripsCache;

  beforeEach(() => {
    bus = events();
    cache = new OwnTripsCache({ OWN_TRIP_CACHE_TTL_S: TTL_S }, bus);
  });

  afterEach(() => {
    cache.onModuleDestroy();
    jest.useRealTimers();
  });

  it("answers an owner's settled trip from memory, the JSON the service's answer makes", async () => {
    const service = tripsService(ownTrip(1));
    const first = await cache.read(1, RIDER, service.ask);
    expect(first).toEqual({ json: JSON.stringify(ownTrip(1)), cache: 'MISS' });
    expect(await cache.read(1, RIDER, service.ask)).toEqual({ ...first, cache: 'HIT' });
    expect(service.calls).toBe(1);
  });

  it('never answers anyone but the owner from memory', async () => {
    const service = tripsService(ownTrip(1));
    await cache.read(1, RIDER, service.ask);
    // An admin reading a rider's trip gets the whole trip, asked for each time.
    expect((await cache.read(1, OTHER, service.ask)).cache).toBe('MISS');
    expect((await cache.read(1, OTHER, service.ask)).cache).toBe('MISS');
    expect(service.calls).toBe(3);
  });

  it('keeps neither a public view nor a trip whose itinerary is still being made', async () => {
    const featured = { id: 2, name: 'Featured' } as PublicTrip;
    const publicView = tripsService(featured);
    await cache.read(2, OTHER, publicView.ask);
    expect((await cache.read(2, OTHER, publicView.ask)).cache).toBe('MISS');

    const generating = tripsService(ownTrip(3, { generationStatus: 'generating' }));
    await cache.read(3, RIDER, generating.ask);
    expect((await cache.read(3, RIDER, generating.ask)).cache).toBe('MISS');
  });

  it('drops a trip when the database says it changed, or that any may have', async () => {
    const service = tripsService(ownTrip(1));
    const other = tripsService(ownTrip(2));
    await cache.read(1, RIDER, service.ask);
    await cache.read(2, RIDER, other.ask);

    service.trip = ownTrip(1, { name: 'Renamed' });
    await bus.publish(SystemEvents.tripChanged, { tripId: 1 });
    expect(JSON.parse((await cache.read(1, RIDER, service.ask)).json)).toMatchObject({
      name: 'Renamed',
    });
    expect((await cache.read(2, RIDER, other.ask)).cache).toBe('HIT');

    await bus.publish(SystemEvents.tripChanged, { allTrips: true });
    expect((await cache.read(1, RIDER, service.ask)).cache).toBe('MISS');
    expect((await cache.read(2, RIDER, other.ask)).cache).toBe('MISS');
  });

  it('drops a trip when its itinerary settles, and when this gateway forwards a write to it', async () => {
    const service = tripsService(ownTrip(1));
    await cache.read(1, RIDER, service.ask);
    await bus.publish(SystemEvents.generationSettled, { tripId: 1, version: 2, status: 'ready' });
    expect((await cache.read(1, RIDER, service.ask)).cache).toBe('MISS');
    cache.forget(1);
    expect((await cache.read(1, RIDER, service.ask)).cache).toBe('MISS');
  });

  it('does not keep a read that was under way when the trip changed', async () => {
    let answer!: (trip: Trip) => void;
    const slow = () => new Promise<Trip>((resolve) => (answer = resolve));
    const reading = cache.read(1, RIDER, slow);
    await bus.publish(SystemEvents.tripChanged, { tripId: 1 });
    answer(ownTrip(1, { name: 'As it was' }));
    // The caller gets its answer; the next reader asks again.
    expect((await reading).cache).toBe('MISS');
    const service = tripsService(ownTrip(1, { name: 'As it is' }));
    expect(JSON.parse((await cache.read(1, RIDER, service.ask)).json)).toMatchObject({
      name: 'As it is',
    });
    expect((await cache.read(1, RIDER, service.ask)).cache).toBe('HIT');
  });

  it('asks again once a kept trip is older than its TTL', async () => {
    jest.useFakeTimers({ now: 0 });
    const service = tripsService(ownTrip(1));
    await cache.read(1, RIDER, service.ask);
    jest.setSystemTime(TTL_S * 1000 - 1);
    expect((await cache.read(1, RIDER, service.ask)).cache).toBe('HIT');
    jest.setSystemTime(TTL_S * 1000);
    expect((await cache.read(1, RIDER, service.ask)).cache).toBe('MISS');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const none = new OwnTripsCache({ OWN_TRIP_CACHE_TTL_S: 0 }, bus);
    const service = tripsService(ownTrip(1));
    await none.read(1, RIDER, service.ask);
    expect((await none.read(1, RIDER, service.ask)).cache).toBe('MISS');
    none.onModuleDestroy();
  });

  it('keeps at most OWN_TRIPS_KEPT trips, letting the longest kept go first', async () => {
    for (let id = 1; id <= OWN_TRIPS_KEPT + 1; id++) {
      await cache.read(id, RIDER, tripsService(ownTrip(id)).ask);
    }
    expect((await cache.read(1, RIDER, tripsService(ownTrip(1)).ask)).cache).toBe('MISS');
    expect((await cache.read(OWN_TRIPS_KEPT + 1, RIDER, tripsService(ownTrip(1)).ask)).cache).toBe(
      'HIT',
    );
  });

  it('lets a failed read through and keeps nothing of it', async () => {
    const failing = () => Promise.reject(new Error('trips service unavailable'));
    await expect(cache.read(1, RIDER, failing)).rejects.toThrow('trips service unavailable');
    expect((await cache.read(1, RIDER, tripsService(ownTrip(1)).ask)).cache).toBe('MISS');
  });
});

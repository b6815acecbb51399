import { TripMessages } from '@roadbook/contracts';
import { serviceRefusal } from '@roadbook/platform/testing';
import type { EntityManager, Repository } from 'typeorm';
import { TripItineraryEntity } from '../trips/entities/trip-itinerary.entity';
import { TripEntity } from '../trips/entities/trip.entity';
import { ItineraryStore } from './itinerary-store';

/** A stored version with two days of activities; day 1's second one already has its photo. */
function storedRow(): TripItineraryEntity {
  return Object.assign(new TripItineraryEntity(), {
    id: 40,
    tripId: 12,
    version: 3,
    overview: 'Red rock.',
    totalDistance: '354 miles',
    mapData: {},
    facts: { travelMode: 'motorcycle' },
    createdAt: new Date('2026-11-01T10:00:00Z'),
    itinerary: {
      days: [
        {
          day: 1,
          activities: [{ title: 'Ride' }, { title: 'Arches', imageUrl: '/api/media/a.webp' }],
        },
        { day: 2, activities: [{ title: 'Ride' }] },
      ],
      rideTips: [],
    },
  });
}

/** The store on a fake repository holding `rows`, its manager recording updates. */
function storeWith(rows: TripItineraryEntity[]) {
  const updates: unknown[][] = [];
  const find = ({ tripId, version }: { tripId: number; version: number }) =>
    rows.find((r) => r.tripId === tripId && r.version === version) ?? null;
  const manager = {
    findOne: (_entity: unknown, { where }: { where: { tripId: number; version: number } }) =>
      Promise.resolve(find(where)),
    update: (...args: unknown[]) => {
      updates.push(args);
      return Promise.resolve({ affected: 1 });
    },
  } as unknown as EntityManager;
  const repository = {
    findOneBy: (where: { tripId: number; version: number }) => Promise.resolve(find(where)),
    manager: { transaction: <T>(work: (m: EntityManager) => Promise<T>) => work(manager) },
  } as unknown as Repository<TripItineraryEntity>;
  return { store: new ItineraryStore(repository), updates };
}

function trip(fields: Partial<TripEntity>): TripEntity {
  return Object.assign(new TripEntity(), { id: 12, version: 3, ...fields });
}

describe('ItineraryStore', () => {
  it("reads the trip's current version as the API answers it", async () => {
    const { store } = storeWith([storedRow()]);
    await expect(store.current(trip({ generationStatus: 'ready' }))).resolves.toMatchObject({
      version: 3,
      overview: 'Red rock.',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    await expect(store.current(trip({ version: 4 }))).resolves.toBeNull();
  });

  it('says why there is no itinerary: not ready while generating, the reason once failed', async () => {
    const { store } = storeWith([]);
    await expect(
      serviceRefusal(store.require(trip({ generationStatus: 'generating' }))),
    ).resolves.toEqual({ code: 'not-ready', message: TripMessages.itineraryNotReady });
    await expect(
      serviceRefusal(
        store.require(trip({ generationStatus: 'failed', generationError: 'no road' })),
      ),
    ).resolves.toEqual({
      code: 'not-found',
      message: `${TripMessages.generationFailed}: no road`,
    });
  });

  it('gives the workers the version they were queued for, and not-found for one that is gone', async () => {
    const { store } = storeWith([storedRow()]);
    await expect(store.requireVersion(12, 3)).resolves.toMatchObject({ version: 3 });
    await expect(serviceRefusal(store.requireVersion(12, 2))).resolves.toMatchObject({
      code: 'not-found',
    });
  });

  it('gives photos to activities without one, keeps those they have, and writes once', async () => {
    const row = storedRow();
    const { store, updates } = storeWith([row]);
    const photo = (day: number, activity: number) => ({
      day,
      activity,
      imageUrl: `/api/media/${day}-${activity}.webp`,
    });
    await expect(
      store.addThumbnails(12, 3, [photo(1, 0), photo(1, 1), photo(2, 0), photo(2, 5), photo(9, 0)]),
    ).resolves.toBe(2);
    const days = row.itinerary.days;
    expect(days[0].activities.map((a) => a.imageUrl)).toEqual([
      '/api/media/1-0.webp',
      '/api/media/a.webp',
    ]);
    expect(days[1].activities[0].imageUrl).toBe('/api/media/2-0.webp');
    expect(updates).toEqual([[TripItineraryEntity, { id: 40 }, { itinerary: row.itinerary }]]);
  });

  it('writes nothing for a version that is gone, or when every activity has its photo', async () => {
    const { store, updates } = storeWith([storedRow()]);
    await expect(
      store.addThumbnails(12, 9, [{ day: 1, activity: 0, imageUrl: '/api/media/x.webp' }]),
    ).resolves.toBe(0);
    await expect(
      store.addThumbnails(12, 3, [{ day: 1, activity: 1, imageUrl: '/api/media/x.webp' }]),
    ).resolves.toBe(0);
    expect(updates).toEqual([]);
  });
});

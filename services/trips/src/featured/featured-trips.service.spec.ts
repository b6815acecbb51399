import { FeaturingMessages, TripMessages } from '@roadbook/contracts';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import { PlanTripDto, JobNames, SystemEvents } from '@roadbook/contracts';
import { heardEvents, serviceRefusal } from '@roadbook/platform/testing';
import { fakeTripsWorld } from '../testing/fake-use-cases';
import { FeaturedTripsService } from './featured-trips.service';

const ADMIN = { userId: 1, role: 'admin' as const };
const RIDER = { userId: 7, role: 'user' as const };

function featuring() {
  const { trips, jobs, lifecycle, events, featuredChanges } = fakeTripsWorld();
  return {
    trips,
    jobs,
    events,
    service: new FeaturedTripsService(trips.asRepository(), lifecycle, featuredChanges),
  };
}

describe('FeaturedTripsService on a fake repository', () => {
  it('features for admins only, with a slug from the name and a share link it made', async () => {
    const { trips, service } = featuring();
    const trip = trips.add({ name: 'Canyon Loop', userId: RIDER.userId });
    await expect(serviceRefusal(service.feature(trip.id, true, RIDER))).resolves.toEqual({
      code: 'forbidden',
      message: TripMessages.adminsOnly,
    });
    const featured = await service.feature(trip.id, true, ADMIN);
    expect(featured).toMatchObject({ isFeatured: true, slug: `canyon-loop-${trip.id}` });
    expect(trip).toMatchObject({
      featuredBy: ADMIN.userId,
      isPublic: true,
      shareOrigin: 'featuring',
    });
    expect(trip.shareableId).toMatch(/^[\w-]{12}$/);
  });

  it("unfeaturing withdraws the link featuring made, keeps the owner's own, and keeps the slug", async () => {
    const { trips, service } = featuring();
    const madeHere = trips.add({ name: 'A' });
    const ownersLink = trips.add({
      name: 'B',
      shareableId: 'owner-link-1',
      isPublic: true,
      shareOrigin: 'owner',
    });
    for (const trip of [madeHere, ownersLink]) await service.feature(trip.id, true, ADMIN);
    await service.feature(madeHere.id, false, ADMIN);
    await service.feature(ownersLink.id, false, ADMIN);
    expect(madeHere).toMatchObject({
      isFeatured: false,
      shareableId: null,
      isPublic: false,
      slug: `a-${madeHere.id}`,
    });
    expect(ownersLink).toMatchObject({
      isFeatured: false,
      shareableId: 'owner-link-1',
      isPublic: true,
    });
  });

  it('tells every gateway when a trip joins or leaves the list, and when a seeded one comes', async () => {
    const { trips, events, service } = featuring();
    const { heard, stop } = heardEvents(events, SystemEvents.featuredTripChanged);
    const announced = () => heard.map(({ tripId }) => tripId);
    try {
      const trip = trips.add({ name: 'Canyon Loop' });
      await service.feature(trip.id, true, ADMIN);
      await service.feature(trip.id, true, ADMIN, { description: 'Red rock and switchbacks.' });
      await service.feature(trip.id, false, ADMIN);
      expect(announced()).toEqual([trip.id, trip.id, trip.id]);
      const { trip: seeded } = await service.seedFeatured(
        'pacific-coast',
        'The ocean on your right.',
        plainToInstance(PlanTripDto, planInput({ name: 'Pacific Coast' })),
        ADMIN,
      );
      expect(announced()).toEqual([trip.id, trip.id, trip.id, seeded.id]);
      // Seeded again (sent again when its replica was lost, maybe before it announced): again.
      await service.seedFeatured(
        'pacific-coast',
        'The ocean on your right.',
        plainToInstance(PlanTripDto, planInput({ name: 'Pacific Coast' })),
        ADMIN,
      );
      expect(announced()).toEqual([trip.id, trip.id, trip.id, seeded.id, seeded.id]);
    } finally {
      stop();
    }
  });

  it('refuses words when unfeaturing, and a slug another trip has, under the slug field', async () => {
    const { trips, service } = featuring();
    trips.add({ name: 'Taken', slug: 'red-rocks' });
    const trip = trips.add({ name: 'Mine' });
    await expect(
      serviceRefusal(service.feature(trip.id, false, ADMIN, { slug: 'x' })),
    ).resolves.toEqual({
      code: 'invalid-input',
      message: FeaturingMessages.onlyWhenFeaturing,
    });
    await expect(
      serviceRefusal(service.feature(trip.id, true, ADMIN, { slug: 'red-rocks' })),
    ).resolves.toEqual({
      code: 'conflict',
      message: FeaturingMessages.slugTaken,
      errors: { slug: [FeaturingMessages.slugTaken] },
    });
    await expect(serviceRefusal(service.feature(999, true, ADMIN))).resolves.toMatchObject({
      code: 'not-found',
    });
  });

  it('gives cards of the featured trips asked for, in the order asked, and nothing of others', async () => {
    const { trips, service } = featuring();
    const a = trips.add({ name: 'A', isFeatured: true });
    const privateOne = trips.add({ name: 'Private' });
    const b = trips.add({ name: 'B', isFeatured: true });
    const cards = await service.listCards([b.id, privateOne.id, a.id, 999]);
    expect(cards.map((card) => card.id)).toEqual([b.id, a.id]);
  });

  it('opens a page by slug while featured, and for admins after', async () => {
    const { trips, service } = featuring();
    trips.add({ name: 'Was featured', slug: 'old-page', isFeatured: false });
    await expect(serviceRefusal(service.getBySlug('old-page', RIDER))).resolves.toMatchObject({
      code: 'not-found',
    });
    await expect(service.getBySlug('old-page', ADMIN)).resolves.toMatchObject({ slug: 'old-page' });
  });

  it('seeds a featured trip once per slug and queues its itinerary', async () => {
    const { jobs, service } = featuring();
    const plan = plainToInstance(PlanTripDto, planInput({ name: 'Seeded' }));
    const first = await service.seedFeatured('seeded-ride', 'A seeded ride.', plan, ADMIN);
    const again = await service.seedFeatured('seeded-ride', 'A seeded ride.', plan, ADMIN);
    expect(first).toMatchObject({ created: true, trip: { slug: 'seeded-ride', isFeatured: true } });
    expect(again).toMatchObject({ created: false, trip: { id: first.trip.id } });
    expect(jobs.added(JobNames.itineraryGenerate)).toHaveLength(1);
  });

  it('queues the itinerary of a seeded trip found still to be made (its first sending lost)', async () => {
    const { trips, jobs, service } = featuring();
    const plan = plainToInstance(PlanTripDto, planInput({ name: 'Lost' }));
    // What a replica lost between storing the trip and queueing its job leaves.
    const stored = trips.add({
      name: 'Lost',
      slug: 'lost-ride',
      isFeatured: true,
      version: 1,
      generationStatus: 'generating',
    });
    const ready = trips.add({ name: 'Done', slug: 'done-ride', generationStatus: 'ready' });
    await service.seedFeatured('lost-ride', 'A seeded ride.', plan, ADMIN);
    await service.seedFeatured('done-ride', 'A seeded ride.', plan, ADMIN);
    expect(jobs.added(JobNames.itineraryGenerate).map(([, job]) => job.tripId)).toEqual([
      stored.id,
    ]);
    expect(ready.generationStatus).toBe('ready');
    await expect(
      serviceRefusal(service.seedFeatured('x', 'y', plan, RIDER)),
    ).resolves.toMatchObject({
      code: 'forbidden',
    });
  });
});

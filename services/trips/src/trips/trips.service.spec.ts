import {
  IDEMPOTENCY_KEY_HEADER,
  JobIds,
  JobNames,
  PlanSubmissionMessages,
  PlanTripDto,
  SystemEvents,
  TripMessages,
} from '@roadbook/contracts';
import { heardEvents, serviceRefusal } from '@roadbook/platform/testing';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import { fakeTripsWorld } from '../testing/fake-use-cases';
import { modifyTrip } from '../testing/trips-use-cases';
import { TripsService } from './trips.service';

const RIDER = { userId: 7, role: 'user' as const };
const OTHER = { userId: 8, role: 'user' as const };
const ADMIN = { userId: 1, role: 'admin' as const };
const BROWSER = { visitorTokenHash: 'a'.repeat(64) };
const plan = (fields: Parameters<typeof planInput>[0] = {}) =>
  plainToInstance(PlanTripDto, planInput(fields));

function ridersTrips() {
  const world = fakeTripsWorld();
  const service = new TripsService(
    world.trips.asRepository(),
    world.store,
    world.lifecycle,
    world.revisions,
    world.featuredChanges,
    world.tripRows,
  );
  return { ...world, service };
}

describe('TripsService (a rider’s trips) on a fake repository', () => {
  it("stores a visitor's draft for that browser and queues version 1; nobody's is refused", async () => {
    const { service, trips, jobs } = ridersTrips();
    const { trip: draft, replayed } = await service.create(plan(), BROWSER, 'key-1');
    expect(replayed).toBe(false);
    expect(draft).toMatchObject({ userId: null, version: 1, generationStatus: 'generating' });
    expect(trips.rows[0].ownerTokenHash).toBe(BROWSER.visitorTokenHash);
    expect(jobs.added(JobNames.itineraryGenerate).map(([id]) => id)).toEqual([
      JobIds.itineraryGenerate(draft.id, 1),
    ]);
    await expect(serviceRefusal(service.create(plan(), {}, 'key-2'))).resolves.toEqual({
      code: 'invalid-input',
      message: TripMessages.needsOwner,
    });
  });

  it('makes one trip per submission: sent again, the same trip, its job queued again only while it is made', async () => {
    const { service, trips, jobs } = ridersTrips();
    const first = await service.create(plan(), RIDER, 'submission');
    const again = await service.create(plan(), RIDER, 'submission');
    expect(again).toEqual({ trip: first.trip, replayed: true });
    expect(trips.rows).toHaveLength(1);
    // The sending that stored the draft may have been lost before it queued the job: asked
    // again, under the same job id, and the queue keeps one job per id.
    const askedToGenerate = () =>
      jobs.asked
        .filter((job) => job.name === JobNames.itineraryGenerate)
        .map((job) => job.options?.jobId);
    const jobId = JobIds.itineraryGenerate(first.trip.id, 1);
    expect(askedToGenerate()).toEqual([jobId, jobId]);
    expect(jobs.added(JobNames.itineraryGenerate)).toHaveLength(1);
    trips.rows[0].generationStatus = 'ready';
    await expect(service.create(plan(), RIDER, 'submission')).resolves.toMatchObject({
      trip: { id: first.trip.id, generationStatus: 'ready' },
      replayed: true,
    });
    expect(askedToGenerate()).toHaveLength(2);
  });

  it('keeps a key to its sender, and refuses it with another plan', async () => {
    const { service, trips } = ridersTrips();
    const riders = await service.create(plan(), RIDER, 'shared-key');
    const others = await service.create(plan(), OTHER, 'shared-key');
    const visitors = await service.create(plan(), BROWSER, 'shared-key');
    expect(new Set([riders.trip.id, others.trip.id, visitors.trip.id]).size).toBe(3);
    expect([riders, others, visitors].map(({ replayed }) => replayed)).toEqual([
      false,
      false,
      false,
    ]);
    await expect(
      serviceRefusal(service.create(plan({ destination: 'Moab, UT' }), RIDER, 'shared-key')),
    ).resolves.toEqual({
      code: 'conflict',
      message: PlanSubmissionMessages.keyUsedForAnotherPlan,
      errors: { [IDEMPOTENCY_KEY_HEADER]: [PlanSubmissionMessages.keyUsedForAnotherPlan] },
    });
    expect(trips.rows).toHaveLength(3);
  });

  it('lets the rider who signs up in that browser save the draft, and no other browser', async () => {
    const { service } = ridersTrips();
    const { trip: draft } = await service.create(plan(), BROWSER, 'key');
    await expect(serviceRefusal(service.save(draft.id, BROWSER))).resolves.toMatchObject({
      code: 'not-signed-in',
    });
    await expect(
      serviceRefusal(service.save(draft.id, { ...OTHER, visitorTokenHash: 'b'.repeat(64) })),
    ).resolves.toEqual({ code: 'not-found', message: TripMessages.noTripToSave });
    const saved = await service.save(draft.id, { ...RIDER, ...BROWSER });
    expect(saved).toMatchObject({ userId: RIDER.userId, isSaved: true });
    // Sent again (its replica lost with the first answer: RETRIABLE_PATTERNS), the same answer.
    await expect(service.save(draft.id, { ...RIDER, ...BROWSER })).resolves.toEqual(saved);
  });

  it('renames in place and re-plans a new route as the next version (Modify)', async () => {
    const { service, trips, jobs } = ridersTrips();
    const trip = trips.add({ userId: RIDER.userId });
    await expect(
      service.replans(trip.id, plan({ name: 'Renamed' }), RIDER, 'new-submission'),
    ).resolves.toBe(false);
    await expect(
      modifyTrip(service, trip.id, plan({ name: 'Renamed' }), RIDER),
    ).resolves.toMatchObject({
      name: 'Renamed',
      version: 1,
    });
    const moved = plan({ destination: 'Grand Junction, CO' });
    await expect(service.replans(trip.id, moved, RIDER, 'new-submission')).resolves.toBe(true);
    await expect(modifyTrip(service, trip.id, moved, RIDER)).resolves.toMatchObject({ version: 2 });
    expect(jobs.added(JobNames.itineraryGenerate).map(([, job]) => job.version)).toEqual([2]);
  });

  it('makes a new version once per Modify: sent again, the trip as it left it, its job asked again', async () => {
    const { service, trips, jobs } = ridersTrips();
    const trip = trips.add({ userId: RIDER.userId });
    const moved = plan({ destination: 'Grand Junction, CO' });
    const first = await service.update(trip.id, moved, RIDER, 'modify-1');
    expect(first).toMatchObject({ trip: { version: 2 }, replayed: false });
    // Sent again, it makes nothing, so it re-plans nothing (the plan limits are not asked).
    await expect(service.replans(trip.id, moved, RIDER, 'modify-1')).resolves.toBe(false);
    await expect(service.update(trip.id, moved, RIDER, 'modify-1')).resolves.toEqual({
      trip: first.trip,
      replayed: true,
    });
    expect(trips.rows[0].version).toBe(2);
    // The sending that wrote version 2 may have been lost before it queued the job.
    const jobId = JobIds.itineraryGenerate(trip.id, 2);
    expect(
      jobs.asked
        .filter((job) => job.name === JobNames.itineraryGenerate)
        .map((job) => job.options?.jobId),
    ).toEqual([jobId, jobId]);
    await expect(
      service.update(trip.id, plan({ destination: 'Durango, CO' }), RIDER, 'modify-2'),
    ).resolves.toMatchObject({ trip: { version: 3 }, replayed: false });
  });

  it('refuses a Modify key sent with another plan, or held by another trip', async () => {
    const { service, trips } = ridersTrips();
    const trip = trips.add({ userId: RIDER.userId });
    const other = trips.add({ userId: RIDER.userId });
    await service.update(trip.id, plan({ destination: 'Grand Junction, CO' }), RIDER, 'modify');
    const refusal = {
      code: 'conflict',
      message: PlanSubmissionMessages.keyUsedForAnotherPlan,
      errors: { [IDEMPOTENCY_KEY_HEADER]: [PlanSubmissionMessages.keyUsedForAnotherPlan] },
    };
    const durango = plan({ destination: 'Durango, CO' });
    await expect(
      serviceRefusal(service.update(trip.id, durango, RIDER, 'modify')),
    ).resolves.toEqual(refusal);
    await expect(
      serviceRefusal(service.update(other.id, durango, RIDER, 'modify')),
    ).resolves.toEqual(refusal);
    expect(trips.rows.map(({ version }) => version)).toEqual([2, 1]);
  });

  it("hides another rider's trip, and refuses changes to a featured one they may read", async () => {
    const { service, trips } = ridersTrips();
    const hidden = trips.add({ userId: RIDER.userId });
    const featured = trips.add({ userId: RIDER.userId, isFeatured: true });
    await expect(
      serviceRefusal(modifyTrip(service, hidden.id, plan(), OTHER)),
    ).resolves.toMatchObject({
      code: 'not-found',
    });
    await expect(serviceRefusal(service.delete(featured.id, OTHER))).resolves.toEqual({
      code: 'forbidden',
      message: TripMessages.notOwner,
    });
    await service.delete(hidden.id, RIDER);
    expect(trips.rows.map((row) => row.id)).toEqual([featured.id]);
  });

  it("keeps a rider's own edits from the public caches, and tells them of a featured trip's", async () => {
    const { service, trips, events } = ridersTrips();
    const { heard, stop } = heardEvents(events, SystemEvents.featuredTripChanged);
    const announced = () => heard.map(({ tripId }) => tripId);
    try {
      const own = trips.add({ userId: RIDER.userId });
      await modifyTrip(service, own.id, plan({ name: 'Renamed' }), RIDER);
      await service.share(own.id, RIDER);
      await service.unshare(own.id, RIDER);
      // The deletion says whether visitors could see the trip, as its announcement does.
      await expect(service.delete(own.id, RIDER)).resolves.toEqual({ wasFeatured: false });
      expect(announced()).toEqual([]);
      // An admin's own trip, featured: its owner's edits are what visitors see.
      const featured = trips.add({ userId: ADMIN.userId, isFeatured: true });
      await modifyTrip(service, featured.id, plan({ name: 'Retitled' }), ADMIN);
      await expect(service.delete(featured.id, ADMIN)).resolves.toEqual({ wasFeatured: true });
      expect(announced()).toEqual([featured.id, featured.id]);
    } finally {
      stop();
    }
  });

  it('shares the same link twice, and unsharing forgets it for good', async () => {
    const { service, trips } = ridersTrips();
    const trip = trips.add({ userId: RIDER.userId });
    const first = await service.share(trip.id, RIDER);
    await expect(service.share(trip.id, RIDER)).resolves.toEqual(first);
    await expect(service.getShared(first.shareableId)).resolves.toMatchObject({
      trip: { id: trip.id },
    });
    await service.unshare(trip.id, RIDER);
    // Sent again (RETRIABLE_PATTERNS), unsharing a trip no longer shared is no refusal.
    await service.unshare(trip.id, RIDER);
    await expect(serviceRefusal(service.getShared(first.shareableId))).resolves.toMatchObject({
      code: 'not-found',
    });
    const again = await service.share(trip.id, RIDER);
    expect(again.shareableId).not.toBe(first.shareableId);
  });
});

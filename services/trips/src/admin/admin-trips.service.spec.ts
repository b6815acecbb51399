import { JobNames, PlanTripDto, TripMessages } from '@roadbook/contracts';
import { serviceRefusal } from '@roadbook/platform/testing';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import { fakeTripsWorld } from '../testing/fake-use-cases';
import { editAsAdmin } from '../testing/trips-use-cases';
import { AdminTripsService } from './admin-trips.service';

const ADMIN = { userId: 1, role: 'admin' as const };
const OWNER = { userId: 7, role: 'user' as const };
const plan = (fields: Parameters<typeof planInput>[0] = {}) =>
  plainToInstance(PlanTripDto, planInput(fields));

function desk() {
  const world = fakeTripsWorld(
    new Map([[1, { overview: 'Red rock and high passes. Four days from Denver.' }]]),
  );
  const service = new AdminTripsService(world.trips.asRepository(), world.store, world.revisions);
  const trip = world.trips.add({ userId: OWNER.userId, description: 'Old words.' });
  return { ...world, service, trip };
}

describe('AdminTripsService on a fake repository', () => {
  it('refuses anyone but an admin before saying whether the trip exists', async () => {
    const { service, trip } = desk();
    for (const id of [trip.id, 999]) {
      await expect(serviceRefusal(service.get(id, OWNER))).resolves.toEqual({
        code: 'forbidden',
        message: TripMessages.adminsOnly,
      });
    }
    await expect(serviceRefusal(service.get(999, ADMIN))).resolves.toMatchObject({
      code: 'not-found',
    });
  });

  it('saves a rename in place, the description taken from the kept overview when emptied', async () => {
    const { service, trip, jobs } = desk();
    const saved = await editAsAdmin(
      service,
      trip.id,
      { plan: plan({ name: 'Renamed' }), description: '  ' },
      ADMIN,
    );
    expect(saved).toMatchObject({
      name: 'Renamed',
      version: 1,
      description: 'Red rock and high passes.',
    });
    expect(jobs.added(JobNames.itineraryGenerate)).toEqual([]);
  });

  it('makes a changed route the next version and queues it, keeping the description given', async () => {
    const { service, trip, jobs } = desk();
    const saved = await editAsAdmin(
      service,
      trip.id,
      { plan: plan({ destination: 'Grand Junction, CO' }), description: 'New words.' },
      ADMIN,
    );
    expect(saved).toMatchObject({
      version: 2,
      generationStatus: 'generating',
      destination: 'Grand Junction, CO',
      description: 'New words.',
    });
    expect(jobs.added(JobNames.itineraryGenerate).map(([, job]) => job.version)).toEqual([2]);
  });

  it('makes a new version once per edit: sent again, the trip as that edit left it', async () => {
    const { service, trip, jobs } = desk();
    const edit = { plan: plan({ destination: 'Grand Junction, CO' }), description: 'New words.' };
    const first = await service.update(trip.id, edit, ADMIN, 'edit-1');
    expect(first).toMatchObject({ trip: { version: 2 }, replayed: false });
    await expect(service.update(trip.id, edit, ADMIN, 'edit-1')).resolves.toEqual({
      trip: first.trip,
      replayed: true,
    });
    expect(trip.version).toBe(2);
    expect(jobs.added(JobNames.itineraryGenerate).map(([, job]) => job.version)).toEqual([2]);
    // The same key with other words is another edit: refused, as a key must name one.
    await expect(
      serviceRefusal(service.update(trip.id, { ...edit, description: 'Other' }, ADMIN, 'edit-1')),
    ).resolves.toMatchObject({ code: 'conflict' });
  });

  it('refuses a changed route the engine cannot plan, under its field, and changes nothing', async () => {
    const { service, trip, jobs } = desk();
    const refused = await serviceRefusal(
      editAsAdmin(service, trip.id, { plan: plan({ destination: 'Denver, CO' }) }, ADMIN),
    );
    expect(refused).toMatchObject({
      code: 'invalid-input',
      errors: { destination: [expect.any(String)] },
    });
    expect(trip).toMatchObject({ version: 1, destination: 'Moab, Utah' });
    expect(jobs.added(JobNames.itineraryGenerate)).toEqual([]);
  });
});

import {
  FeaturingMessages,
  JobIds,
  JobNames,
  PlanTripDto,
  PlanTripMessages,
  SystemEvents,
  type ItineraryResponse,
  type SystemEventPayloads,
  type TripCaller,
} from '@roadbook/contracts';
import { EventBus, type QueueEnv } from '@roadbook/platform';
import { withServiceDatabase } from '@roadbook/platform/database';
import {
  createTestDatabase,
  RecordingJobQueue,
  type TestDatabase,
} from '@roadbook/platform/testing';
import { createTripPlanner } from '@roadbook/planner';
import { planInput, TODAY } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import type { DataSource } from 'typeorm';
import { TRIPS_ENTITIES, TRIPS_MIGRATIONS } from '../trips-service.module';
import { TripItineraryEntity } from './entities/trip-itinerary.entity';
import { TripEntity } from './entities/trip.entity';
import { ANYONE } from './trip-access';
import { AdminTripsService } from '../admin/admin-trips.service';
import { FeaturedTripsService } from '../featured/featured-trips.service';
import { editAsAdmin, modifyTrip, newTrip, tripsUseCases } from '../testing/trips-use-cases';
import { GenerationLifecycle } from '../itineraries/generation-lifecycle';
import { ItineraryStore } from '../itineraries/itinerary-store';
import { TripsService } from './trips.service';

const RIDER: TripCaller = { userId: 7, role: 'user' };
const ADMIN: TripCaller = { userId: 1, role: 'admin' };

/** The plan as the controller hands it on: validated into the form's DTO. */
const PLAN = plainToInstance(
  PlanTripDto,
  planInput({
    startDate: '2027-06-10',
    endDate: '2027-06-11',
    travelMode: 'motorcycle',
    destination: 'Moab, UT',
  }),
);

const PHOTO = { day: 1, activity: 0, imageUrl: '/api/media/first.webp' };

describe('TripsService', () => {
  let database: TestDatabase;
  /** A real result of the engine, so the stored row has the shape a worker sends. */
  let itinerary: ItineraryResponse;

  beforeAll(async () => {
    database = await createTestDatabase('trips-service');
    itinerary = await createTripPlanner().plan(PLAN, TODAY);
  });

  afterAll(async () => {
    await database.drop();
  });

  /**
   * The service on its own schema of the test database, with the job queue in memory and the
   * system events of local mode (in process), each published one recorded.
   */
  function withTrips(
    work: (tools: {
      trips: TripsService;
      featuring: FeaturedTripsService;
      admin: AdminTripsService;
      lifecycle: GenerationLifecycle;
      store: ItineraryStore;
      jobs: RecordingJobQueue;
      settled: SystemEventPayloads['trips.generation.settled'][];
      dataSource: DataSource;
    }) => Promise<void>,
  ) {
    return withServiceDatabase(
      database.url,
      { schema: 'trips', entities: TRIPS_ENTITIES, migrations: TRIPS_MIGRATIONS },
      async (dataSource) => {
        const jobs = new RecordingJobQueue();
        const events = new EventBus({ QUEUE_BACKEND: 'postgres' } as QueueEnv);
        const settled: SystemEventPayloads['trips.generation.settled'][] = [];
        const stop = events.subscribe(SystemEvents.generationSettled, (e) => settled.push(e));
        try {
          await work({
            ...tripsUseCases(dataSource, jobs.asQueue(), events),
            jobs,
            settled,
            dataSource,
          });
        } finally {
          stop();
        }
      },
    );
  }

  it('stores a draft at version 1 and queues its itinerary under the version’s job id', () =>
    withTrips(async ({ trips, jobs }) => {
      const trip = await newTrip(trips, PLAN, RIDER);
      expect(trip).toMatchObject({ version: 1, generationStatus: 'generating', userId: 7 });
      const queued = jobs.added(JobNames.itineraryGenerate);
      expect(queued.map(([id]) => id)).toEqual([JobIds.itineraryGenerate(trip.id, 1)]);
      expect(queued[0][1]).toMatchObject({
        tripId: trip.id,
        version: 1,
        plan: { startLocation: 'Denver, CO', destination: 'Moab, UT' },
      });
    }));

  it('keeps one share link when the trip is shared twice at once (a share sent again)', () =>
    withTrips(async ({ trips }) => {
      const { id } = await newTrip(trips, PLAN, RIDER);
      const both = await Promise.all([trips.share(id, RIDER), trips.share(id, RIDER)]);
      expect(both[1]).toEqual(both[0]);
      expect(await trips.get(id, RIDER)).toMatchObject({ ...both[0], isPublic: true });
    }));

  it('refuses a trip nobody would own', () =>
    withTrips(async ({ trips, jobs }) => {
      await expect(newTrip(trips, PLAN, {})).rejects.toMatchObject({
        error: { code: 'invalid-input' },
      });
      expect(jobs.asked).toEqual([]);
    }));

  it('refuses a plan no road can ride before storing or queueing it, with a message per field', () =>
    withTrips(async ({ trips, jobs, dataSource }) => {
      await expect(
        newTrip(trips, { ...PLAN, destination: 'Reykjavik, Iceland' }, RIDER),
      ).rejects.toMatchObject({
        error: {
          code: 'invalid-input',
          errors: { destination: [expect.stringMatching(/^There is no road from Denver to /)] },
        },
      });
      await expect(
        newTrip(trips, { ...PLAN, destination: 'Denver', startDate: '2020-01-01' }, RIDER),
      ).rejects.toMatchObject({
        error: {
          errors: {
            destination: [PlanTripMessages.sameStartAndDestination],
            startDate: [PlanTripMessages.startDateInPast],
          },
        },
      });
      expect(jobs.asked).toEqual([]);
      const stored = dataSource.getRepository(TripEntity);
      expect(await stored.countBy({ destination: 'Reykjavik, Iceland' })).toBe(0);
    }));

  it('checks a modified plan again, but opens a saved trip whose dates have passed', () =>
    withTrips(async ({ trips, dataSource }) => {
      const created = await newTrip(trips, PLAN, RIDER);
      // A trip saved long ago: its start date has passed since.
      await dataSource
        .getRepository(TripEntity)
        .update({ id: created.id }, { startDate: '2020-06-10', endDate: '2020-06-11' });
      expect(await trips.get(created.id, RIDER)).toMatchObject({ startDate: '2020-06-10' });
      await expect(
        modifyTrip(trips, created.id, { ...PLAN, startDate: '2020-06-10' }, RIDER),
      ).rejects.toMatchObject({
        error: { errors: { startDate: [PlanTripMessages.startDateInPast] } },
      });
    }));

  it('gives a modified plan, and an admin’s edit, the next version and queues each once', () =>
    withTrips(async ({ trips, jobs, lifecycle, admin }) => {
      const created = await newTrip(trips, PLAN, RIDER);
      await lifecycle.complete(created.id, 1, itinerary);

      const modified = await modifyTrip(
        trips,
        created.id,
        { ...PLAN, destination: 'Durango, CO' },
        RIDER,
      );
      expect(modified).toMatchObject({
        version: 2,
        generationStatus: 'generating',
        generationError: null,
        destination: 'Durango, CO',
      });
      const edited = await editAsAdmin(admin, created.id, { plan: PLAN, description: '  ' }, ADMIN);
      expect(edited).toMatchObject({ version: 3, generationStatus: 'generating' });

      expect(jobs.added(JobNames.itineraryGenerate).map(([id, job]) => [id, job.version])).toEqual(
        [1, 2, 3].map((version) => [JobIds.itineraryGenerate(created.id, version), version]),
      );
      expect(jobs.added(JobNames.itineraryGenerate)[1][1].plan.destination).toBe('Durango, CO');
    }));

  it('makes each of two Modify at once a version of its own, and one sent twice at once once', () =>
    withTrips(async ({ trips, jobs, dataSource }) => {
      const { id } = await newTrip(trips, PLAN, RIDER);
      const durango = { ...PLAN, destination: 'Durango, CO' };
      const ouray = { ...PLAN, destination: 'Ouray, CO' };
      const versions = await Promise.all([
        trips.update(id, durango, RIDER, 'to-durango'),
        trips.update(id, ouray, RIDER, 'to-ouray'),
      ]);
      expect(versions.map(({ trip }) => trip.version).sort()).toEqual([2, 3]);
      // Each version's job carries its own plan; the trip holds the last one's.
      const queued = jobs.added(JobNames.itineraryGenerate).map(([, job]) => job);
      const last = queued.find(({ version }) => version === 3)!;
      expect(queued.map(({ version }) => version).sort()).toEqual([1, 2, 3]);
      const stored = await dataSource.getRepository(TripEntity).findOneByOrFail({ id });
      expect(stored).toMatchObject({ version: 3, destination: last.plan.destination });

      const twice = await Promise.all([
        trips.update(id, durango, RIDER, 'sent-twice'),
        trips.update(id, durango, RIDER, 'sent-twice'),
      ]);
      expect(twice.map(({ trip }) => trip.version)).toEqual([4, 4]);
      expect(twice.map(({ replayed }) => replayed).sort()).toEqual([false, true]);
      expect(await trips.get(id, RIDER)).toMatchObject({ version: 4 });
    }));

  describe('an edit that leaves the route alone', () => {
    it('saves a rider’s new name and notes in place: same version and itinerary, nothing queued', () =>
      withTrips(async ({ trips, jobs, settled, lifecycle }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        await lifecycle.complete(id, 1, itinerary);
        const before = await trips.getItinerary(id, RIDER);

        const renamed = await modifyTrip(
          trips,
          id,
          { ...PLAN, name: 'Red rock, slowly', additionalNotes: 'Coffee in Green River' },
          RIDER,
        );
        expect(renamed).toMatchObject({
          version: 1,
          generationStatus: 'ready',
          name: 'Red rock, slowly',
          additionalNotes: 'Coffee in Green River',
        });
        expect(await trips.get(id, RIDER)).toEqual(renamed);
        expect(await trips.getItinerary(id, RIDER)).toEqual(before);
        expect(jobs.added(JobNames.itineraryGenerate)).toHaveLength(1);
        expect(settled).toEqual([{ tripId: id, version: 1, status: 'ready' }]);
      }));

    it('saves an admin’s new description in place, or the kept overview’s first sentence', () =>
      withTrips(async ({ trips, jobs, lifecycle, admin }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        await lifecycle.complete(id, 1, itinerary);
        const before = await trips.getItinerary(id, RIDER);

        const described = await editAsAdmin(
          admin,
          id,
          { plan: PLAN, description: '  Two days of red rock.  ' },
          ADMIN,
        );
        expect(described).toMatchObject({
          version: 1,
          generationStatus: 'ready',
          description: 'Two days of red rock.',
        });
        const cleared = await editAsAdmin(admin, id, { plan: PLAN, description: '' }, ADMIN);
        expect(cleared.description).toMatch(/\w.*[.!?]$/);
        expect(itinerary.overview.startsWith(cleared.description!)).toBe(true);

        expect(await trips.getItinerary(id, RIDER)).toEqual(before);
        expect(jobs.added(JobNames.itineraryGenerate)).toHaveLength(1);
      }));

    it('renames a trip whose dates have passed: the route is not checked again', () =>
      withTrips(async ({ trips, dataSource, lifecycle }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        await lifecycle.complete(id, 1, itinerary);
        await dataSource
          .getRepository(TripEntity)
          .update({ id }, { startDate: '2020-06-10', endDate: '2020-06-11' });
        const past = { ...PLAN, startDate: '2020-06-10', endDate: '2020-06-11' };

        await expect(
          modifyTrip(trips, id, { ...past, name: 'Back then' }, RIDER),
        ).resolves.toMatchObject({ name: 'Back then', version: 1, generationStatus: 'ready' });
      }));

    it('tells ahead which edits plan again, for the callers who may make them', () =>
      withTrips(async ({ trips, lifecycle }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        // Not ready yet: any edit plans again.
        expect(
          await trips.replans(id, { ...PLAN, name: 'Red rock, slowly' }, RIDER, 'new-submission'),
        ).toBe(true);
        await lifecycle.complete(id, 1, itinerary);
        expect(
          await trips.replans(id, { ...PLAN, name: 'Red rock, slowly' }, RIDER, 'new-submission'),
        ).toBe(false);
        expect(
          await trips.replans(id, { ...PLAN, drivingHours: '8-10' }, RIDER, 'new-submission'),
        ).toBe(true);
        await expect(
          trips.replans(id, PLAN, { userId: RIDER.userId! + 1, role: 'user' }, 'new-submission'),
        ).rejects.toThrow();
      }));

    it('still plans a changed route again, and a failed plan sent again unchanged', () =>
      withTrips(async ({ trips, jobs, lifecycle, admin }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        await lifecycle.complete(id, 1, itinerary);

        const longer = await editAsAdmin(
          admin,
          id,
          { plan: { ...PLAN, endDate: '2027-06-12' }, description: 'Three days now.' },
          ADMIN,
        );
        expect(longer).toMatchObject({
          version: 2,
          generationStatus: 'generating',
          endDate: '2027-06-12',
          description: 'Three days now.',
        });
        await lifecycle.fail(id, 2, 'boom');

        const again = await modifyTrip(trips, id, { ...PLAN, endDate: '2027-06-12' }, RIDER);
        expect(again).toMatchObject({ version: 3, generationStatus: 'generating' });
        expect(jobs.added(JobNames.itineraryGenerate).map(([, job]) => job.version)).toEqual([
          1, 2, 3,
        ]);
      }));
  });

  it('keeps a result for a version the plan moved past, without marking the trip ready', () =>
    withTrips(async ({ trips, jobs, settled, dataSource, lifecycle, store }) => {
      const { id } = await newTrip(trips, PLAN, RIDER);
      await modifyTrip(trips, id, PLAN, RIDER);

      await expect(lifecycle.complete(id, 1, itinerary)).resolves.toBe(false);
      expect(await trips.get(id, RIDER)).toMatchObject({
        version: 2,
        generationStatus: 'generating',
      });
      expect(settled).toEqual([]);
      // Kept all the same: a map job of version 1 may still ask for it.
      await expect(store.requireVersion(id, 1)).resolves.toMatchObject({
        overview: itinerary.overview,
      });

      await expect(lifecycle.complete(id, 2, itinerary)).resolves.toBe(true);
      expect(await trips.get(id, RIDER)).toMatchObject({ version: 2, generationStatus: 'ready' });
      expect(settled).toEqual([{ tripId: id, version: 2, status: 'ready' }]);

      // A repeated delivery stores nothing new.
      await lifecycle.complete(id, 2, itinerary);
      expect(await dataSource.getRepository(TripItineraryEntity).countBy({ tripId: id })).toBe(2);
      // Completing queues nothing here: the worker asks for photos when they are on.
      expect(jobs.jobs.map((job) => job.name)).toEqual([
        JobNames.itineraryGenerate,
        JobNames.itineraryGenerate,
      ]);
    }));

  it('gives a trip without a description the overview’s first sentence, and keeps one it has', () =>
    withTrips(async ({ trips, dataSource, lifecycle }) => {
      const bare = await newTrip(trips, PLAN, RIDER);
      await lifecycle.complete(bare.id, 1, itinerary);
      const { description } = (await trips.get(bare.id, RIDER)) as { description: string };
      expect(description).toMatch(/\w.*[.!?]$/);
      expect(itinerary.overview.startsWith(description)).toBe(true);
      expect(description.length).toBeLessThan(itinerary.overview.length);

      const described = await newTrip(trips, PLAN, RIDER);
      await dataSource
        .getRepository(TripEntity)
        .update({ id: described.id }, { description: 'Red rock.' });
      await lifecycle.complete(described.id, 1, itinerary);
      expect(await trips.get(described.id, RIDER)).toMatchObject({
        description: 'Red rock.',
        generationStatus: 'ready',
      });
    }));

  it('stores nothing and announces nothing for a trip deleted before its result came', () =>
    withTrips(async ({ trips, settled, dataSource, lifecycle }) => {
      const { id } = await newTrip(trips, PLAN, RIDER);
      await trips.delete(id, RIDER);

      await expect(lifecycle.complete(id, 1, itinerary)).resolves.toBe(false);
      expect(await dataSource.getRepository(TripItineraryEntity).countBy({ tripId: id })).toBe(0);
      expect(settled).toEqual([]);
    }));

  it('fails only the version still generating', () =>
    withTrips(async ({ trips, settled, lifecycle }) => {
      const { id } = await newTrip(trips, PLAN, RIDER);
      await modifyTrip(trips, id, PLAN, RIDER);

      await expect(lifecycle.fail(id, 1, 'boom')).resolves.toBe(false);
      expect(await trips.get(id, RIDER)).toMatchObject({ generationStatus: 'generating' });

      await expect(lifecycle.fail(id, 2, 'boom')).resolves.toBe(true);
      expect(await trips.get(id, RIDER)).toMatchObject({
        generationStatus: 'failed',
        generationError: 'boom',
      });
      // Given up twice (a repeated final failure): announced once.
      await expect(lifecycle.fail(id, 2, 'boom')).resolves.toBe(false);
      expect(settled).toEqual([{ tripId: id, version: 2, status: 'failed', error: 'boom' }]);
    }));

  it('adds a photo once: a second add, or another photo for the same activity, changes nothing', () =>
    withTrips(async ({ trips, lifecycle, store }) => {
      const { id } = await newTrip(trips, PLAN, RIDER);
      await lifecycle.complete(id, 1, itinerary);
      const credit = { name: 'A. Rider', url: 'https://example.com/a-rider' };

      await expect(store.addThumbnails(id, 1, [{ ...PHOTO, imageCredit: credit }])).resolves.toBe(
        1,
      );
      await expect(store.addThumbnails(id, 1, [{ ...PHOTO, imageCredit: credit }])).resolves.toBe(
        0,
      );
      await expect(
        store.addThumbnails(id, 1, [{ ...PHOTO, imageUrl: '/api/media/second.webp' }]),
      ).resolves.toBe(0);

      const stored = await store.requireVersion(id, 1);
      expect(stored.itinerary.days[0].activities[0]).toMatchObject({
        imageUrl: PHOTO.imageUrl,
        imageCredit: credit,
      });
      // A version that is gone, and an activity that does not exist, are left alone.
      await expect(store.addThumbnails(id, 9, [PHOTO])).resolves.toBe(0);
      await expect(store.addThumbnails(id, 1, [{ ...PHOTO, activity: 999 }])).resolves.toBe(0);
    }));

  describe('featuring', () => {
    const withNotes = {
      ...PLAN,
      additionalNotes: 'My sister rides pillion; we sleep at hers in Moab',
    };

    it("publishes none of a rider's notes, and only the share link it made while featured", () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, withNotes, RIDER);
        const featured = await featuring.feature(id, true, ADMIN);
        const { shareableId, slug } = featured;

        const page = await featuring.getBySlug(slug!, ANYONE);
        expect(page).not.toHaveProperty('additionalNotes');
        expect(await trips.get(id, ANYONE)).not.toHaveProperty('additionalNotes');
        expect((await featuring.listFeatured()).find((trip) => trip.id === id)).not.toHaveProperty(
          'additionalNotes',
        );
        expect((await trips.getShared(shareableId!)).trip).not.toHaveProperty('additionalNotes');
        // The owner still reads them.
        expect(await trips.get(id, RIDER)).toMatchObject({
          additionalNotes: withNotes.additionalNotes,
        });

        await featuring.feature(id, false, ADMIN);
        await expect(trips.getShared(shareableId!)).rejects.toMatchObject({
          error: { code: 'not-found' },
        });
        expect(await trips.get(id, RIDER)).toMatchObject({ shareableId: null, isPublic: false });
      }));

    it('keeps one share link when the trip is featured twice at once (a featuring sent again)', () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        const both = await Promise.all([
          featuring.feature(id, true, ADMIN),
          featuring.feature(id, true, ADMIN),
        ]);
        expect(both[1].shareableId).toBe(both[0].shareableId);
        expect(await trips.get(id, RIDER)).toMatchObject({
          isFeatured: true,
          shareableId: both[0].shareableId,
        });
      }));

    it("keeps the owner's own share link when the trip is unfeatured", () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        const { shareableId } = await trips.share(id, RIDER);
        expect((await featuring.feature(id, true, ADMIN)).shareableId).toBe(shareableId);
        await featuring.feature(id, false, ADMIN);
        expect((await trips.getShared(shareableId)).trip.id).toBe(id);
      }));

    it('hands a link featuring made to the owner who shares the trip', () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        const { shareableId } = await featuring.feature(id, true, ADMIN);
        await expect(trips.share(id, RIDER)).resolves.toEqual({ shareableId });
        await featuring.feature(id, false, ADMIN);
        expect((await trips.getShared(shareableId!)).trip.id).toBe(id);
      }));

    it('shows the notes of a trip its owner featured, while it is featured', () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, withNotes, ADMIN);
        const { slug } = await featuring.feature(id, true, ADMIN);
        expect(await featuring.getBySlug(slug!, ANYONE)).toMatchObject({
          additionalNotes: withNotes.additionalNotes,
        });
      }));
    it('features a trip under the slug and description an admin chose', () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        const featured = await featuring.feature(id, true, ADMIN, {
          slug: `canyon-country-${id}`,
          description: '  Red rock and slickrock over two days. ',
        });
        expect(featured).toMatchObject({
          slug: `canyon-country-${id}`,
          description: 'Red rock and slickrock over two days.',
          isFeatured: true,
        });
        expect(await featuring.getBySlug(`canyon-country-${id}`, ANYONE)).toMatchObject({
          id,
          description: 'Red rock and slickrock over two days.',
        });
      }));

    it("refuses another trip's slug, and leaves the trip as it was", () =>
      withTrips(async ({ trips, featuring }) => {
        const first = await newTrip(trips, PLAN, RIDER);
        const { slug } = await featuring.feature(first.id, true, ADMIN);
        const second = await newTrip(trips, PLAN, RIDER);
        await expect(
          featuring.feature(second.id, true, ADMIN, { slug: slug!, description: 'Mine now' }),
        ).rejects.toMatchObject({
          error: { code: 'conflict', message: FeaturingMessages.slugTaken },
        });
        expect(await trips.get(second.id, RIDER)).toMatchObject({
          isFeatured: false,
          slug: null,
        });
        // The trip's own slug is no other trip's: featuring it again under it is fine.
        await expect(
          featuring.feature(first.id, true, ADMIN, { slug: slug! }),
        ).resolves.toMatchObject({
          slug,
        });
      }));

    it('takes no slug or description to unfeature, and only admins feature', () =>
      withTrips(async ({ trips, featuring }) => {
        const { id } = await newTrip(trips, PLAN, RIDER);
        await expect(
          featuring.feature(id, false, ADMIN, { description: 'Gone' }),
        ).rejects.toMatchObject({ error: { code: 'invalid-input' } });
        await expect(featuring.feature(id, true, RIDER)).rejects.toMatchObject({
          error: { code: 'forbidden' },
        });
      }));
  });

  describe("the admins' list of every trip", () => {
    const named = (name: string) => plainToInstance(PlanTripDto, { ...PLAN, name });
    const FIRST_PAGE = { page: 1, pageSize: 50 };

    it('finds trips of every owner by their words, newest first, with places, days and status', () =>
      withTrips(async ({ trips, lifecycle, featuring, admin }) => {
        const draft = await newTrip(trips, named('Quokka Mesa Draft'), RIDER);
        const saved = await newTrip(
          trips,
          plainToInstance(PlanTripDto, {
            ...PLAN,
            name: 'Quokka Mesa Saved',
            waypoints: ['Grand Junction, CO'],
          }),
          RIDER,
        );
        await trips.save(saved.id, RIDER);
        await lifecycle.complete(saved.id, 1, itinerary);
        const featured = await newTrip(trips, named('Quokka Mesa Featured'), ADMIN);
        await featuring.feature(featured.id, true, ADMIN);
        await newTrip(trips, named('Someone Else Entirely'), RIDER);

        const list = await admin.list({ q: 'quokka', ...FIRST_PAGE }, ADMIN);
        expect(list.total).toBe(3);
        expect(list.rows.map((row) => [row.trip.id, row.status])).toEqual([
          [featured.id, 'featured'],
          [saved.id, 'saved'],
          [draft.id, 'draft'],
        ]);
        const savedRow = list.rows[1];
        expect(savedRow.places).toBe(3);
        expect(savedRow.days).toBe(itinerary.itinerary.days.length);
        expect(list.rows[2].days).toBeNull();

        // Places are searched too, accents and case folded.
        const byPlace = await admin.list({ q: 'QUOKKA grand junctión', ...FIRST_PAGE }, ADMIN);
        expect(byPlace.rows.map((row) => row.trip.id)).toEqual([saved.id]);
      }));

    it('filters by featured and pages through the matches', () =>
      withTrips(async ({ trips, featuring, admin }) => {
        const ids: number[] = [];
        for (const name of ['Wombat Ridge One', 'Wombat Ridge Two', 'Wombat Ridge Three']) {
          ids.push((await newTrip(trips, named(name), RIDER)).id);
        }
        await featuring.feature(ids[1], true, ADMIN);

        const featured = await admin.list({ q: 'wombat', featured: true, ...FIRST_PAGE }, ADMIN);
        expect(featured.rows.map((row) => row.trip.id)).toEqual([ids[1]]);
        const others = await admin.list({ q: 'wombat', featured: false, ...FIRST_PAGE }, ADMIN);
        expect(others.rows.map((row) => row.trip.id)).toEqual([ids[2], ids[0]]);

        const second = await admin.list({ q: 'wombat', page: 2, pageSize: 2 }, ADMIN);
        expect(second).toMatchObject({ total: 3 });
        expect(second.rows.map((row) => row.trip.id)).toEqual([ids[0]]);
        const all = await admin.list(FIRST_PAGE, ADMIN);
        expect(all.total).toBeGreaterThanOrEqual(3);
        const newestFirst = all.rows.map((row) => row.trip.id);
        expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
      }));

    it('is for admins only', () =>
      withTrips(async ({ admin }) => {
        await expect(admin.list(FIRST_PAGE, RIDER)).rejects.toMatchObject({
          error: { code: 'forbidden' },
        });
        await expect(admin.list(FIRST_PAGE, ANYONE)).rejects.toMatchObject({
          error: { code: 'forbidden' },
        });
      }));
  });
});

import {
  ALL_JOB_NAMES,
  GenerationSteps,
  JobIds,
  JobNames,
  PlanTripMessages,
  TripsPatterns,
  type ItineraryGeneratePayload,
  type PlanTripInput,
} from '@roadbook/contracts';
import { validateEnv, type JobHandler } from '@roadbook/platform';
import { RecordingJob, RecordingJobQueue, RecordingService } from '@roadbook/platform/testing';
import { PlanTimeBudgetError, TripPlanner } from '@roadbook/planner';
import { UnrecoverableError } from 'bullmq';
import { WorkerHost } from '../worker-host';
import { WorkersEnv } from '../workers.env';
import {
  GENERATION_FAILED_REASON,
  GENERATION_TOO_SLOW_REASON,
  ItineraryGenerateHandler,
  SLOW_STEP_MS,
} from './itinerary-generate.handler';

/** Where the workers' links point; a worker refuses to start without it. */
const PUBLIC_URL = 'https://roadbook.example';

const PLAN: PlanTripInput = {
  name: 'Canyons',
  tripType: 'multi-day',
  startDate: '2026-06-10',
  endDate: '2026-06-11',
  travelMode: 'motorcycle',
  travelers: 1,
  startLocation: 'Denver, CO',
  destination: 'Moab, UT',
  routeType: 'scenic',
  activities: ['nature'],
  budget: 'moderate',
  drivingHours: '4-6',
};

const ENV = validateEnv(WorkersEnv, { PUBLIC_URL });

function setUp(trips = new RecordingService(() => ({ stored: true })), env = ENV) {
  const jobs = new RecordingJobQueue();
  const handler = new ItineraryGenerateHandler(trips.asClient(), jobs.asQueue(), env);
  return { handler, trips, jobs };
}

/** A trips service that answers everything but storing an itinerary: it is down for that. */
function tripsDownOn(failing: string) {
  return new RecordingService((pattern) => {
    if (pattern === failing) throw new Error('trips service is down');
    return { stored: true };
  });
}

function payload(plan: Partial<PlanTripInput> | Record<string, unknown>): ItineraryGeneratePayload {
  return { tripId: 7, version: 2, plan: { ...PLAN, ...plan } };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('ItineraryGenerateHandler', () => {
  it('plans the trip and hands the itinerary to the trips service', async () => {
    const { handler, trips } = setUp();
    const job = new RecordingJob(payload({}));
    const result = await handler.handle(job.data, job.asJob());
    expect(result).toEqual({ tripId: 7, version: 2, days: 2 });
    expect(trips.sent(TripsPatterns.completeGeneration)).toEqual([
      expect.objectContaining({ tripId: 7, version: 2 }),
    ]);
    expect(trips.sent(TripsPatterns.failGeneration)).toEqual([]);
    // Planning shows from the job being taken, and storing took no time anyone could see.
    expect(job.progress).toEqual([]);
  });

  describe('progress', () => {
    afterEach(() => jest.useRealTimers());

    it('reports "saving" once storing the itinerary has run long enough to be seen', async () => {
      jest.useFakeTimers();
      let store: ((answer: { stored: boolean }) => void) | undefined;
      const trips = new RecordingService((pattern) =>
        pattern === TripsPatterns.completeGeneration
          ? new Promise((resolve) => (store = resolve))
          : {},
      );
      const { handler } = setUp(trips);
      const job = new RecordingJob(payload({}));
      const handled = handler.handle(job.data, job.asJob());
      while (!store) await jest.advanceTimersByTimeAsync(0);
      await jest.advanceTimersByTimeAsync(SLOW_STEP_MS - 1);
      expect(job.progress).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(job.progress).toEqual([GenerationSteps.saving.from]);
      store({ stored: true });
      await expect(handled).resolves.toEqual({ tripId: 7, version: 2, days: 2 });
    });

    it.each([
      ['a retried attempt', { attemptsMade: 1 }],
      ['a run after its worker died', { attemptsMade: 0, attemptsStarted: 2 }],
    ])('starts %s at planning, whatever step the last run reached', async (_label, attempts) => {
      const { handler } = setUp();
      const job = new RecordingJob(payload({}), attempts);
      await handler.handle(job.data, job.asJob());
      expect(job.progress).toEqual([GenerationSteps.planning.from]);
    });
  });

  describe('activity photos', () => {
    const WITH_PHOTOS = validateEnv(WorkersEnv, {
      PUBLIC_URL,
      GOOGLE_PLACES_API_KEY: 'places-key',
    });

    it('queue one map.enrich job for a stored version when a Places key is set', async () => {
      const { handler, jobs } = setUp(undefined, WITH_PHOTOS);
      const job = new RecordingJob(payload({}));
      await handler.handle(job.data, job.asJob());
      await handler.handle(job.data, job.asJob());
      expect(jobs.added(JobNames.mapEnrich)).toEqual([
        [JobIds.mapEnrich(7, 2), { tripId: 7, version: 2 }],
      ]);
    });

    it('queue nothing for a version the trip has moved past', async () => {
      const { handler, jobs } = setUp(new RecordingService(() => ({ stored: false })), WITH_PHOTOS);
      const job = new RecordingJob(payload({}));
      await handler.handle(job.data, job.asJob());
      expect(jobs.asked).toEqual([]);
    });

    it('queue nothing without a Places key: the job would have nothing to do', async () => {
      const { handler, jobs } = setUp();
      const job = new RecordingJob(payload({}));
      await handler.handle(job.data, job.asJob());
      expect(jobs.asked).toEqual([]);
    });
  });

  it.each([
    [
      'the old poison request: 0001-01-01 to 9999-12-31',
      { startDate: '0001-01-01', endDate: '9999-12-31' },
      PlanTripMessages.dateYears,
    ],
    [
      '31 days',
      { startDate: '2026-06-01', endDate: '2026-07-01' },
      'Trips can be at most 30 days long',
    ],
    [
      '11 stops',
      { waypoints: Array.from({ length: 11 }, () => 'Grand Junction, CO') },
      'Add at most 10 stops',
    ],
    ['a 10 000-character name', { name: 'x'.repeat(10_000) }, PlanTripMessages.nameTooLong],
    ['a billion travelers', { travelers: 1e9 }, PlanTripMessages.tooManyTravelers],
    ['an unknown activity', { activities: ['x'] }, PlanTripMessages.activityChoice],
    ['a plan with no start', { startLocation: undefined }, PlanTripMessages.startLocation],
  ])(
    'refuses %s at once: unrecoverable, and the trip failed with the reason',
    async (_label, plan, reason) => {
      const { handler, trips } = setUp();
      const job = new RecordingJob(payload(plan));
      const error = await failure(handler.handle(job.data, job.asJob()));
      expect(error).toBeInstanceOf(UnrecoverableError);
      expect(error.message).toBe(reason);
      expect(trips.sent(TripsPatterns.failGeneration)).toEqual([{ tripId: 7, version: 2, reason }]);
      expect(trips.sent(TripsPatterns.completeGeneration)).toEqual([]);
    },
  );

  it('refuses an undated route the engine finds too long, with the engine words', async () => {
    const { handler, trips } = setUp();
    const job = new RecordingJob(
      payload({
        startDate: undefined,
        endDate: undefined,
        startLocation: 'Seattle, WA',
        waypoints: ['Miami, FL', 'Bangor, ME', 'San Diego, CA'],
        destination: 'Seattle, WA',
        drivingHours: '2-4',
      }),
    );
    const error = await failure(handler.handle(job.data, job.asJob()));
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toMatch(/^This route needs about \d+ days/);
    expect(trips.sent(TripsPatterns.failGeneration)).toEqual([
      { tripId: 7, version: 2, reason: error.message },
    ]);
  });

  it('fails a trip no road can ride at once, saying why', async () => {
    const { handler, trips } = setUp();
    const job = new RecordingJob(payload({ destination: 'Reykjavik, Iceland' }));
    const error = await failure(handler.handle(job.data, job.asJob()));
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toMatch(
      /^There is no road from .+ to Reykjavík: Reykjavík is on Iceland/,
    );
    expect(trips.sent(TripsPatterns.failGeneration)).toEqual([
      { tripId: 7, version: 2, reason: error.message },
    ]);
  });

  it('fails a place nobody can find at once, naming the field', async () => {
    const { handler, trips } = setUp();
    const job = new RecordingJob(payload({ waypoints: ['Moab, UT', 'Qwxzzy Flats'] }));
    const error = await failure(handler.handle(job.data, job.asJob()));
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toContain('"Qwxzzy Flats" (your stop 2)');
    expect(trips.sent(TripsPatterns.failGeneration)).toHaveLength(1);
  });

  it('leaves a failure worth retrying to BullMQ, on the last attempt too', async () => {
    const trips = tripsDownOn(TripsPatterns.completeGeneration);
    const { handler } = setUp(trips);
    for (const attemptsMade of [0, 1, 2]) {
      const job = new RecordingJob(payload({}), { attemptsMade, attempts: 3 });
      const error = await failure(handler.handle(job.data, job.asJob()));
      expect(error).not.toBeInstanceOf(UnrecoverableError);
    }
    // Marking the trip failed is the final-failure hook's, called once the job is given up.
    expect(trips.sent(TripsPatterns.failGeneration)).toEqual([]);
  });

  it.each([
    ['ran out of its time budget', new PlanTimeBudgetError(120_000, 'day 3')],
    ['failed unexpectedly', new Error('index out of range')],
  ])(
    'leaves it to BullMQ when the engine %s: retried, the trip untouched',
    async (_label, cause) => {
      // The engine falls back offline when an online provider fails, so what reaches the handler
      // from it is its time budget or a fault; both may pass on another attempt.
      const plan = jest.spyOn(TripPlanner.prototype, 'plan').mockRejectedValue(cause);
      try {
        const { handler, trips } = setUp();
        const job = new RecordingJob(payload({}));
        const error = await failure(handler.handle(job.data, job.asJob()));
        expect(error).toBe(cause);
        expect(error).not.toBeInstanceOf(UnrecoverableError);
        expect(trips.calls).toEqual([]);
      } finally {
        plan.mockRestore();
      }
    },
  );

  it('retries a refused plan whose failure the trips service could not take', async () => {
    // Giving up now would leave the trip generating for good: the next attempt tells it again.
    const trips = tripsDownOn(TripsPatterns.failGeneration);
    const { handler } = setUp(trips);
    const job = new RecordingJob(payload({ travelers: 51 }));
    const error = await failure(handler.handle(job.data, job.asJob()));
    expect(error).not.toBeInstanceOf(UnrecoverableError);
    expect(error.message).toBe('trips service is down');
  });

  describe('run by the worker host, as BullMQ reports each failed attempt', () => {
    /**
     * Runs the attempts BullMQ would make, telling the host of each failure as its event does;
     * answers how many times the trip had been marked failed after each attempt.
     */
    async function runAttempts(trips: RecordingService, plan: Partial<PlanTripInput>) {
      const { handler } = setUp(trips);
      // The host insists on a handler for every job; the others have no part here.
      const others = ALL_JOB_NAMES.filter((name) => name !== handler.jobName).map(
        (jobName) => ({ jobName, handle: () => Promise.resolve({}) }) as unknown as JobHandler,
      );
      const host = new WorkerHost(ENV, [handler, ...others]);
      const failedAfter: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const job = new RecordingJob(payload(plan), { attemptsMade: attempt - 1, attempts: 3 });
        const error = await failure(handler.handle(job.data, job.asJob()));
        // In the `failed` event BullMQ has already counted the attempt that failed.
        job.attemptsMade = attempt;
        await host.onJobFailed(Object.assign(job.asJob(), { name: handler.jobName }), error);
        failedAfter.push(trips.sent(TripsPatterns.failGeneration).length);
        if (error instanceof UnrecoverableError) break;
      }
      return failedAfter;
    }

    it('marks the trip failed only after the last attempt when storing keeps failing', async () => {
      const trips = tripsDownOn(TripsPatterns.completeGeneration);
      expect(await runAttempts(trips, {})).toEqual([0, 0, 1]);
      expect(trips.sent(TripsPatterns.failGeneration)).toEqual([
        { tripId: 7, version: 2, reason: GENERATION_FAILED_REASON },
      ]);
    });

    it('fails a refused plan on its first attempt, with its reason', async () => {
      const trips = new RecordingService(() => ({ stored: true }));
      // Told at once by the attempt, and again by the final-failure hook (a no-op repeat).
      expect(await runAttempts(trips, { travelers: 51 })).toEqual([2]);
      expect(new Set(trips.sent(TripsPatterns.failGeneration).map((r) => r.reason))).toEqual(
        new Set([PlanTripMessages.tooManyTravelers]),
      );
    });
  });

  describe('onFinalFailure', () => {
    it.each([
      ['an error worth retrying', new Error('boom'), GENERATION_FAILED_REASON],
      [
        "BullMQ's give-up after the worker kept dying on the job",
        new UnrecoverableError('job stalled more than allowable limit'),
        GENERATION_FAILED_REASON,
      ],
      [
        'a plan past its time budget',
        new PlanTimeBudgetError(1_000, 'day 3'),
        GENERATION_TOO_SLOW_REASON,
      ],
    ])('marks the trip failed after %s', async (_label, error, reason) => {
      const { handler, trips } = setUp();
      await handler.onFinalFailure(payload({}), error);
      expect(trips.sent(TripsPatterns.failGeneration)).toEqual([{ tripId: 7, version: 2, reason }]);
    });

    it("keeps a refused plan's own reason", async () => {
      const { handler, trips } = setUp();
      const job = new RecordingJob(payload({ travelers: 51 }));
      const error = await failure(handler.handle(job.data, job.asJob()));
      await handler.onFinalFailure(job.data, error);
      expect(trips.sent(TripsPatterns.failGeneration)).toEqual([
        { tripId: 7, version: 2, reason: PlanTripMessages.tooManyTravelers },
        { tripId: 7, version: 2, reason: PlanTripMessages.tooManyTravelers },
      ]);
    });
  });

  it('passes its time budget to the engine', async () => {
    const plan = jest.spyOn(TripPlanner.prototype, 'plan');
    try {
      const { handler } = setUp();
      const job = new RecordingJob(payload({}));
      await handler.handle(job.data, job.asJob());
      expect(plan).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Canyons' }),
        expect.objectContaining({ timeBudgetMs: 120_000 }),
      );
    } finally {
      plan.mockRestore();
    }
  });
});

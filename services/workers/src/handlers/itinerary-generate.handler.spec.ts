import {
  PlanTripMessages,
  TripsPatterns,
  type ItineraryGeneratePayload,
  type PlanTripInput,
} from '@roadbook/contracts';
import { validateEnv } from '@roadbook/platform';
import { RecordingJob, RecordingService, TEST_TRANSPORT_SECRET } from '@roadbook/platform/testing';
import { PlanTimeBudgetError, TripPlanner } from '@roadbook/planner';
import { UnrecoverableError } from 'bullmq';
import { WorkersEnv } from '../workers.env';
import {
  GENERATION_FAILED_REASON,
  GENERATION_TOO_SLOW_REASON,
  ItineraryGenerateHandler,
} from './itinerary-generate.handler';

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

function setUp(trips = new RecordingService(() => ({ stored: true }))) {
  const handler = new ItineraryGenerateHandler(
    trips.asClient(),
    validateEnv(WorkersEnv, { TRANSPORT_SECRET: TEST_TRANSPORT_SECRET }),
  );
  return { handler, trips };
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
    expect(job.progress).toEqual([10, 80, 100]);
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

  it('fails a place nobody can find at once, naming the field', async () => {
    const { handler, trips } = setUp();
    const job = new RecordingJob(payload({ waypoints: ['Moab, UT', 'Qwxzzy Flats'] }));
    const error = await failure(handler.handle(job.data, job.asJob()));
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect(error.message).toContain('"Qwxzzy Flats" (your stop 2)');
    expect(trips.sent(TripsPatterns.failGeneration)).toHaveLength(1);
  });

  it('leaves a failure worth retrying to BullMQ, on the last attempt too', async () => {
    // The trips service is down: storing the itinerary fails on every attempt.
    const trips = new RecordingService((pattern) => {
      if (pattern === TripsPatterns.completeGeneration) throw new Error('trips service is down');
      return { stored: true };
    });
    const { handler } = setUp(trips);
    for (const attemptsMade of [0, 1, 2]) {
      const job = new RecordingJob(payload({}), { attemptsMade, attempts: 3 });
      const error = await failure(handler.handle(job.data, job.asJob()));
      expect(error).not.toBeInstanceOf(UnrecoverableError);
    }
    // Marking the trip failed is the final-failure hook's, called once the job is given up.
    expect(trips.sent(TripsPatterns.failGeneration)).toEqual([]);
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

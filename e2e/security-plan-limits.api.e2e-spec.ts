import { JobIds } from '@roadbook/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { CANYON_PLAN as PLAN, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { until } from './support/until';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * A plan is bounded before it costs anything: the API answers each limit with 400 and a message
 * a rider reads, and a plan past the limits that reaches the queue some other way fails its trip
 * instead of taking the workers down.
 */
let deployment: TestDeployment;

beforeAll(async () => {
  deployment = await startTestDeployment('plan-limits');
});

afterAll(async () => {
  await deployment?.stop();
});

const elevenStops = Array.from({ length: 11 }, (_, i) => `Grand Junction ${i + 1}`);

describe('POST /api/trips refuses a plan past its limits', () => {
  it.each([
    [
      'the old poison request: 0001-01-01 to 9999-12-31',
      { startDate: '0001-01-01', endDate: '9999-12-31' },
      'endDate',
      'Trips can be at most 30 days long',
    ],
    [
      '31 days',
      { startDate: '2027-05-01', endDate: '2027-05-31' },
      'endDate',
      'Trips can be at most 30 days long',
    ],
    [
      'a date that does not exist',
      { startDate: '2027-02-31' },
      'startDate',
      'That date does not exist: check the day and the month',
    ],
    ['11 stops', { waypoints: elevenStops }, 'waypoints', 'Add at most 10 stops'],
    [
      'a 10 000-character name',
      { name: 'x'.repeat(10_000) },
      'name',
      'Trip name must be at most 100 characters',
    ],
    ['a billion travelers', { travelers: 1e9 }, 'travelers', 'At most 50 travelers per trip'],
    [
      'an activity not on the list',
      { activities: ['x'] },
      'activities',
      'Pick activities from the list',
    ],
  ])('%s: 400 with its message', async (_label, change, field, message) => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status, body } = await visitor.post('/trips', { ...PLAN, ...change });
    expect(status).toBe(400);
    expect(body.errors[field]).toContain(message);
    expect(body.message).toEqual(expect.any(String));
  });

  it('names each problem of the poison request under its own field', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status, body } = await visitor.post('/trips', {
      ...PLAN,
      startDate: '0001-01-01',
      endDate: '9999-12-31',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      startDate: ['Dates must be between the year 2000 and 5 years from now'],
      endDate: [
        'Dates must be between the year 2000 and 5 years from now',
        'Trips can be at most 30 days long',
      ],
    });
    expect(body.message).toBe('Dates must be between the year 2000 and 5 years from now');
  });

  it('keeps 30 days, 10 stops and the longest name within the limits', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status } = await visitor.post('/trips', {
      ...PLAN,
      name: 'x'.repeat(100),
      startDate: '2027-05-01',
      endDate: '2027-05-30',
      waypoints: elevenStops.slice(0, 10),
    });
    expect(status).toBe(201);
  });

  it('refuses the same limits when a trip is modified', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { body: trip } = await visitor.post('/trips', PLAN);
    const { status, body } = await visitor.request('PUT', `/trips/${trip.id}`, {
      ...PLAN,
      startDate: '0001-01-01',
      endDate: '9999-12-31',
    });
    expect(status).toBe(400);
    expect(body.errors.endDate).toContain('Trips can be at most 30 days long');
    expect((await visitor.get(`/trips/${trip.id}`)).body.version).toBe(1);
  });
});

describe('a plan past the limits that reaches the queue anyway', () => {
  it('fails its trip with the reason, and the workers go on', async () => {
    const { supervisor } = deployment.roadbook;
    const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('itineraries', { connection, prefix: deployment.queuePrefix });
    const visitor = new HttpSession(deployment.baseUrl);
    try {
      // With the workers stopped, the trip's job is swapped for one carrying the poison plan,
      // as an older release, or anything writing to the queue directly, could have left it.
      await supervisor.stop('workers');
      const { body: trip } = await visitor.post('/trips', PLAN);
      const jobId = JobIds.itineraryGenerate(trip.id, 1);
      await (await queue.getJob(jobId))!.remove();
      await queue.add(
        'itinerary.generate',
        {
          tripId: trip.id,
          version: 1,
          plan: { ...PLAN, startDate: '0001-01-01', endDate: '9999-12-31' },
        },
        { jobId },
      );
      supervisor.start('workers');

      const failed = await whenGenerated(visitor, trip.id, 60_000);
      expect(failed.generationStatus).toBe('failed');
      expect(failed.generationError).toBe(
        'Dates must be between the year 2000 and 5 years from now',
      );
      // The trip is marked failed from inside the job, just before BullMQ records the attempt:
      // the job is read once BullMQ has moved it to failed.
      await until(async () => (await queue.getJobState(jobId)) === 'failed');
      expect((await queue.getJob(jobId))!.attemptsMade).toBe(1);

      const { body: next } = await visitor.post('/trips', PLAN);
      expect((await whenGenerated(visitor, next.id)).generationStatus).toBe('ready');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});

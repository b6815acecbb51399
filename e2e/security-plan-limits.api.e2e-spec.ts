import { CANYON_PLAN as PLAN } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * A plan is bounded before it costs anything: the API answers each limit with 400 and a message
 * a rider reads. (A plan past the limits that reaches the queue some other way fails its trip
 * instead of taking the workers down: job-redelivery.e2e-spec.ts, which may stop its workers.)
 */
const deployment = sharedDeployment();

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

import { PlanTripMessages } from '@roadbook/contracts';
import { CANYON_PLAN as PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import { sharedDeployment } from './support/shared-deployment';

/**
 * A plan that means nothing, or that no road can ride, is refused before anything is stored or
 * queued, with the rider's words under the form field they belong to; a saved trip whose dates
 * have since passed still opens.
 */
const deployment = sharedDeployment();

beforeAll(async () => {});

/** A loop of 4 hours from Boulder on a summer day (docs/product.md#loops). */
const LOOP = {
  ...PLAN,
  tripType: 'day',
  startDate: '2027-07-10',
  endDate: '2027-07-10',
  startLocation: 'Boulder, CO',
  destination: 'Boulder, CO',
  isRoundTrip: true,
  loopHours: 4,
};

/** A day that has passed in every time zone. */
const longAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('POST /api/trips refuses what no rider can ride', () => {
  it.each([
    [
      'Denver → Reykjavík',
      { destination: 'Reykjavik, Iceland' },
      'destination',
      /^There is no road from Denver to Reykjavík: Reykjavík is on Iceland, across the sea/,
    ],
    [
      'Denver → Denver without a round trip or stops',
      { destination: 'Denver' },
      'destination',
      PlanTripMessages.sameStartAndDestination,
    ],
    [
      'a start date already past',
      { startDate: longAgo, endDate: longAgo },
      'startDate',
      PlanTripMessages.startDateInPast,
    ],
    [
      'a loop from the plains, no riding road near',
      { ...LOOP, startLocation: 'Dodge City, KS', destination: 'Dodge City, KS' },
      'loopHours',
      PlanTripMessages.noLoopRoads,
    ],
    [
      'a loop in January, every riding road near closed for the season',
      { ...LOOP, loopHours: 3, startDate: '2027-01-12', endDate: '2027-01-12' },
      'loopHours',
      PlanTripMessages.loopRoadsClosed,
    ],
    [
      'a loop that is no round trip',
      { ...LOOP, isRoundTrip: false },
      'loopHours',
      PlanTripMessages.loopShape,
    ],
  ])(
    '%s: 400 with the reason on its field, and nothing stored',
    async (_label, change, field, why) => {
      const rider = await signUp(deployment.baseUrl);
      const { status, body } = await rider.post('/trips', { ...PLAN, ...change });
      expect(status).toBe(400);
      expect(body.errors[field]).toEqual([expect.stringMatching(why)]);
      expect((await rider.get('/trips/user')).body).toEqual([]);
    },
  );

  it('plans a trip a car ferry makes possible', async () => {
    const rider = await signUp(deployment.baseUrl);
    const { status, body: trip } = await rider.post('/trips', {
      ...PLAN,
      startLocation: 'London, United Kingdom',
      destination: 'Dublin, Ireland',
    });
    expect(status).toBe(201);
    expect(await whenGenerated(rider, trip.id)).toMatchObject({ generationStatus: 'ready' });
    const { body } = await rider.get(`/trips/${trip.id}/itinerary`);
    const ferry = body.mapData.route.routes[0].legs.find((leg: { ferry?: unknown }) => leg.ferry);
    expect(ferry).toMatchObject({ start_address: 'Holyhead', end_address: 'Dublin' });
  });
});

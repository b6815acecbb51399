import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';

/** Days off the bike in a named town: asked for, offered by the advice, and fitted to the dates. */
const planner = createTripPlanner();

describe('rest days', () => {
  it('offers the spare days as rest days in the destination, and rests there when taken', async () => {
    const input = planInput({
      travelMode: 'motorcycle',
      startLocation: 'Asheville, NC',
      destination: 'Robbinsville, NC',
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
      activities: ['riding-road', 'nature'],
    });
    const plan = await planner.plan(input, TODAY);
    // Towns all along: three short days, none a token ride, and the advice's rest-day fix.
    expect(plan.itinerary.days.some((d) => d.facts.restDay)).toBe(false);
    const advice = plan.facts.spareDays!;
    expect(advice.restDays).toEqual({ days: 2, restIn: 'Robbinsville, NC', town: 'Robbinsville' });
    const rested = await planner.plan(
      { ...input, restDays: advice.restDays!.days, restIn: advice.restDays!.restIn },
      TODAY,
    );
    const fewer = await planner.plan({ ...input, endDate: advice.fewerDays.endDate }, TODAY);
    const [ride, ...rest] = rested.itinerary.days;
    expect(ride.facts).toMatchObject({ end: { name: 'Robbinsville, NC' } });
    expect(ride.facts.restDay).toBeUndefined();
    expect(ride.facts.distanceKm).toBe(fewer.facts.totalDistanceKm);
    expect(rest.map((d) => [d.date, d.title, d.facts.restDay, d.facts.distanceKm])).toEqual([
      ['2027-06-11', 'Day 2: Rest day in Robbinsville', true, 0],
      ['2027-06-12', 'Day 3: Rest day in Robbinsville', true, 0],
    ]);
    for (const day of rest) {
      expect(day.activities[0].title).toBe('Rest day in Robbinsville');
      // The bike stays parked: no ride and no riding-road detour on a day off.
      expect(day.activities.some((a) => /^Ride /.test(a.title) || a.detour)).toBe(false);
      expect(day.facts.costs?.fuel.litres).toBe(0);
    }
    expect(rest[0].activities.some((a) => a.type === 'accommodation')).toBe(true);
    expect(rested.overview).toContain('2 rest days in Robbinsville');
    expect(rested.facts.spareDays).toBeUndefined();
    expect(rested.facts.warnings).toEqual([]);
  });

  it('rests at a round trip’s far end: riding there, the days off, then riding back', async () => {
    const input = planInput({
      travelMode: 'motorcycle',
      startLocation: 'Denver, CO',
      destination: 'Estes Park, CO',
      isRoundTrip: true,
      startDate: '2027-07-01',
      endDate: '2027-07-04',
      drivingHours: '4-6',
      restDays: 2,
      restIn: 'estes park, co',
    });
    const plan = await planner.plan(input, TODAY);
    expect(
      plan.itinerary.days.map((d) => [d.facts.start.name, d.facts.end.name, d.facts.restDay]),
    ).toEqual([
      ['Denver, CO', 'Estes Park', undefined],
      ['Estes Park', 'Estes Park', true],
      ['Estes Park', 'Estes Park', true],
      ['Estes Park', 'Denver, CO', undefined],
    ]);
  });

  it('says so when the dates have no room for every rest day asked for', async () => {
    const input = planInput({
      startLocation: 'Denver, CO',
      destination: 'Estes Park, CO',
      isRoundTrip: true,
      startDate: '2027-07-01',
      endDate: '2027-07-02',
      drivingHours: '4-6',
      restDays: 1,
      restIn: 'Estes Park, CO',
    });
    const plan = await planner.plan(input, TODAY);
    expect(plan.itinerary.days.some((d) => d.facts.restDay)).toBe(false);
    expect(plan.facts.warnings).toContain(
      'The 2 days have room for 0 of your 1 rest days in Estes Park: riding there and on takes at least 2 days.',
    );
  });
});

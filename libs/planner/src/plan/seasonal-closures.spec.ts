import type { ItineraryResponse, PlanTripInput } from '@roadbook/contracts';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';

/** Seasonal roads are routed around in their closed months, and the day says so at its top. */
const planner = createTripPlanner();

const rides = (plan: ItineraryResponse) =>
  plan.itinerary.days.flatMap((d) =>
    d.activities.filter((a) => a.type !== 'driving' && a.title.startsWith('Ride ')),
  );

const coloradoRide = (startDate: string, endDate: string): PlanTripInput =>
  planInput({
    travelMode: 'motorcycle',
    routeType: 'scenic',
    startLocation: 'Denver, CO',
    destination: 'Moab, UT',
    waypoints: ['Ouray, CO'],
    startDate,
    endDate,
    drivingHours: '4-6',
    activities: ['riding-road', 'nature'],
  });

describe('seasonal closures', () => {
  it('rides neither Mount Blue Sky nor Independence Pass in December, and says why on the day', async () => {
    const plan = await planner.plan(coloradoRide('2026-12-10', '2026-12-13'), TODAY);
    expect(rides(plan).map((a) => a.title)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Independence Pass|Mount Blue Sky/)]),
    );
    const messages = plan.itinerary.days.flatMap((d) =>
      (d.facts.alerts ?? []).map((a) => a.message),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^Independence Pass is usually closed November–May; this day goes via [A-Z][\w ]+ instead\.$/,
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^Mount Blue Sky Scenic Byway is usually closed September–May/),
    );
  });

  it('puts the winter warning at the top of each day and of the itinerary, not among the tips', async () => {
    const plan = await planner.plan(coloradoRide('2026-12-10', '2026-12-13'), TODAY);
    for (const day of plan.itinerary.days) {
      const cold = day.facts.alerts?.find((a) => a.kind === 'cold');
      expect(cold?.message).toMatch(/^Freezing: lows near \d+°F/);
    }
    expect(plan.facts.alerts?.filter((a) => a.kind === 'cold').map((a) => a.day)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(plan.itinerary.rideTips.join(' ')).not.toMatch(/Freezing/);
  });

  it.each([
    ['Denver, CO', 'Aspen, CO', 'Independence Pass', 'Glenwood Springs'],
    // Over the pass in December, the day had said nothing of it.
    ['Barcelonnette, France', 'Nice, France', 'Cime de la Bonette', 'Digne-les-Bains'],
  ])('routes a December %s → %s around %s, by %s', async (from, to, pass, around) => {
    const day = (date: string) =>
      planInput({
        tripType: 'day',
        travelMode: 'motorcycle',
        startLocation: from,
        destination: to,
        startDate: date,
        endDate: date,
      });
    const winter = await planner.plan(day('2026-12-10'), TODAY);
    const summer = await planner.plan(day('2026-07-10'), TODAY);
    expect(winter.itinerary.days[0].facts.alerts).toContainEqual({
      kind: 'closed-road',
      message: `${pass} is usually closed November–May; this day goes via ${around} instead.`,
    });
    expect(winter.facts.totalDistanceKm).toBeGreaterThan(summer.facts.totalDistanceKm * 1.3);
    expect(summer.facts.alerts?.some((a) => a.kind === 'closed-road')).toBe(false);
  });

  it('names a pass the scenic ride left out and the route went around once, with the detour', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        routeType: 'scenic',
        startLocation: 'Denver, CO',
        destination: 'Aspen, CO',
        startDate: '2026-12-10',
        endDate: '2026-12-11',
        activities: ['riding-road', 'nature'],
      }),
      TODAY,
    );
    const aboutThePass = plan.itinerary.days.flatMap((d) =>
      (d.facts.alerts ?? []).filter((a) => a.message.startsWith('Independence Pass')),
    );
    expect(aboutThePass.map((a) => a.message)).toEqual([
      'Independence Pass is usually closed November–May; this day goes via Glenwood Springs instead.',
    ]);
  });

  it('never names where a day starts or ends as its way around a closed road', async () => {
    for (const [startLocation, destination] of [
      ['Chambéry, France', 'Modane, France'],
      ['Yosemite Valley, CA', 'Mammoth Lakes, CA'],
    ]) {
      const plan = await planner.plan(
        planInput({
          tripType: 'day',
          travelMode: 'motorcycle',
          routeType: 'scenic',
          startLocation,
          destination,
          startDate: '2026-12-10',
          endDate: '2026-12-10',
          activities: ['riding-road', 'nature'],
        }),
        TODAY,
      );
      const { facts } = plan.itinerary.days[0];
      const closed = (facts.alerts ?? []).filter((a) => a.kind === 'closed-road');
      expect(closed).not.toEqual([]);
      const waysAround = closed.flatMap(
        (a) => /goes via (.+) instead\.$/.exec(a.message)?.[1] ?? [],
      );
      for (const end of [facts.start.name, facts.end.name]) {
        expect(waysAround).not.toContain(end.split(',')[0]);
      }
    }
  });

  it('says prominently when the rider named a closed pass as a stop: no way around it', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Munich, Germany',
        destination: 'Lake Como',
        waypoints: ['Stelvio'],
        startDate: '2026-12-01',
        endDate: '2026-12-02',
      }),
      TODAY,
    );
    const first = plan.facts.alerts?.[0];
    expect(first).toMatchObject({ kind: 'closed-road', unavoidable: true });
    expect(first?.message).toMatch(
      /^Stelvio Pass is usually closed November–May, and this trip rides it as a stop: there is no way around it\./,
    );
  });

  it('warns at the top of the day of riding into the dark', async () => {
    const dark = await planner.plan(
      planInput({
        tripType: 'day',
        travelMode: 'motorcycle',
        startLocation: 'Oslo, Norway',
        destination: 'Bergen, Norway',
        startDate: '2026-12-15',
        endDate: '2026-12-15',
      }),
      TODAY,
    );
    expect(dark.itinerary.days[0].facts.alerts?.[0]).toMatchObject({ kind: 'dark' });
    // December in Norway: even leaving at first light, the day ends after sunset, and says by how much.
    expect(dark.itinerary.days[0].facts.alerts?.[0].message).toMatch(
      /^Arrives after dark: (\d+ h )?\d+ min of riding after sunset \(\d\d:\d\d\)\. Leave earlier, shorten the day or add one\.$/,
    );
    expect(dark.itinerary.days[0].activities[0].tips?.join(' ')).not.toMatch(/daylight/);
  });

  it('keeps the usual departure when the rider allows riding after dark, and still says so', async () => {
    const plan = (rideAfterDark: boolean) =>
      planner.plan(
        planInput({
          tripType: 'day',
          travelMode: 'motorcycle',
          startLocation: 'Oslo, Norway',
          destination: 'Bergen, Norway',
          startDate: '2026-12-15',
          endDate: '2026-12-15',
          rideAfterDark,
        }),
        TODAY,
      );
    const [careful, allowed] = [
      (await plan(false)).itinerary.days[0],
      (await plan(true)).itinerary.days[0],
    ];
    // Careful, it waits for daylight to leave; allowed, it leaves at the usual 08:30, before sunrise.
    expect(careful.facts.departure > careful.facts.sunrise).toBe(true);
    expect(allowed.facts.departure).toBe('08:30');
    expect(allowed.facts.sunrise > '08:30').toBe(true);
    expect(allowed.facts.alerts?.[0].message).toMatch(
      /^Arrives after dark: (\d+ h )?\d+ min of riding after sunset \(\d\d:\d\d\)\.$/,
    );
  });
});

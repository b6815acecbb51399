import { LOOP_TOLERANCE, PlanTripMessages } from '@roadbook/contracts';
import { cumulativeKm, projectOnLine } from '../geo/geo.util';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';
import { NoLoopRoadsError } from './planner.errors';
import { loadPlannerData } from './planner-data';

/** Loops on the real catalogue: a ride from the start through riding roads near it and back. */
const planner = createTripPlanner();
const { places } = loadPlannerData().places;

function loopPlan(start: string, loopHours: number, date = '2027-07-10') {
  return planInput({
    tripType: 'day',
    travelMode: 'motorcycle',
    routeType: 'scenic',
    startLocation: start,
    destination: start,
    isRoundTrip: true,
    loopHours,
    drivingHours: '8-10',
    startDate: date,
    endDate: date,
  });
}

describe('a loop', () => {
  it.each([
    ['Boulder, CO', 3],
    ['Asheville, NC', 5],
    ['Bolzano, Italy', 6],
    ['Boulder, CO', 8],
  ])(
    'from %s of %i hours rides about that long, through riding roads on its line',
    async (start, hours) => {
      const plan = await planner.plan(loopPlan(start, hours), { ...TODAY, seed: 7 });
      const loop = plan.facts.loop!;
      expect(loop.hoursAsked).toBe(hours);
      expect(Math.abs(loop.movingMinutes - hours * 60)).toBeLessThanOrEqual(
        hours * 60 * LOOP_TOLERANCE,
      );
      expect(plan.facts.totalDrivingMinutes).toBeCloseTo(loop.movingMinutes, -1);
      expect(loop.via.length).toBeGreaterThan(0);
      // It starts and ends at the start, rides through each of its places, and lists each riding
      // road among the day's rides.
      const line = plan.itinerary.days.flatMap((d) =>
        d.facts.geometry.map(([lat, lng]) => ({ lat, lng })),
      );
      expect(line[line.length - 1]).toEqual(line[0]);
      const cum = cumulativeKm(line);
      const rides = plan.itinerary.days.flatMap((d) => d.activities).map((a) => a.title);
      for (const name of loop.via) {
        const place = places.find((p) => p.name === name)!;
        expect(projectOnLine(place, line, cum).offKm).toBeLessThan(5);
        if (place.kind === 'riding-road') expect(rides).toContain(`Ride ${name}`);
      }
      expect(loop.via.some((name) => rides.includes(`Ride ${name}`))).toBe(true);
      expect(plan.facts.warnings).not.toContainEqual(expect.stringMatching(/^This loop rides/));
    },
  );

  it('rides another loop for another seed, and the same loop for the same seed', async () => {
    const roadsFor = async (seed: number) =>
      (await planner.plan(loopPlan('Asheville, NC', 5), { ...TODAY, seed })).facts.loop!.via;
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4]) seen.add((await roadsFor(seed)).join(' / '));
    expect(seen.size).toBeGreaterThan(1);
    expect(await roadsFor(2)).toEqual(await roadsFor(2));
  });

  it('leaves out the roads closed for the season, and says so where every road near is closed', async () => {
    const summer = await planner.plan(loopPlan('Boulder, CO', 8), { ...TODAY, seed: 1 });
    const winter = await planner.plan(loopPlan('Boulder, CO', 8, '2027-01-12'), {
      ...TODAY,
      seed: 1,
    });
    expect(summer.facts.loop!.via).toEqual(
      expect.arrayContaining([expect.stringMatching(/Trail Ridge|Blue Sky|Independence/)]),
    );
    for (const road of winter.facts.loop!.via) {
      expect(road).not.toMatch(/Trail Ridge|Blue Sky|Independence/);
    }
    const closed = loopPlan('Boulder, CO', 3, '2027-01-12');
    await expect(planner.plan(closed, TODAY)).rejects.toThrow(
      new NoLoopRoadsError(PlanTripMessages.loopRoadsClosed),
    );
    expect(await planner.refusals(closed, { now: new Date('2026-05-01T12:00:00Z') })).toEqual({
      loopHours: PlanTripMessages.loopRoadsClosed,
    });
  });

  it('is refused, on its field, where no riding road lies near the start', async () => {
    const plains = loopPlan('Dodge City, KS', 2);
    expect(await planner.refusals(plains, { now: new Date('2026-05-01T12:00:00Z') })).toEqual({
      loopHours: PlanTripMessages.noLoopRoads,
    });
    await expect(planner.plan(plains, TODAY)).rejects.toBeInstanceOf(NoLoopRoadsError);
  });
});

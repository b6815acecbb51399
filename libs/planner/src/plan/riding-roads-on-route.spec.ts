import type { Day, ItineraryResponse, PlanTripInput } from '@roadbook/contracts';
import { cumulativeKm, projectOnLine } from '../geo/geo.util';
import { normalizeName } from '../gazetteer/gazetteer';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';
import { loadPlannerData } from './planner-data';

/**
 * What the itinerary says a day rides, the day rides: every "Ride X" lies on that day's line,
 * and a famous road the day passes by is a separate detour that would re-plan through it.
 */
const planner = createTripPlanner();
const data = loadPlannerData();

const RIDE = /^Ride (.+)$/;

/** The riding roads a day lists as ridden, with how far each lies from the day's line. */
function ridden(day: Day): { name: string; offKm: number }[] {
  const line = day.facts.geometry.map(([lat, lng]) => ({ lat, lng }));
  const cum = cumulativeKm(line);
  return day.activities.flatMap((a) => {
    const name = a.type === 'driving' ? null : RIDE.exec(a.title)?.[1];
    if (!name) return [];
    const road = data.places.byName(normalizeName(name))[0];
    return [{ name, offKm: projectOnLine(road, line, cum).offKm }];
  });
}

function expectEveryRiddenRoadOnItsDay(plan: ItineraryResponse): void {
  for (const day of plan.itinerary.days) {
    expect(ridden(day).filter((road) => road.offKm > 5)).toEqual([]);
  }
}

const motorcycle = (overrides: Partial<PlanTripInput>) =>
  planInput({
    travelMode: 'motorcycle',
    routeType: 'scenic',
    drivingHours: '4-6',
    activities: ['riding-road', 'beach', 'food'],
    ...overrides,
  });

describe('riding roads on the route', () => {
  it('rides Big Sur on the Pacific Coast Highway trip, in the day that passes it', async () => {
    const plan = await planner.plan(
      motorcycle({
        startLocation: 'San Francisco, CA',
        destination: 'Los Angeles, CA',
        waypoints: ['Monterey, CA', 'San Luis Obispo, CA', 'Santa Barbara, CA'],
        startDate: '2026-09-15',
        endDate: '2026-09-18',
      }),
      TODAY,
    );
    expectEveryRiddenRoadOnItsDay(plan);
    const rides = plan.itinerary.days.flatMap((d) => ridden(d).map((r) => r.name));
    expect(rides).toContain('Big Sur coast (California State Route 1)');
    expect(rides).toContain('Bixby Creek Bridge');
    // The road the trip is named for is ridden south of Monterey, not listed on the day before.
    const bigSurDay = plan.itinerary.days.find((d) =>
      ridden(d).some((r) => r.name.startsWith('Big Sur')),
    )!;
    expect(bigSurDay.facts.start.name).toBe('Monterey, CA');
  });

  it('offers a road off the day as a detour with its cost, never as "Ride"', async () => {
    const plan = await planner.plan(
      motorcycle({
        startLocation: 'Luzern, Switzerland',
        destination: 'Bormio, Italy',
        waypoints: ['Andermatt, Switzerland', 'Davos, Switzerland'],
        startDate: '2026-07-15',
        endDate: '2026-07-18',
        drivingHours: '2-4',
        activities: ['riding-road', 'landmark', 'nature'],
      }),
      TODAY,
    );
    expectEveryRiddenRoadOnItsDay(plan);
    const detours = plan.itinerary.days.flatMap((d) => d.activities.filter((a) => a.detour));
    expect(detours.length).toBeGreaterThan(0);
    for (const d of detours) {
      expect(d.title).toMatch(/^Nearby detour: /);
      expect(d.description).toMatch(/about \+\d+ km \/ \+(\d+ h )?\d+ min/);
      expect(d.detour!.addedKm).toBeGreaterThan(0);
      // The one tap adds the road to the rider's own stops, keeping them in order.
      const road = d.title.replace('Nearby detour: ', '');
      expect(d.detour!.waypoints).toContain(road);
      expect(d.detour!.waypoints.filter((w) => w !== road)).toEqual([
        'Andermatt, Switzerland',
        'Davos, Switzerland',
      ]);
    }
  });

  it('plans a detour added with one tap through the road, and then rides it', async () => {
    const base = motorcycle({
      startLocation: 'Asheville, NC',
      destination: 'Cherokee, NC',
      startDate: '2026-10-15',
      endDate: '2026-10-15',
      tripType: 'day',
      activities: ['riding-road', 'nature'],
    });
    const plan = await planner.plan(base, TODAY);
    const detour = plan.itinerary.days[0].activities.find(
      (a) => a.title === 'Nearby detour: Newfound Gap Road',
    );
    expect(detour?.detour).toBeDefined();
    const again = await planner.plan({ ...base, waypoints: detour!.detour!.waypoints }, TODAY);
    expect(ridden(again.itinerary.days[0]).map((r) => r.name)).toContain('Newfound Gap Road');
    expectEveryRiddenRoadOnItsDay(again);
    expect(again.facts.totalDistanceKm).toBeGreaterThan(plan.facts.totalDistanceKm);
  });

  it('counts a ridden road in the day: a scenic Denver → Ouray rides Independence Pass in July', async () => {
    const input = motorcycle({
      startLocation: 'Denver, CO',
      destination: 'Moab, UT',
      waypoints: ['Ouray, CO'],
      startDate: '2026-07-10',
      endDate: '2026-07-13',
      activities: ['riding-road', 'nature'],
    });
    const plan = await planner.plan(input, TODAY);
    const fastest = await planner.plan({ ...input, routeType: 'fastest' }, TODAY);
    expectEveryRiddenRoadOnItsDay(plan);
    expect(plan.itinerary.days.flatMap((d) => ridden(d).map((r) => r.name))).toContain(
      'Independence Pass',
    );
    // Its distance and time are in the days' figures, not a side trip left out of them.
    const days = plan.itinerary.days;
    expect(days.reduce((s, d) => s + d.facts.distanceKm, 0)).toBeCloseTo(
      plan.facts.totalDistanceKm,
      0,
    );
    expect(plan.facts.totalDistanceKm).toBeGreaterThan(fastest.facts.totalDistanceKm);
  });
});

import type { LatLng } from '@roadbook/contracts';
import { timeZoneFor } from '../gazetteer/regions';
import { loadPlannerData } from '../plan/planner-data';
import type { RoutedLeg } from '../ports/router.port';
import { loadReachability } from '../reach/reachability';
import { OfflineRouterAdapter } from '../route/offline-router.adapter';
import { RouteTrack } from '../route/route-track';
import { daysNeeded, splitIntoDays, type DayEnd, type SplitRequest } from './day-splitter';

/**
 * The splitter on the real gazetteer: where each night falls and what a day may cost. Routes are
 * either the offline router's (real towns along real corridors) or legs of a set length and
 * time, where a test needs to know exactly where the middle of the trip is.
 */

const { gazetteer } = loadPlannerData();
const router = new OfflineRouterAdapter(loadPlannerData(), loadReachability());

type Place = { name: string } & LatLng;

const CHICAGO: Place = { name: 'Chicago, IL', lat: 41.88, lng: -87.63 };
const DENVER: Place = { name: 'Denver, CO', lat: 39.74, lng: -104.99 };
const DALLAS: Place = { name: 'Dallas, TX', lat: 32.78, lng: -96.8 };
const ATLANTA: Place = { name: 'Atlanta, GA', lat: 33.75, lng: -84.39 };
const BOULDER: Place = { name: 'Boulder, CO', lat: 40.01, lng: -105.27 };
const KANSAS_CITY: Place = { name: 'Kansas City, MO', lat: 39.1, lng: -94.58 };
/** A wetland on the way across Kansas: a place to see, not to sleep at. */
const CHEYENNE_BOTTOMS: Place = { name: 'Cheyenne Bottoms', lat: 38.47, lng: -98.65 };
const LISBON: Place = { name: 'Lisbon', lat: 38.72, lng: -9.14 };
const PONTA_DELGADA: Place = { name: 'Ponta Delgada', lat: 37.74, lng: -25.67 };

/** The named stops of a route, placed at the ends of its legs, as the trip planner does. */
function namedStops(places: Place[], track: RouteTrack): DayEnd[] {
  return places.map((place, i) => ({
    ...place,
    shortName: place.name,
    countryCode: '',
    timeZone: timeZoneFor('', '', place),
    km: i === 0 ? 0 : track.legEndKm[i - 1],
    offKm: 0,
    canOvernight: true,
  }));
}

/** A car route through the places, as the offline router draws it. */
function routed(...places: Place[]) {
  const legs = places
    .slice(1)
    .map((to, i) =>
      router.estimate({ from: places[i], to, travelMode: 'car', routeType: 'fastest' }),
    );
  const track = new RouteTrack(legs);
  return { track, stops: namedStops(places, track) };
}

/** Straight legs of the same length and time each (500 km, 5 hours unless told). */
function evenLegs(places: Place[], { distanceKm = 500, durationMinutes = 300 } = {}) {
  const legs: RoutedLeg[] = places.slice(1).map((to, i) => ({
    distanceKm,
    durationMinutes,
    geometry: [places[i], to],
    estimated: true,
  }));
  const track = new RouteTrack(legs);
  return { track, stops: namedStops(places, track) };
}

function split(
  route: { track: RouteTrack; stops: DayEnd[] },
  request: Pick<SplitRequest, 'dayCount' | 'budgetMinutes'>,
) {
  return splitIntoDays(
    { gazetteer, reach: loadReachability() },
    {
      ...route,
      ...request,
      fuelRangeKm: null,
      routeType: 'fastest',
    },
  );
}

describe('splitIntoDays', () => {
  it.each([
    ['Chicago to Denver, 2 h 45 min a day over 8 days', [CHICAGO, DENVER], 165, 8],
    ['Dallas to Atlanta, 3 h a day over 5 days', [DALLAS, ATLANTA], 180, 5],
  ])(
    'keeps every day inside the daily budget, detours into town included: %s',
    (_label, places, budgetMinutes, dayCount) => {
      const route = routed(...places);
      // Tight on purpose: the days only just fit, so the split points have little room.
      expect(route.track.totalMinutes / dayCount).toBeGreaterThan(budgetMinutes * 0.85);
      const { days, warnings } = split(route, { dayCount, budgetMinutes });
      expect(days).toHaveLength(dayCount);
      for (const day of days) {
        expect(day.drivingMinutes).toBeLessThanOrEqual(budgetMinutes);
        expect(day.overBudget).toBe(false);
      }
      expect(warnings).toEqual([]);
    },
  );

  it('keeps each day inside the daylight where it is shorter than the budget and the days leave room', () => {
    const route = routed(DALLAS, ATLANTA);
    const byDaylight = splitIntoDays(
      { gazetteer, reach: loadReachability() },
      {
        ...route,
        dayCount: 5,
        budgetMinutes: 600,
        daylightMinutes: 180,
        fuelRangeKm: null,
        routeType: 'fastest',
      },
    );
    for (const day of byDaylight.days) {
      expect(day.drivingMinutes).toBeLessThanOrEqual(180);
      expect(day.overBudget).toBe(false);
    }
    // Too few days for the daylight: the nights fall by the budget, and no day is over it.
    const tooFew = splitIntoDays(
      { gazetteer, reach: loadReachability() },
      {
        ...route,
        dayCount: 3,
        budgetMinutes: 600,
        daylightMinutes: 150,
        fuelRangeKm: null,
        routeType: 'fastest',
      },
    );
    expect(tooFew.days).toHaveLength(3);
    for (const day of tooFew.days) expect(day.overBudget).toBe(false);
    expect(tooFew.warnings).toEqual([]);
  });

  it('ends each night at a real town, and the days join up from start to destination', () => {
    const route = routed(CHICAGO, DENVER);
    const { days } = split(route, { dayCount: 4, budgetMinutes: 360 });
    expect(days[0].start.name).toBe(CHICAGO.name);
    expect(days[days.length - 1].end.name).toBe(DENVER.name);
    for (const [i, day] of days.slice(0, -1).entries()) {
      expect(day.end.canOvernight).toBe(true);
      expect(gazetteer.near(day.end, 1, 1000).map((town) => town.name)).toContain(
        day.end.shortName,
      );
      expect(days[i + 1].start).toBe(day.end);
    }
  });

  it('spends the night at a named stop near the split point', () => {
    const route = evenLegs([DENVER, CHEYENNE_BOTTOMS, KANSAS_CITY]);
    const { days } = split(route, { dayCount: 2, budgetMinutes: 360 });
    expect(days.map((day) => day.end.name)).toEqual([CHEYENNE_BOTTOMS.name, KANSAS_CITY.name]);
  });

  it('never spends the night at a named stop nobody sleeps at: a town near it instead', () => {
    const route = evenLegs([DENVER, CHEYENNE_BOTTOMS, KANSAS_CITY]);
    route.stops[1].canOvernight = false;
    const { days, warnings } = split(route, { dayCount: 2, budgetMinutes: 360 });
    expect(days[0].end.name).not.toBe(CHEYENNE_BOTTOMS.name);
    expect(days[0].end.canOvernight).toBe(true);
    // Still a night near the middle: within the window around the split point.
    expect(Math.abs(days[0].end.km - route.stops[1].km)).toBeLessThanOrEqual(50);
    // The named stop is still on the day's way.
    expect([...days[0].towns, ...days[1].towns]).toContain(CHEYENNE_BOTTOMS.name);
    expect(warnings).toEqual([]);
  });

  it('says plainly when the days asked for are too few, and how many would do', () => {
    const route = routed(CHICAGO, DENVER);
    const budgetMinutes = 240;
    const { days, warnings } = split(route, { dayCount: 2, budgetMinutes });
    const needed = daysNeeded(route.track.totalMinutes, budgetMinutes);
    expect(needed).toBeGreaterThan(2);
    // One warning with the fix, not one per day: every day is over, and that is the same fact.
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(`over 2 days, more than your 4 h daily budget; ${needed} days would keep`),
      ),
    ]);
    expect(days.every((day) => day.overBudget)).toBe(true);
    // The days share the drive evenly rather than one being cut to the budget.
    const [first, second] = days.map((day) => day.drivingMinutes);
    expect(Math.abs(first - second)).toBeLessThan(route.track.totalMinutes * 0.2);
  });

  it('says when a night has no town within reach instead of inventing one', () => {
    // Across the open Atlantic: an estimated straight line, as the offline router draws a sea.
    const route = evenLegs([LISBON, PONTA_DELGADA], { distanceKm: 1500, durationMinutes: 1000 });
    const { days, warnings } = split(route, { dayCount: 2, budgetMinutes: 600 });
    expect(days[0].end).toMatchObject({ name: 'Open country', canOvernight: false });
    expect(warnings).toContainEqual(expect.stringMatching(/^Night 1: no town within 80 km/));
  });

  it('makes a one-day trip one day: the whole route, no night', () => {
    const route = routed(DENVER, BOULDER);
    const { days, warnings } = split(route, { dayCount: 1, budgetMinutes: 240 });
    expect(days).toHaveLength(1);
    expect(days[0].start.name).toBe(DENVER.name);
    expect(days[0].end.name).toBe(BOULDER.name);
    expect(days[0].distanceKm).toBeCloseTo(route.track.totalKm, 6);
    expect(days[0].drivingMinutes).toBeCloseTo(route.track.totalMinutes, 6);
    expect(warnings).toEqual([]);
  });

  it('warns about a one-day trip longer than the budget', () => {
    const route = routed(CHICAGO, DENVER);
    const { days, warnings } = split(route, { dayCount: 1, budgetMinutes: 240 });
    expect(days).toHaveLength(1);
    expect(days[0].overBudget).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(/over 1 day, more than your 4 h daily budget/),
    ]);
  });
});

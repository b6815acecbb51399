import type { LatLng, RouteType } from '@roadbook/contracts';
import { Gazetteer } from '../gazetteer/gazetteer';
import { timeZoneFor } from '../gazetteer/regions';
import { loadReachability } from '../reach/reachability';
import { RouteTrack } from '../route/route-track';
import { splitIntoDays, type DayEnd } from './day-splitter';

/**
 * Lunch and fuel on a made-up straight drive of about 350 km across the plains, with a small
 * town a little past the middle, a village right at it and a village near the end of a 250 km
 * tank: a fastest day stops in the town on its corridor, a scenic day where it always did.
 */

const FROM = { lat: 38, lng: -100 };
const TO = { lat: 38, lng: -96 };
/** Kilometres per degree of longitude at 38° N. */
const KM_PER_DEG = 87.6;
const atKm = (km: number): LatLng => ({ lat: 38, lng: FROM.lng + km / KM_PER_DEG });
const town = (name: string, km: number, population: number) => ({
  name,
  ...atKm(km),
  population,
  country: 'US',
  admin: 'KS',
});

const gazetteer = Gazetteer.fromTowns([
  town('Village at the middle', 175, 700),
  town('Market town', 200, 8000),
  town('Village near the tank’s end', 240, 600),
]);

function end(name: string, p: LatLng, km: number): DayEnd {
  return {
    ...p,
    name,
    shortName: name,
    countryCode: 'US',
    timeZone: timeZoneFor('US', 'KS', p),
    km,
    offKm: 0,
    canOvernight: true,
  };
}

function oneDay(routeType: RouteType, towns = gazetteer, durationMinutes = 210) {
  const track = new RouteTrack([
    { distanceKm: 350, durationMinutes, geometry: [FROM, TO], estimated: true },
  ]);
  const { days } = splitIntoDays(
    { gazetteer: towns, reach: loadReachability() },
    {
      track,
      stops: [end('West', FROM, 0), end('East', TO, track.totalKm)],
      dayCount: 1,
      budgetMinutes: 600,
      fuelRangeKm: 250,
      routeType,
    },
  );
  return days[0];
}

describe('splitIntoDays: lunch and fuel on the corridor', () => {
  it('takes lunch in the larger town near the middle of a fastest day, in the village on a scenic one', () => {
    expect(oneDay('fastest').lunch).toEqual({ kind: 'town', name: 'Market town' });
    expect(oneDay('scenic').lunch).toEqual({ kind: 'town', name: 'Village at the middle' });
  });

  it('fuels in the town on a fastest day’s corridor, at the furthest village on a scenic one', () => {
    expect(oneDay('fastest').fuelStops.map((f) => f.name)).toEqual(['Market town, KS']);
    expect(oneDay('scenic').fuelStops.map((f) => f.name)).toEqual([
      'Village near the tank’s end, KS',
    ]);
  });

  it('still fuels within the tank’s range either way', () => {
    for (const routeType of ['fastest', 'scenic'] as const) {
      const day = oneDay(routeType);
      const points = [0, ...day.fuelStops.map((f) => f.atKm), day.distanceKm];
      for (let i = 1; i < points.length; i++)
        expect(points[i] - points[i - 1]).toBeLessThanOrEqual(250);
      expect(day.fuelGaps).toEqual([]);
    }
  });
});

describe('splitIntoDays: where a day stops for lunch', () => {
  // Towns a quarter-hour from each end of the drive, and none between.
  const edges = [town('Edge of West', 15, 3000), town('Edge of East', 335, 3000)];

  it('never lunches in a town the day has only just left or is about to reach', () => {
    // A roadhouse on the road at the middle: lunch there, said to be a small place.
    const withRoadhouse = Gazetteer.fromTowns([...edges, town('Roadhouse', 170, 40)]);
    expect(oneDay('scenic', withRoadhouse).lunch).toEqual({ kind: 'hamlet', name: 'Roadhouse' });
    // A town a short detour off the estimated line, where the real road likely runs.
    const offTheLine = { ...town('Town off the line', 170, 2000), lat: 38.18 };
    expect(oneDay('scenic', Gazetteer.fromTowns([...edges, offTheLine])).lunch).toEqual({
      kind: 'town',
      name: 'Town off the line',
    });
    // Nothing near the middle of a long ride: lunch is bought at the start and packed.
    expect(oneDay('scenic', Gazetteer.fromTowns(edges)).lunch).toEqual({
      kind: 'packed',
      from: 'West',
    });
  });

  it('takes the lunch of a short ride with nothing on the way at its end', () => {
    expect(oneDay('fastest', Gazetteer.fromTowns(edges), 170).lunch).toEqual({
      kind: 'town',
      name: 'East',
    });
  });
});

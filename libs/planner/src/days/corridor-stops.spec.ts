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

function oneDay(routeType: RouteType) {
  const track = new RouteTrack([
    { distanceKm: 350, durationMinutes: 210, geometry: [FROM, TO], estimated: true },
  ]);
  const { days } = splitIntoDays(
    { gazetteer, reach: loadReachability() },
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
    expect(oneDay('fastest').midTown).toBe('Market town');
    expect(oneDay('scenic').midTown).toBe('Village at the middle');
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

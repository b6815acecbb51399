import type { LatLng, WeatherOnRoute, WeatherOnRouteKind } from '@roadbook/contracts';
import type { Sight } from '../activities/day-activities.builder';
import { isRidden } from '../activities/day-activities.builder';
import type { DaySchedule } from '../days/day-schedule';
import type { SplitDay } from '../days/day-splitter';
import { clockTime } from '../days/local-time';
import type { Gazetteer } from '../gazetteer/gazetteer';
import { timeZoneFor } from '../gazetteer/regions';
import type { HourWeather, TimedPoint } from '../ports/weather.port';
import { seasonOf } from '../route/road-seasons';

/** How near a town must be to lend a stop its time zone. */
const ZONE_TOWN_KM = 30;

/** A place on the day's ride and when the rider is expected there. */
export interface RoutePoint extends TimedPoint {
  kind: WeatherOnRouteKind;
  place: string;
  /** Distance from the day's start, km. */
  km: number;
}

/**
 * Where the day's weather is read: its start, each fuel stop, each riding road it rides, and its
 * arrival, in riding order. The time at each is the departure plus the day's elapsed time in
 * proportion to the distance ridden: breaks, meals and stops are spread along the day as the
 * schedule spreads them, so a point half-way is reached half-way through the day.
 */
export function routePoints(
  day: SplitDay,
  schedule: DaySchedule,
  sights: Sight[],
  gazetteer: Gazetteer,
): RoutePoint[] {
  const total = Math.max(day.distanceKm, 1e-6);
  const at = (km: number) =>
    schedule.departureAt +
    (Math.min(km, total) / total) * (schedule.arrivalAt - schedule.departureAt);
  // A stop's clock is its own town's: a day may cross into another time zone before its end.
  const zoneAt = (p: LatLng, km: number) => {
    const [town] = gazetteer.near(p, ZONE_TOWN_KM);
    return town
      ? timeZoneFor(town.country, town.admin, p)
      : km < total / 2
        ? day.start.timeZone
        : day.end.timeZone;
  };
  const middle: RoutePoint[] = [
    ...day.fuelStops.map((f) => ({
      kind: 'fuel' as const,
      place: f.name,
      lat: f.lat,
      lng: f.lng,
      km: f.atKm,
    })),
    ...sights.filter(isRidden).map((s) => ({
      kind: 'ride' as const,
      place: s.place.name,
      lat: s.place.lat,
      lng: s.place.lng,
      km: s.atKm,
      elevationM: seasonOf(s.place.name)?.summitM,
    })),
  ]
    .filter((p) => p.km > 0 && p.km < total)
    .sort((a, b) => a.km - b.km)
    .map((p) => ({ ...p, at: at(p.km), timeZone: zoneAt(p, p.km) }));
  return [
    {
      kind: 'start',
      place: day.start.name,
      lat: day.start.lat,
      lng: day.start.lng,
      km: 0,
      at: schedule.departureAt,
      timeZone: day.start.timeZone,
    },
    ...middle,
    {
      kind: 'arrival',
      place: day.end.name,
      lat: day.end.lat,
      lng: day.end.lng,
      km: total,
      at: at(total),
      timeZone: day.end.timeZone,
    },
  ];
}

/** The points with their hour's weather, as the itinerary lists them. */
export function weatherOnRoute(points: RoutePoint[], hours: HourWeather[]): WeatherOnRoute[] {
  return points.map((p, i) => ({
    kind: p.kind,
    place: p.place,
    time: clockTime(p.at, p.timeZone),
    ...hours[i],
  }));
}

import { groupFuelPlan } from '@roadbook/contracts';
import type { Day, FerryLeg, LatLng, PlanTripInput, RouteLeg, Stop } from '@roadbook/contracts';
import type { FerryCrossing } from '../reach/reachability';
import { isRidden } from '../activities/day-activities.builder';
import type { Sight } from '../activities/day-activities.builder';
import type { DaySchedule } from '../days/day-schedule';
import type { DayEnd, SplitDay } from '../days/day-splitter';
import { formatDistance, formatDuration } from '../format/units.format';
import { round } from '../geo/geo.util';
import type { GeocodedPlace } from '../ports/geocoder.port';
import type { NarrativeFacts } from '../ports/narrative.port';
import type { RoutedLeg } from '../ports/router.port';

/** Pieces of the itinerary response, built from the planner's computed facts. */

/** A geocoded plan stop and the form field it came from. */
export interface Located extends GeocodedPlace {
  field: string;
}

/** The plan's places in order, each with the form field it was typed in. */
export function placeFields(input: PlanTripInput): [field: string, text: string][] {
  return [
    ['startLocation', input.startLocation],
    ...(input.waypoints ?? [])
      .filter((w) => w.trim())
      .map((w, i): [string, string] => [`waypoints[${i}]`, w]),
    ['destination', input.destination],
  ];
}

export function toStop(end: DayEnd, role: Stop['role']): Stop {
  return {
    name: end.name,
    lat: round(end.lat, 5),
    lng: round(end.lng, 5),
    role,
    countryCode: end.countryCode,
  };
}

export function pair(p: LatLng): [number, number] {
  return [round(p.lat, 5), round(p.lng, 5)];
}

export function routeLeg(
  from: GeocodedPlace,
  to: GeocodedPlace,
  leg: RoutedLeg,
  imperial: boolean,
): RouteLeg {
  return {
    start_address: from.name,
    end_address: to.name,
    distance: {
      text: formatDistance(leg.distanceKm, imperial),
      value: Math.round(leg.distanceKm * 1000),
    },
    duration: {
      text: formatDuration(leg.durationMinutes),
      value: Math.round(leg.durationMinutes * 60),
    },
    start_location: { lat: from.lat, lng: from.lng },
    end_location: { lat: to.lat, lng: to.lng },
    geometry: leg.geometry.map(pair),
    ...(leg.ferry && { ferry: ferryLeg(leg.ferry) }),
  };
}

export function ferryLeg(crossing: FerryCrossing): FerryLeg {
  return {
    from: crossing.from.name,
    to: crossing.to.name,
    crossingMinutes: crossing.minutes,
    operators: crossing.operators,
    source: crossing.source,
    ...(crossing.train && { train: crossing.train }),
  };
}

export function allStops(places: Located[], days: SplitDay[]): Stop[] {
  const out: Stop[] = places.map((p, i) => ({
    name: p.name,
    label: p.label,
    lat: p.lat,
    lng: p.lng,
    role: i === 0 ? 'start' : i === places.length - 1 ? 'destination' : 'waypoint',
    countryCode: p.countryCode,
  }));
  for (const d of days.slice(0, -1)) {
    if (!out.some((s) => s.name === d.end.name)) out.push(toStop(d.end, 'overnight'));
  }
  for (const d of days) out.push(...d.fuelStops);
  return out;
}

export function center(points: LatLng[]): LatLng {
  const b = bounds(points);
  return {
    lat: round((b.southwest.lat + b.northeast.lat) / 2, 5),
    lng: round((b.southwest.lng + b.northeast.lng) / 2, 5),
  };
}

export function bounds(points: LatLng[]): { southwest: LatLng; northeast: LatLng } {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    southwest: { lat: round(Math.min(...lats), 5), lng: round(Math.min(...lngs), 5) },
    northeast: { lat: round(Math.max(...lats), 5), lng: round(Math.max(...lngs), 5) },
  };
}

/** A day as planned, before the narrative gives it a title and a description. */
export type PlannedDay = Omit<Day, 'title' | 'description'>;

/** Everything the narrative is written from, gathered by the planner's steps. */
export interface NarrativeSources {
  input: PlanTripInput;
  places: Located[];
  split: SplitDay[];
  days: PlannedDay[];
  schedules: DaySchedule[];
  sightsByDay: Sight[][];
  totalDistance: string;
  fuelRangeKm: number | null;
  imperial: boolean;
  warnings: string[];
  /** The riding that still arrives before sunset, when it set where the days end. */
  daylight: { ridingMinutes: number; marginMinutes: number } | null;
}

export function narrativeFacts({
  input,
  places,
  split,
  days,
  schedules,
  sightsByDay,
  totalDistance,
  fuelRangeKm,
  imperial,
  warnings,
  daylight,
}: NarrativeSources): NarrativeFacts {
  const dayFacts = split.map((d, i) => ({
    day: i + 1,
    date: days[i].date,
    start: d.start.shortName,
    end: d.end.shortName,
    distance: days[i].distance,
    drivingTime: formatDuration(d.drivingMinutes),
    drivingMinutes: Math.round(d.drivingMinutes),
    towns: d.towns,
    // Only a riding road the route really uses is one the day goes "via"; detours are not sights.
    sights: sightsByDay[i].filter((s) => !isRidden(s)).map((s) => s.place.name),
    ridingRoads: sightsByDay[i].filter(isRidden).map((s) => s.place.name),
    fuelStops: d.fuelStops.map((f) => f.name),
    fuelWarnings: d.fuelGaps.map((g) => g.warning),
    sunset: schedules[i].sunset,
    arrival: schedules[i].arrival,
    weather: days[i].weather,
    overBudget: d.overBudget,
    restDay: d.rest === true,
  }));
  return {
    tripName: input.name,
    travelMode: input.travelMode,
    routeType: input.routeType,
    isRoundTrip: input.isRoundTrip ?? false,
    start: places[0].name,
    destination: places[places.length - 1].name,
    waypoints: places.slice(1, -1).map((p) => p.name),
    totalDistance,
    totalDrivingTime: formatDuration(split.reduce((s, d) => s + d.drivingMinutes, 0)),
    additionalNotes: input.additionalNotes ?? '',
    days: dayFacts,
    highlights: [...new Set(sightsByDay.flat().map((s) => s.place.name))],
    fuelRangeKm,
    fuelRangeSetBy: groupFuelPlan(input.group)?.rider ?? null,
    imperial,
    warnings,
    daylight: daylight && {
      ridingTime: formatDuration(daylight.ridingMinutes),
      margin: formatDuration(daylight.marginMinutes),
    },
  };
}

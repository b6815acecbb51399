import { weatherHazardOf } from '@roadbook/contracts';
import type { Stop, WeatherFallback, WeatherHazard, WeatherOnRoute } from '@roadbook/contracts';
import type { Sight } from '../activities/day-activities.builder';
import { isRidden } from '../activities/day-activities.builder';
import type { SplitDay } from '../days/day-splitter';
import { townsAlong } from '../days/towns-along';
import { list } from '../format/list.format';
import { formatDistance, formatDuration } from '../format/units.format';
import type { Gazetteer } from '../gazetteer/gazetteer';
import { displayName } from '../gazetteer/regions';
import { distanceKm, round } from '../geo/geo.util';
import type { RouteTrack } from '../route/route-track';
import { seasonOf } from '../route/road-seasons';
import type { RoutePoint } from './weather-on-route';

/** Plan B's overnight: a town with beds, near the line, between these shares of the day. */
const EARLIEST_SHARE = 0.3;
const LATEST_SHARE = 0.7;
const TOWN_RADIUS_KM = 8;
const TOWN_MIN_POPULATION = 2000;
/** A day this short has no earlier town worth stopping in. */
const MIN_SPLIT_KM = 80;

export interface FallbackInput {
  day: SplitDay;
  points: RoutePoint[];
  along: WeatherOnRoute[];
  unit: 'C' | 'F';
  sights: Sight[];
  isLastDay: boolean;
  imperial: boolean;
  gazetteer: Gazetteer;
  track: RouteTrack;
}

/**
 * Plan B for a day that is wet or freezing at the times it is ridden (freezing first: ice is the
 * worse of the two). It is shorter and lower: the night in the largest town between 30 % and
 * 70 % of the day, or before the first bad hour when that comes later; the day's seasonal high
 * roads (those that close in winter) left for another day; and, when it freezes, a later start,
 * or another night where it is freezing at every hour the day would be ridden. Undefined for a
 * day whose hours are dry and above freezing.
 */
export function weatherFallback(input: FallbackInput): WeatherFallback | undefined {
  const { day, points, along, unit, imperial } = input;
  const hazards = along.map((h) => weatherHazardOf(h, unit));
  const hazard: WeatherHazard | undefined = hazards.includes('freezing')
    ? 'freezing'
    : hazards.includes('wet')
      ? 'wet'
      : undefined;
  if (!hazard) return undefined;
  const first = hazards.indexOf(hazard);
  // A day that never thaws has no later start: its Plan B is to wait.
  const frozenAllDay = hazards.every((h) => h === 'freezing');
  const stop = frozenAllDay ? undefined : earlierStop(input, points[first].km);
  const skips = input.sights
    .filter(isRidden)
    .map((s) => s.place.name)
    .filter((name) => seasonOf(name) !== undefined);
  const steps = [
    ...(hazard === 'freezing' ? ['leave once the roads have thawed'] : []),
    ...(stop
      ? [
          `stop for the night in ${stop.town.name} (${formatDistance(stop.distanceKm, imperial)}, about ${formatDuration(stop.drivingMinutes)} of riding)`,
        ]
      : []),
    ...(skips.length
      ? [`leave ${list(skips)} for a ${hazard === 'wet' ? 'drier' : 'warmer'} day`]
      : []),
    ...(stop
      ? [
          input.isLastDay
            ? 'finish the trip the next day'
            : `ride the remaining ${formatDistance(day.distanceKm - stop.distanceKm, imperial)} the next day`,
        ]
      : []),
  ];
  if (frozenAllDay) {
    steps.splice(
      0,
      steps.length,
      `stay another night in ${day.start.shortName} until the roads have thawed`,
    );
  } else if (steps.length === 0) {
    steps.push(
      `stay another night in ${day.start.shortName} and ride this day once it has cleared`,
    );
  }
  return {
    hazard,
    reason: reasonFor(hazard, along[first], unit),
    ...(stop && {
      overnight: stop.town,
      distanceKm: round(stop.distanceKm, 1),
      drivingMinutes: Math.round(stop.drivingMinutes),
    }),
    skips,
    advice: `${capitalised(stepsInWords(steps))}.`,
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Steps may hold an "and" of their own, so three or more take a serial comma. */
function stepsInWords(steps: string[]): string {
  return steps.length < 3
    ? steps.join(' and ')
    : `${steps.slice(0, -1).join(', ')}, and ${steps[steps.length - 1]}`;
}

function reasonFor(hazard: WeatherHazard, hour: WeatherOnRoute, unit: 'C' | 'F'): string {
  const when = `at ${hour.place} around ${hour.time}`;
  const typical = hour.source === 'typical' ? ' (typical for the season)' : '';
  return hazard === 'freezing'
    ? `${hour.temperature}°${unit}${hour.condition === 'snow' ? ' with snow' : ''} ${when}${typical}`
    : `rain likely (${hour.chanceOfRain} %) ${when}${typical}`;
}

/**
 * Plan B's overnight: the largest town with beds in its stretch of the day, how far into the
 * day it is and the riding to it; undefined for a day too short (or a loop) to stop in.
 */
function earlierStop(
  { day, gazetteer, track }: FallbackInput,
  firstBadKm: number,
): { town: Stop; distanceKm: number; drivingMinutes: number } | undefined {
  const length = day.distanceKm;
  // A loop ends where it starts: its Plan B is the start's own bed.
  if (length < MIN_SPLIT_KM || distanceKm(day.start, day.end) < 1) return undefined;
  const latest =
    firstBadKm > EARLIEST_SHARE * length && firstBadKm < LATEST_SHARE * length
      ? firstBadKm
      : LATEST_SHARE * length;
  const towns = townsAlong(
    gazetteer,
    track,
    day.start.km + EARLIEST_SHARE * length,
    day.start.km + latest,
    TOWN_RADIUS_KM,
    TOWN_MIN_POPULATION,
  );
  const best = towns.reduce<(typeof towns)[number] | undefined>(
    (a, t) => (!a || t.population > a.population ? t : a),
    undefined,
  );
  if (!best) return undefined;
  const intoDay = best.km - day.start.km;
  return {
    town: {
      name: displayName(best.name, best.country, best.admin),
      lat: round(best.lat, 5),
      lng: round(best.lng, 5),
      role: 'overnight',
      countryCode: best.country,
    },
    distanceKm: intoDay,
    drivingMinutes: (day.drivingMinutes * intoDay) / length,
  };
}

import { weatherHazardOf } from '@roadbook/contracts';
import type { WeatherFallback, WeatherHazard, WeatherOnRoute } from '@roadbook/contracts';
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
  const overnight = frozenAllDay ? undefined : earlierTown(input, points[first].km);
  const skips = input.sights
    .filter(isRidden)
    .map((s) => s.place.name)
    .filter((name) => seasonOf(name) !== undefined);
  const km = overnight && overnight.km - day.start.km;
  const minutes = km && (day.drivingMinutes * km) / day.distanceKm;
  const steps = [
    ...(hazard === 'freezing' ? ['leave once the roads have thawed'] : []),
    ...(overnight && km && minutes
      ? [
          `stop for the night in ${overnight.name} (${formatDistance(km, imperial)}, about ${formatDuration(minutes)} of riding)`,
        ]
      : []),
    ...(skips.length
      ? [`leave ${list(skips)} for a ${hazard === 'wet' ? 'drier' : 'warmer'} day`]
      : []),
    ...(overnight && km
      ? [
          input.isLastDay
            ? 'finish the trip the next day'
            : `ride the remaining ${formatDistance(day.distanceKm - km, imperial)} the next day`,
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
    ...(overnight &&
      km &&
      minutes && {
        overnight: {
          name: overnight.name,
          lat: round(overnight.lat, 5),
          lng: round(overnight.lng, 5),
          role: 'overnight' as const,
          countryCode: overnight.country,
        },
        distanceKm: round(km, 1),
        drivingMinutes: Math.round(minutes),
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

/** The largest town with beds in Plan B's stretch of the day, if the day is long enough. */
function earlierTown(
  { day, gazetteer, track }: FallbackInput,
  firstBadKm: number,
): { name: string; lat: number; lng: number; country: string; km: number } | undefined {
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
  return best && { ...best, name: displayName(best.name, best.country, best.admin) };
}

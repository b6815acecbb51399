import type { LatLng, PlanTripInput, RiderAlert } from '@roadbook/contracts';
import type { SplitDay } from '../days/day-splitter';
import { townsAlong } from '../days/towns-along';
import type { Gazetteer } from '../gazetteer/gazetteer';
import { distanceKm } from '../geo/geo.util';
import type { RouteTrack } from '../route/route-track';
import type { Located } from './itinerary-response.parts';
import { closureAlert } from './rider-alerts';
import type { SeasonClosure } from './route-legs';

/** The town a day goes by instead of a closed road: the largest this close to where it would be. */
const INSTEAD_WINDOW_KM = 40;
const INSTEAD_RADIUS_KM = 12;
const INSTEAD_MIN_POPULATION = 1000;
/** A town this close to where the day starts or ends is that place: no way around anything. */
const DAY_END_KM = 2;

/**
 * Each day's closed-road alerts: a closure belongs to the day whose stretch of the route passes
 * nearest to the road, and names the town the day goes by instead (the way around the leg was
 * routed by, else the largest town on the day near the road that is not where the day starts or
 * ends; with none, the day only leaves the road out).
 */
export function closuresOnDays(
  gazetteer: Gazetteer,
  track: RouteTrack,
  days: SplitDay[],
  closures: SeasonClosure[],
): RiderAlert[][] {
  const out: RiderAlert[][] = days.map(() => []);
  for (const closure of closures) {
    const { km } = track.locate(closure.road);
    const i = Math.max(
      0,
      days.findIndex((d) => d.end.km >= km),
    );
    const instead = closure.unavoidable
      ? undefined
      : (closure.around ?? largestTownNear(gazetteer, track, days[i], km));
    const alert = closureAlert(closure, instead);
    if (!out[i].some((a) => a.message === alert.message)) out[i].push(alert);
  }
  return out;
}

function largestTownNear(
  gazetteer: Gazetteer,
  track: RouteTrack,
  day: SplitDay,
  km: number,
): string | undefined {
  const towns = townsAlong(
    gazetteer,
    track,
    Math.max(day.start.km, km - INSTEAD_WINDOW_KM),
    Math.min(day.end.km, km + INSTEAD_WINDOW_KM),
    INSTEAD_RADIUS_KM,
    INSTEAD_MIN_POPULATION,
  );
  const isDayEnd = (town: LatLng) =>
    [day.start, day.end].some((end) => distanceKm(end, town) < DAY_END_KM);
  return towns
    .filter((town) => !isDayEnd(town))
    .reduce<(typeof towns)[number] | undefined>(
      (best, t) => (!best || t.population > best.population ? t : best),
      undefined,
    )?.name;
}

/**
 * The plan's stops with a place added where the route passes it: between the named stops the
 * route reaches before and after it. What a detour's one tap sends back as the changed plan.
 */
export function waypointsWith(
  input: PlanTripInput,
  sequence: Located[],
  track: RouteTrack,
  place: LatLng & { name: string },
): string[] {
  const waypoints = (input.waypoints ?? []).filter((w) => w.trim());
  const { km } = track.locate(place);
  // Leg i ends at sequence[i + 1]; ferry ports between the rider's stops are not theirs.
  const before = sequence
    .slice(1)
    .filter((stop, i) => stop.field.startsWith('waypoints[') && track.legEndKm[i] <= km).length;
  return [...waypoints.slice(0, before), place.name, ...waypoints.slice(before)];
}

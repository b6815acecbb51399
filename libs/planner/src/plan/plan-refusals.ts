import { loopHoursOf, PlanTripMessages } from '@roadbook/contracts';
import type { PlanTripInput } from '@roadbook/contracts';
import { localDate } from '../days/local-time';
import { normalizeName } from '../gazetteer/gazetteer';
import { timeZoneFor } from '../gazetteer/regions';
import { distanceKm } from '../geo/geo.util';
import type { Reachability } from '../reach/reachability';
import type { Gazetteer } from '../gazetteer/gazetteer';
import type { CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { withFerryCrossings } from './ferry-crossings';
import { loopRoadsProblem } from './loop-route';
import type { Located } from './itinerary-response.parts';
import { NoRoadError } from './planner.errors';

/** Two names this close are one place ("Denver" and "Denver, CO"). */
const SAME_PLACE_KM = 1;

/** A plan's field errors, in the rider's words, as the form shows them under each field. */
export type PlanRefusals = Record<string, string>;

/**
 * What makes a new or changed plan mean nothing, checked before it is stored or queued: the same
 * start and destination with nothing in between, a start date already past where the trip
 * starts, a loop with no riding road near its start, places no road or car ferry joins. `places` are the plan's places as found (start,
 * stops, destination); a place not found is left to the planner, which may find it online.
 */
export function planRefusals(
  input: PlanTripInput,
  places: (Located | null)[],
  now: Date,
  {
    reach,
    gazetteer,
    catalog,
  }: { reach: Reachability; gazetteer: Gazetteer; catalog: CuratedPlacesCatalog },
): PlanRefusals {
  const out: PlanRefusals = {};
  const [start, destination] = [places[0], places[places.length - 1]];
  const nothingBetween = !input.isRoundTrip && (input.waypoints ?? []).every((w) => !w.trim());
  const sameText = normalizeName(input.startLocation) === normalizeName(input.destination);
  const samePoint = start && destination && distanceKm(start, destination) < SAME_PLACE_KM;
  if (nothingBetween && (sameText || samePoint)) {
    out.destination = PlanTripMessages.sameStartAndDestination;
  }
  if (input.startDate && start) {
    const zone = timeZoneFor(start.countryCode, start.admin ?? '', start);
    if (input.startDate < localDate(now.getTime(), zone)) {
      out.startDate = PlanTripMessages.startDateInPast;
    }
  }
  const loopHours = loopHoursOf(input);
  if (loopHours !== null && start) {
    const date =
      input.startDate ||
      localDate(now.getTime(), timeZoneFor(start.countryCode, start.admin ?? '', start));
    const problem = loopRoadsProblem(catalog, start, loopHours, date);
    if (problem) out.loopHours = problem;
  }
  const found = places.filter((p): p is Located => p !== null);
  if (found.length < 2) return out;
  try {
    withFerryCrossings(input.isRoundTrip ? [...found, found[0]] : found, reach, gazetteer);
  } catch (error) {
    if (!(error instanceof NoRoadError)) throw error;
    out[error.field.replace(/\[\d+\]$/, '')] ??= error.message;
  }
  return out;
}

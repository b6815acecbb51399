import type { PlanTripInput, SpareDaysAdvice } from '@roadbook/contracts';
import type { CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { cumulativeKm, projectOnLine } from '../geo/geo.util';
import type { RouteTrack } from '../route/route-track';
import { isOpenOn } from '../route/road-seasons';
import type { Located } from './itinerary-response.parts';

/** Famous roads and places this far from the route are a detour worth a spare day. */
const LOOP_REACH_KM = 90;
/** Closer than this they are on the route already. */
const ON_ROUTE_KM = 5;
/** The offline model's winding factor and pace on the side roads to them. */
const SIDE_ROAD_FACTOR = 1.3;
const SIDE_ROAD_KMH = 55;
const MAX_ADDED_STOPS = 4;

/**
 * A longer scenic route that fills spare days: the famous riding roads near this route (open on
 * the trip's date), else its landmarks and nature, added as stops where the route passes them,
 * nearest first, until the riding they add fills `minutes`. Null when there is nothing near.
 */
export function scenicLoop(
  input: PlanTripInput,
  sequence: Located[],
  track: RouteTrack,
  catalog: CuratedPlacesCatalog,
  date: string,
  minutes: number,
): SpareDaysAdvice['scenicLoop'] {
  const line = track.points;
  const cum = cumulativeKm(line);
  const seen = new Set<number>();
  const near = line
    .filter((_, i) => i % 5 === 0 || i === line.length - 1)
    .flatMap((p) => catalog.near(p, LOOP_REACH_KM))
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .map((place) => ({ place, ...projectOnLine(place, line, cum) }))
    .filter((c) => c.offKm > ON_ROUTE_KM && c.offKm <= LOOP_REACH_KM)
    .sort((a, b) => a.offKm - b.offKm || a.place.id - b.place.id);
  const roads = near.filter((c) => c.place.kind === 'riding-road' && isOpenOn(c.place.name, date));
  const sights = near.filter((c) => c.place.kind === 'nature' || c.place.kind === 'landmark');
  const chosen: typeof near = [];
  let added = 0;
  for (const c of roads.length ? roads : sights) {
    if (added >= minutes || chosen.length >= MAX_ADDED_STOPS) break;
    chosen.push(c);
    added += ((2 * c.offKm * SIDE_ROAD_FACTOR) / SIDE_ROAD_KMH) * 60;
  }
  if (chosen.length === 0) return null;
  const theirs = (input.waypoints ?? []).filter((w) => w.trim());
  // The rider's stops at the road km the route reaches them, the added ones where it passes them.
  const stopKm = sequence
    .slice(1)
    .flatMap((s, i) => (s.field.startsWith('waypoints[') ? [track.legEndKm[i]] : []));
  const stops = [
    ...theirs.map((name, i) => ({ name, km: stopKm[i] ?? 0 })),
    ...chosen.map((c) => ({ name: c.place.name, km: track.locate(c.place).km })),
  ].sort((a, b) => a.km - b.km);
  return { waypoints: stops.map((s) => s.name), via: chosen.map((c) => c.place.name) };
}

import type { LatLng } from '@roadbook/contracts';
import type { CuratedPlace, CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { cumulativeKm, distanceKm, interpolate, projectOnLine } from '../geo/geo.util';
import { isOpenOn } from './road-seasons';

/** Riding roads this close to the straight line of a scenic leg are worth the bend. */
const SCENIC_REACH_KM = 35;
/** A road behind the start or past the end would be an out-and-back, not a way through. */
const END_MARGIN_KM = 3;
/** Most one road may lengthen the leg (as the crow flies), and the whole leg may stretch. */
const MAX_ADDED_KM = 60;
const MAX_STRETCH = 1.6;

export interface LegRidingRoads {
  /** The roads the leg rides, in the order it rides them. */
  ridden: CuratedPlace[];
  /** Roads the leg would have ridden, closed for the season on the day it passes them. */
  closed: CuratedPlace[];
}

/**
 * The famous riding roads a scenic leg rides: the reason to choose scenic at all. A road near
 * the straight line between the leg's ends joins the leg where it lengthens it least, as long as
 * the leg stays a reasonable way from A to B; roads closed for the season that day are kept
 * apart, so the day can say why it does not ride them. The roads become via points of the leg,
 * so the router (offline or online) routes through them and their distance and time count.
 */
export function ridingRoadVias(
  catalog: CuratedPlacesCatalog,
  from: LatLng,
  to: LatLng,
  date: string,
): LegRidingRoads {
  const direct = distanceKm(from, to);
  const line = [from, to];
  const cum = cumulativeKm(line);
  const candidates = catalog
    .near(interpolate(from, to, 0.5), direct / 2 + SCENIC_REACH_KM)
    .filter((p) => p.kind === 'riding-road')
    .map((road) => ({ road, ...projectOnLine(road, line, cum) }))
    .filter(
      (c) =>
        c.offKm <= SCENIC_REACH_KM &&
        c.alongKm > END_MARGIN_KM &&
        c.alongKm < direct - END_MARGIN_KM,
    )
    .sort((a, b) => a.offKm - b.offKm || a.road.id - b.road.id);
  const path: (LatLng & { road?: CuratedPlace })[] = [from, to];
  let length = direct;
  const closed: CuratedPlace[] = [];
  for (const { road } of candidates) {
    const best = cheapestInsertion(path, road);
    if (best.addedKm > MAX_ADDED_KM || length + best.addedKm > direct * MAX_STRETCH) continue;
    if (!isOpenOn(road.name, date)) {
      closed.push(road);
      continue;
    }
    path.splice(best.index, 0, Object.assign({ road }, { lat: road.lat, lng: road.lng }));
    length += best.addedKm;
  }
  return { ridden: path.flatMap((p) => (p.road ? [p.road] : [])), closed };
}

/** Where a point joins a path at the least extra length: before `index`, adding `addedKm`. */
export function cheapestInsertion(path: LatLng[], p: LatLng): { index: number; addedKm: number } {
  let best = { index: 1, addedKm: Infinity };
  for (let i = 1; i < path.length; i++) {
    const added =
      distanceKm(path[i - 1], p) + distanceKm(p, path[i]) - distanceKm(path[i - 1], path[i]);
    if (added < best.addedKm) best = { index: i, addedKm: added };
  }
  return best;
}

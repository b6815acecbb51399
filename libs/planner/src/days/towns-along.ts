import type { LatLng } from '@roadbook/contracts';
import type { Gazetteer, Town } from '../gazetteer/gazetteer';
import type { RouteTrack } from '../route/route-track';

export interface TownOnRoute extends Town {
  /** Road km along the trip where the town is reached. */
  km: number;
  offKm: number;
}

/** Real towns within `radiusKm` of the route between two road positions, in route order. */
export function townsAlong(
  gazetteer: Gazetteer,
  track: RouteTrack,
  fromKm: number,
  toKm: number,
  radiusKm: number,
  minPopulation: number,
): TownOnRoute[] {
  const step = Math.max(radiusKm, 3);
  // Search circles a step apart, each overlapping the last, over the whole stretch.
  const centres: LatLng[] = [];
  for (let km = fromKm; km <= toKm + step / 2; km += step) {
    centres.push(track.pointAt(Math.min(km, toKm)));
  }
  const found: TownOnRoute[] = [];
  gazetteer.forEachNearAny(centres, radiusKm, minPopulation, (index) => {
    const town = gazetteer.town(index);
    const { km: at, offKm } = track.locate(town, fromKm, toKm);
    if (at < fromKm || at > toKm || offKm > radiusKm) return;
    // Set on the new town rather than spread into a copy, as Gazetteer.near does: V8 copied
    // each town spread with two more fields in about 3 µs, against 0.05 µs for setting them.
    const onRoute = town as TownOnRoute;
    onRoute.km = at;
    onRoute.offKm = offKm;
    found.push(onRoute);
  });
  return found.sort((a, b) => a.km - b.km || a.index - b.index);
}

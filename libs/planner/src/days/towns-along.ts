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
  const seen = new Map<number, TownOnRoute>();
  // Each step's circle overlaps the last: a town already placed is skipped before it is built.
  const place = (index: number): void => {
    if (seen.has(index)) return;
    const town = gazetteer.town(index);
    const { km: at, offKm } = track.locate(town, fromKm, toKm);
    if (at >= fromKm && at <= toKm && offKm <= radiusKm) {
      seen.set(index, { ...town, km: at, offKm });
    }
  };
  for (let km = fromKm; km <= toKm + step / 2; km += step) {
    gazetteer.forEachNear(track.pointAt(Math.min(km, toKm)), radiusKm, minPopulation, place);
  }
  return [...seen.values()].sort((a, b) => a.km - b.km || a.index - b.index);
}

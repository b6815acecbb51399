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
  for (let km = fromKm; km <= toKm + step / 2; km += step) {
    for (const t of gazetteer.near(track.pointAt(Math.min(km, toKm)), radiusKm, minPopulation)) {
      if (seen.has(t.index)) continue;
      const { km: at, offKm } = track.locate(t, fromKm, toKm);
      if (at >= fromKm && at <= toKm && offKm <= radiusKm) {
        seen.set(t.index, { ...t, km: at, offKm });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.km - b.km || a.index - b.index);
}

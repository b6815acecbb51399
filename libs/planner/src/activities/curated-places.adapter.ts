import { cumulativeKm, pointAlong, projectOnLine } from '../geo/geo.util';
import type { PlannerData } from '../plan/planner-data';
import type { PlaceCandidate, PlacesPort, PlacesQuery } from '../ports/places.port';

/** Named places along a route from the curated dataset the project ships. */
export class CuratedPlacesAdapter implements PlacesPort {
  readonly name = 'curated';

  constructor(private readonly data: PlannerData) {}

  along(query: PlacesQuery): Promise<PlaceCandidate[]> {
    const { line, kinds, maxOffRouteKm } = query;
    const cum = cumulativeKm(line);
    const total = cum[cum.length - 1];
    const step = Math.max(10, maxOffRouteKm);
    const found = new Map<number, PlaceCandidate>();
    for (let km = 0; km <= total + step / 2; km += step) {
      for (const p of this.data.places.near(
        pointAlong(line, cum, Math.min(km, total)),
        maxOffRouteKm + step,
      )) {
        if (found.has(p.id) || !kinds.includes(p.kind)) continue;
        if (projectOnLine(p, line, cum).offKm <= maxOffRouteKm) found.set(p.id, p);
      }
    }
    return Promise.resolve([...found.entries()].sort(([a], [b]) => a - b).map(([, p]) => p));
  }
}

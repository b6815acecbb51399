import type { LatLng } from '@roadbook/contracts';
import { cumulativeKm, distanceKm, interpolate, projectOnLine } from '../geo/geo.util';
import type { PlannerData } from '../plan/planner-data';
import type { RouteRequest, RoutedLeg, RouterPort } from '../ports/router.port';
import { averageSpeedKmh, detourFactor, isMountainous } from './road-model';

/**
 * Routes without a road network: great-circle distance × a detour factor, and a polyline through
 * the largest real towns near the line, which is where main roads run. Everything is an estimate.
 */
export class OfflineRouterAdapter implements RouterPort {
  readonly name = 'offline';

  constructor(private readonly data: PlannerData) {}

  route(request: RouteRequest): Promise<RoutedLeg> {
    return Promise.resolve(this.estimate(request));
  }

  estimate({ from, to, travelMode, routeType }: RouteRequest): RoutedLeg {
    const gc = distanceKm(from, to);
    const mountainous = [from, interpolate(from, to, 0.5), to].some(isMountainous);
    const distance = gc * detourFactor(gc, routeType, mountainous);
    const speed = averageSpeedKmh(gc, travelMode, routeType, mountainous);
    return {
      distanceKm: distance,
      durationMinutes: (distance / speed) * 60,
      geometry: this.throughTowns(from, to, gc),
      estimated: true,
    };
  }

  private throughTowns(from: LatLng, to: LatLng, gc: number): LatLng[] {
    if (gc < 15) return [from, to];
    const spacing = Math.max(12, Math.min(45, gc / 10));
    const radius = Math.min(25, spacing * 0.6);
    const samples = Math.floor(gc / spacing);
    const line = [from, to];
    const cum = cumulativeKm(line);
    const out: LatLng[] = [from];
    let lastAlong = 0;
    for (let i = 1; i < samples; i++) {
      const p = interpolate(from, to, i / samples);
      const near = this.data.gazetteer.near(p, radius, 1000);
      // Empty country: look further rather than leave a long straight gap with no towns.
      const towns = near.length ? near : this.data.gazetteer.near(p, radius * 2, 500);
      let best: { town: LatLng; score: number; along: number } | undefined;
      for (const t of towns) {
        const { alongKm } = projectOnLine(t, line, cum);
        if (alongKm <= lastAlong + spacing * 0.3 || alongKm >= gc - spacing * 0.3) continue;
        // Bigger towns sit on bigger roads; distance from the line costs more than size gains.
        const score = Math.log10(t.population) - t.distanceKm / (radius / 2);
        if (!best || score > best.score) best = { town: { lat: t.lat, lng: t.lng }, score, along: alongKm };
      }
      if (best) {
        out.push(best.town);
        lastAlong = best.along;
      }
    }
    out.push(to);
    return out;
  }
}

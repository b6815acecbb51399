import type { TravelMode } from '@roadbook/contracts';
import { thinLine } from '../geo/polyline.util';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { RouteRequest, RoutedLeg, RouterPort } from '../ports/router.port';

export interface OsrmConfig {
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Routes with OSRM's /route/v1/{profile}. OSRM has no motorcycle or RV profile, so both use
 * `driving`; RV times are stretched by the same factor the offline model uses for RVs, and
 * marked as estimates.
 */
export class OsrmRouterAdapter implements RouterPort {
  readonly name = 'osrm';

  constructor(private readonly config: OsrmConfig) {}

  async route({ from, to, via = [], travelMode, routeType }: RouteRequest): Promise<RoutedLeg> {
    const coords = [from, ...via, to].map((p) => `${p.lng},${p.lat}`).join(';');
    const params = new URLSearchParams({
      overview: 'full',
      geometries: 'geojson',
      steps: 'false',
      alternatives: 'false',
    });
    // Scenic avoids motorways, as the form promises; the standard car profile can exclude them.
    if (routeType === 'scenic') params.set('exclude', 'motorway');
    const body = await fetchJson(
      this.name,
      `${this.config.baseUrl.replace(/\/$/, '')}/route/v1/driving/${coords}?${params.toString()}`,
      {},
      this.config.timeoutMs,
    );
    if (
      !isRecord(body) ||
      body.code !== 'Ok' ||
      !Array.isArray(body.routes) ||
      !isRecord(body.routes[0])
    ) {
      const code = isRecord(body) ? String(body.code) : 'unknown';
      const message = isRecord(body) && typeof body.message === 'string' ? `: ${body.message}` : '';
      throw new ProviderError(this.name, `route failed (${code}${message})`);
    }
    const route = body.routes[0];
    const geometry = isRecord(route.geometry) ? route.geometry.coordinates : undefined;
    if (
      typeof route.distance !== 'number' ||
      typeof route.duration !== 'number' ||
      !Array.isArray(geometry)
    ) {
      throw new ProviderError(this.name, 'route without distance, duration or geometry');
    }
    const line = (geometry as unknown[]).filter(isPair).map(([lng, lat]) => ({ lat, lng }));
    if (line.length < 2) throw new ProviderError(this.name, 'route geometry too short');
    return {
      distanceKm: route.distance / 1000,
      durationMinutes: (route.duration / 60) * durationFactor(travelMode),
      geometry: thinLine(line),
      estimated: travelMode === 'rv',
    };
  }
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

function durationFactor(mode: TravelMode): number {
  switch (mode) {
    case 'car':
    case 'motorcycle':
      return 1;
    case 'rv':
      return 1 / 0.85;
  }
}

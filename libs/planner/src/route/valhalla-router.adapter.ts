import type { TravelMode } from '@roadbook/contracts';
import { decodePolyline, thinLine } from '../geo/polyline.util';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { RouteRequest, RoutedLeg, RouterPort } from '../ports/router.port';

export interface ValhallaConfig {
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Routes with Valhalla's /route. Motorcycles use its motorcycle costing (which can favour
 * curvy roads), RVs the truck costing so height and weight restrictions count.
 */
export class ValhallaRouterAdapter implements RouterPort {
  readonly name = 'valhalla';

  constructor(private readonly config: ValhallaConfig) {}

  async route({ from, to, via = [], travelMode, routeType }: RouteRequest): Promise<RoutedLeg> {
    const costing = costingFor(travelMode);
    const scenic = routeType === 'scenic';
    const request = {
      // Via points are `through` locations: passed without a stop, so the leg stays one leg.
      locations: [
        { lat: from.lat, lon: from.lng },
        ...via.map((p) => ({ lat: p.lat, lon: p.lng, type: 'through' })),
        { lat: to.lat, lon: to.lng },
      ],
      costing,
      costing_options: {
        [costing]: {
          use_highways: scenic ? 0.1 : 1,
          use_tolls: scenic ? 0.1 : 0.5,
          ...(costing === 'motorcycle' ? { use_trails: 0 } : {}),
          ...(routeType === 'shortest' ? { shortest: true } : {}),
        },
      },
      units: 'kilometers',
      directions_type: 'none',
    };
    const body = await fetchJson(
      this.name,
      `${this.config.baseUrl.replace(/\/$/, '')}/route`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      },
      this.config.timeoutMs,
    );
    const trip = isRecord(body) && isRecord(body.trip) ? body.trip : undefined;
    const summary = trip && isRecord(trip.summary) ? trip.summary : undefined;
    const legs = trip && Array.isArray(trip.legs) ? (trip.legs as unknown[]) : [];
    if (
      !trip ||
      trip.status !== 0 ||
      !summary ||
      typeof summary.length !== 'number' ||
      typeof summary.time !== 'number'
    ) {
      throw new ProviderError(this.name, 'response without a trip summary');
    }
    const line = legs.flatMap((leg) =>
      isRecord(leg) && typeof leg.shape === 'string' ? decodePolyline(leg.shape, 6) : [],
    );
    if (line.length < 2) throw new ProviderError(this.name, 'trip without a shape');
    return {
      distanceKm: summary.length,
      durationMinutes: summary.time / 60,
      geometry: thinLine(line),
      estimated: false,
    };
  }
}

function costingFor(mode: TravelMode): 'auto' | 'motorcycle' | 'truck' {
  switch (mode) {
    case 'car':
      return 'auto';
    case 'motorcycle':
      return 'motorcycle';
    case 'rv':
      return 'truck';
  }
}

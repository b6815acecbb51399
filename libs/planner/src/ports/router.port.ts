import type { LatLng, RouteType, TravelMode } from '@roadbook/contracts';
import type { FerryCrossing } from '../reach/reachability';

export interface RouteRequest {
  from: LatLng;
  to: LatLng;
  /**
   * Points the leg must pass, in order: the riding roads a scenic day rides, the way around a
   * road closed for the season. The leg is still one leg from `from` to `to`.
   */
  via?: LatLng[];
  travelMode: TravelMode;
  routeType: RouteType;
}

export interface RoutedLeg {
  distanceKm: number;
  durationMinutes: number;
  /** Polyline from `from` to `to`. */
  geometry: LatLng[];
  /** True when distance and time are approximations rather than a road network's answer. */
  estimated: boolean;
  /** Set on a car ferry's crossing: its distance is sea, its time the sailing, no riding. */
  ferry?: FerryCrossing;
}

/** Finds the road between two points for one leg of the trip. */
export interface RouterPort {
  readonly name: string;
  route(request: RouteRequest): Promise<RoutedLeg>;
}

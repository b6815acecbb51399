import type { ItineraryResponse } from '../planner/itinerary.types';
import type { StaticMapRoute } from './media.types';

/** The part of an itinerary a static map draws: its stops and each day's line. */
export function staticMapRouteOf(
  itinerary: Pick<ItineraryResponse, 'itinerary' | 'facts'>,
): StaticMapRoute {
  return {
    stops: itinerary.facts.stops.filter((stop) => stop.role !== 'fuel'),
    days: itinerary.itinerary.days.map((day) => day.facts.geometry),
  };
}

/** The name a trip version's static map is kept under: one picture per version, never reused. */
export function staticMapCacheKey(tripId: number, version: number): string {
  return `trip-${tripId}-v${version}`;
}

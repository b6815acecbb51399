import type { Trip } from '@roadbook/contracts';
import { useLocation } from 'react-router-dom';

/**
 * An edit that leaves the route alone keeps the itinerary (docs/product.md#trip-states): the
 * server answers it with the trip still `ready`, where a re-plan always answers `generating`.
 */
export function keptItinerary(saved: Trip): boolean {
  return saved.generationStatus === 'ready';
}

/** Navigation state of the itinerary page opened right after such an edit. */
export const KEPT_ITINERARY_STATE = { keptItinerary: true } as const;

/**
 * Whether this itinerary page was opened right after an edit that kept the itinerary: then
 * nothing is being made, and the page only reads what it has.
 */
export function useOpenedOnKeptItinerary(): boolean {
  const state: unknown = useLocation().state;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { keptItinerary?: unknown }).keptItinerary === true
  );
}

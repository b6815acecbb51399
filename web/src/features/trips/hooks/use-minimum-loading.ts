import { useEffect, useState } from 'react';

/**
 * The itinerary's loading view stays at least this long after data arrives
 * (docs/product.md#itinerary-page).
 */
export const MIN_LOADING_MS = 1000;

/**
 * True while data is still coming and for `minMs` after it has arrived, so the loading view
 * never flashes. Data that is here when the page first renders (a rider's itinerary comes with
 * the page the gateway rendered, or was read moments ago) shows at once: no loading view was
 * shown, so none is held.
 */
export function useMinimumLoading(hasArrived: boolean, minMs = MIN_LOADING_MS): boolean {
  const [released, setReleased] = useState(hasArrived);
  const [seenArrived, setSeenArrived] = useState(hasArrived);
  // Data going away again (a new version being made) holds the loading view anew.
  if (seenArrived !== hasArrived) {
    setSeenArrived(hasArrived);
    if (!hasArrived) setReleased(false);
  }
  useEffect(() => {
    if (!hasArrived || released) return undefined;
    const timer = window.setTimeout(() => setReleased(true), minMs);
    return () => window.clearTimeout(timer);
  }, [hasArrived, released, minMs]);
  return !hasArrived || !released;
}

import { useEffect, useState } from 'react';

/** Spec §9: the itinerary's loading view stays at least this long after data arrives. */
export const MIN_LOADING_MS = 1000;

/**
 * True while data is still coming and for `minMs` after it has arrived, so the loading view
 * never flashes (spec §2 "shown at least 1 second after data arrives").
 */
export function useMinimumLoading(hasArrived: boolean, minMs = MIN_LOADING_MS): boolean {
  const [released, setReleased] = useState(false);
  const [seenArrived, setSeenArrived] = useState(hasArrived);
  // Data going away again (a new version being made) holds the loading view anew.
  if (seenArrived !== hasArrived) {
    setSeenArrived(hasArrived);
    if (!hasArrived) setReleased(false);
  }
  useEffect(() => {
    if (!hasArrived) return undefined;
    const timer = window.setTimeout(() => setReleased(true), minMs);
    return () => window.clearTimeout(timer);
  }, [hasArrived, minMs]);
  return !hasArrived || !released;
}

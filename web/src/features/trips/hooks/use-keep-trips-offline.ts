import type { Trip } from '@roadbook/contracts';
import { RELATED_TRIPS_LIMIT } from '@roadbook/contracts/browser';
import { useEffect } from 'react';
import { keepForOffline } from '../../../shared/offline/kept-reads';
import { staticMapUrl } from '../../../shared/maps/route-markers';

/** What a saved trip's page and downloads read, for the service worker to keep. */
export function savedTripReads(trip: Pick<Trip, 'id'>): string[] {
  const api = `/api/trips/${trip.id}`;
  return [
    api,
    `${api}/itinerary`,
    `${api}/related?limit=${RELATED_TRIPS_LIMIT.otherTrips}`,
    `${api}/gpx`,
    `${api}/ics`,
    staticMapUrl({ tripId: trip.id }, 1),
    staticMapUrl({ tripId: trip.id }, 2),
  ];
}

/**
 * Keeps a rider's saved trips readable offline: once My Trips has listed them, each saved trip
 * whose itinerary is made is read once more in the background, its itinerary, GPX, calendar and
 * static map with it, so the service worker holds a copy (docs/adr/0010-start-the-app-on-load.md).
 */
export function useKeepTripsOffline(trips: Trip[] | undefined): void {
  const ids = (trips ?? [])
    .filter((trip) => trip.isSaved && trip.generationStatus === 'ready')
    .map((trip) => trip.id)
    .join(',');
  useEffect(() => {
    if (!ids || !navigator.onLine) return undefined;
    const stop = new AbortController();
    const urls = ids.split(',').flatMap((id) => savedTripReads({ id: Number(id) }));
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void keepForOffline(urls, stop.signal));
    return () => stop.abort();
  }, [ids]);
}

import type { GenerationProgress, PublicTrip, Trip } from '@roadbook/contracts';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { tripsEndpoints, useGetTripQuery } from '../api/trips.api';

/** Fallback when server-sent events are not available. */
export const PROGRESS_POLL_MS = 1500;

export interface GenerationState {
  trip: Trip | PublicTrip | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The failed read's error, when `isError`. */
  error: unknown;
  progress: number;
  step: string;
}

/**
 * The trip and, while its itinerary is being made, live progress from `GET /trips/:id/events`.
 * If the event stream fails, the trip is polled every 1.5 s until it is ready or has failed.
 */
export function useGenerationProgress(tripId: number | null): GenerationState {
  const dispatch = useDispatch();
  const [live, setLive] = useState<GenerationProgress | null>(null);
  const [streamFailed, setStreamFailed] = useState(false);
  const polling = streamFailed || typeof EventSource === 'undefined';
  const skip = tripId === null;
  const query = useGetTripQuery(tripId ?? 0, { skip });
  const trip = query.data;
  const generating = trip?.generationStatus === 'generating';
  // A second subscription that only polls; RTK Query polls at the shortest interval asked.
  useGetTripQuery(tripId ?? 0, {
    skip: skip || !polling || !generating,
    pollingInterval: PROGRESS_POLL_MS,
  });

  useEffect(() => {
    if (tripId === null || !generating || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/trips/${tripId}/events`, { withCredentials: true });
    const refreshTrip = () => {
      dispatch(tripsEndpoints.util.invalidateTags([{ type: 'Trip', id: tripId }]));
    };
    source.addEventListener('progress', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as GenerationProgress;
      setLive(data);
      if (data.status !== 'generating') {
        source.close();
        refreshTrip();
      }
    });
    source.onerror = () => {
      source.close();
      setStreamFailed(true);
    };
    return () => source.close();
  }, [tripId, generating, dispatch]);

  const progress = generating ? (live?.progress ?? 0) : 100;
  return {
    trip,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    progress,
    step: generating ? (live?.step ?? 'Getting the route ready') : '',
  };
}

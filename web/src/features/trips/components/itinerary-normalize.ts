import type { TripItinerary } from '@roadbook/contracts';

/**
 * docs/product.md#shared-trip-page: on the shared page the itinerary may be wrapped (inner
 * itinerary field) or flat.
 */
export function normalizeItinerary(raw: unknown): TripItinerary | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Partial<TripItinerary> & { days?: unknown; rideTips?: unknown };
  if (value.itinerary && Array.isArray(value.itinerary.days)) return value as TripItinerary;
  if (Array.isArray(value.days)) {
    return {
      ...(value as object),
      itinerary: {
        days: value.days as TripItinerary['itinerary']['days'],
        rideTips: Array.isArray(value.rideTips) ? (value.rideTips as string[]) : [],
      },
    } as TripItinerary;
  }
  return null;
}

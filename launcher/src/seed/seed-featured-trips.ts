import { TripsPatterns, type Trip, type TripCaller } from '@roadbook/contracts';
import type { ServiceClient } from '@roadbook/platform';
import { FEATURED_TRIP_SEEDS, featuredTripPlan } from '@roadbook/trips-service';

export interface SeedFeaturedTripsResult {
  /** Slugs of the trips created now (their itineraries are being planned by the workers). */
  created: string[];
  /** Slugs already taken by a trip, left as it is. */
  existing: string[];
  trips: Trip[];
}

const POLL_MS = 1000;

/** Long enough for the workers to plan the starter trips one after another. */
export const ITINERARY_WAIT_MS = 5 * 60 * 1000;

/**
 * The starter featured trips, asked of the trips service one by one as an admin: each is stored
 * and queued for planning like any trip. Keyed by slug, so a second run creates nothing.
 */
export async function seedFeaturedTrips(
  trips: ServiceClient,
  adminId: number,
  today = new Date(),
): Promise<SeedFeaturedTripsResult> {
  const caller: TripCaller = { userId: adminId, role: 'admin' };
  const result: SeedFeaturedTripsResult = { created: [], existing: [], trips: [] };
  for (const seed of FEATURED_TRIP_SEEDS) {
    const { trip, created } = await trips.send(TripsPatterns.seedFeatured, {
      slug: seed.slug,
      description: seed.description,
      plan: featuredTripPlan(seed, today),
      caller,
    });
    (created ? result.created : result.existing).push(seed.slug);
    result.trips.push(trip);
  }
  return result;
}

/**
 * The trips as they are once none is generating any more, or at the deadline or the signal's
 * abort (some may still be): a planned trip is `ready`, one the engine could not plan `failed`.
 */
export async function waitForItineraries(
  trips: ServiceClient,
  adminId: number,
  tripIds: number[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Trip[]> {
  const caller: TripCaller = { userId: adminId, role: 'admin' };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await Promise.all(
      tripIds.map(
        async (tripId) => (await trips.send(TripsPatterns.get, { tripId, caller })) as Trip,
      ),
    );
    const settled = current.every((trip) => trip.generationStatus !== 'generating');
    if (settled || Date.now() > deadline || signal?.aborted) return current;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

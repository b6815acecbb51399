import type { Logger } from '@nestjs/common';
import { seedPostCovers } from '@roadbook/blog-service';
import {
  MediaPatterns,
  TripsPatterns,
  staticMapCacheKey,
  staticMapRouteOf,
  type TripCaller,
} from '@roadbook/contracts';
import { ServiceCallError, type ServiceClient, type TransportEnv } from '@roadbook/platform';
import { withServiceClient, withTripsClient, type SeedDemoResult } from './seed-demo-content';
import { ITINERARY_WAIT_MS, waitForItineraries } from './seed-featured-trips';

/**
 * The seeded articles' covers, made offline: the route map of the first linked trip whose
 * itinerary is ready (of the starter trip named as its cover for an article that links none), drawn by the media service (the same drawing as `/api/maps/static`) and
 * stored as an upload of the admin's, `/api/media/<sha256>.png`. Cards, the post's page and its
 * link previews then show it like any uploaded cover. The same map is the same object, and a
 * post that has a cover keeps it, so this can run any number of times.
 */
export async function seedSeededPostCovers(
  databaseUrl: string,
  transport: TransportEnv,
  adminId: number,
  logger: Logger,
): Promise<string[]> {
  const covered = await withServiceClient(transport, 'trips', (trips) =>
    withServiceClient(transport, 'media', (media) =>
      seedPostCovers(databaseUrl, async ({ tripIds, coverTrip }) => {
        const candidates = tripIds.length > 0 ? tripIds : await featuredTripIds(trips, coverTrip);
        for (const tripId of candidates) {
          const cover = await routeMapOf(trips, media, tripId, adminId);
          if (cover) return cover;
        }
        return null;
      }),
    ),
  );
  if (covered.length > 0) {
    logger.log(`Seeded ${covered.length} blog post covers: ${covered.join(', ')}`);
  }
  return covered;
}

/** The featured trip with this slug, as a list of one (none when it is not there). */
async function featuredTripIds(trips: ServiceClient, slug: string | null): Promise<number[]> {
  if (!slug) return [];
  const featured = await trips.send(TripsPatterns.listFeatured, {});
  return featured.filter((trip) => trip.slug === slug).map((trip) => trip.id);
}

/** The trip's route map stored as an upload of the admin's, or null when it has no itinerary. */
async function routeMapOf(
  trips: ServiceClient,
  media: ServiceClient,
  tripId: number,
  adminId: number,
): Promise<string | null> {
  const caller: TripCaller = { userId: adminId, role: 'admin' };
  let itinerary;
  try {
    itinerary = await trips.send(TripsPatterns.getItinerary, { tripId, caller });
  } catch (error) {
    // A trip not planned (yet, or at all) has no map: the next linked trip may.
    if (error instanceof ServiceCallError) return null;
    throw error;
  }
  const map = await media.send(MediaPatterns.renderStaticMap, {
    cacheKey: staticMapCacheKey(tripId, itinerary.version),
    route: staticMapRouteOf(itinerary),
    format: 'png',
    scale: 2,
  });
  const { imageUrl } = await media.send(MediaPatterns.upload, {
    ownerId: adminId,
    base64: map.base64,
  });
  return imageUrl;
}

/**
 * Local mode's first start: the new seeded posts' covers, drawn in the background once the
 * workers have planned the starter trips, so the site opens without waiting for them. Stopping
 * gives up the wait; a failure costs the covers, never the site.
 */
export function coverSeededPostsOncePlanned(
  databaseUrl: string,
  transport: TransportEnv,
  seeded: SeedDemoResult,
  logger: Logger,
): { stop: () => Promise<void> } {
  const { trips, posts, adminId } = seeded;
  if (!trips || posts.created.length === 0) return { stop: () => Promise.resolve() };
  const abort = new AbortController();
  const tripIds = trips.trips.map((trip) => trip.id);
  const done = (async () => {
    await withTripsClient(transport, (client) =>
      waitForItineraries(client, adminId, tripIds, ITINERARY_WAIT_MS, abort.signal),
    );
    if (!abort.signal.aborted) await seedSeededPostCovers(databaseUrl, transport, adminId, logger);
  })().catch((error: unknown) => {
    logger.warn(
      `The seeded blog posts got no covers: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return {
    stop: async () => {
      abort.abort();
      await done;
    },
  };
}

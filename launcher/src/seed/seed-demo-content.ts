import type { Logger } from '@nestjs/common';
import { adminIdByEmail, firstAdminId, withAuthDatabase } from '@roadbook/auth-service';
import { seedBlogPosts, type SeedBlogResult } from '@roadbook/blog-service';
import { TripsPatterns, toTripCard, type TripCard } from '@roadbook/contracts';
import {
  ServiceCallError,
  ServiceClient,
  ServiceUnavailableError,
  SERVICE_CALL_TIMEOUT_MS,
  serviceClientProxy,
  type TransportEnv,
} from '@roadbook/platform';
import { seedFeaturedTrips, type SeedFeaturedTripsResult } from './seed-featured-trips';

/** How the running services are reached; null when they cannot be (only the blog is seeded). */
export type ServicesAccess = TransportEnv | null;

export interface SeedDemoOptions {
  /**
   * A first start: featured trips only when there are none, posts only into an empty blog, so
   * what an admin removed or changed later is never brought back.
   */
  onlyIfEmpty?: boolean;
  /** Whose content it is: the admin with this e-mail address (by default the first admin). */
  adminEmail?: string;
}

export interface SeedDemoResult {
  adminId: number;
  /** Null when the trips service could not be reached or did not answer. */
  trips: SeedFeaturedTripsResult | null;
  posts: SeedBlogResult;
}

/** A client of a running service for `work`, closed after. */
export async function withServiceClient<T>(
  transport: TransportEnv,
  service: 'trips' | 'media',
  work: (client: ServiceClient) => Promise<T>,
): Promise<T> {
  const client = new ServiceClient(
    service,
    serviceClientProxy(transport, 'seed', SERVICE_CALL_TIMEOUT_MS),
  );
  try {
    return await work(client);
  } finally {
    await client.onApplicationShutdown();
  }
}

/** A client of the running trips service for `work`, closed after. */
export function withTripsClient<T>(
  transport: TransportEnv,
  work: (trips: ServiceClient) => Promise<T>,
): Promise<T> {
  return withServiceClient(transport, 'trips', work);
}

/**
 * The starter content, under an admin's account: the featured trips (planned through the queue
 * by whichever workers run) and the blog articles, each linked to the featured trips it is about.
 * The trips are asked of the running trips service; when it cannot be reached only the articles
 * are seeded, unlinked. Nothing is ever duplicated.
 */
export async function seedDemoContent(
  databaseUrl: string,
  services: ServicesAccess,
  logger: Logger,
  { onlyIfEmpty = false, adminEmail }: SeedDemoOptions = {},
): Promise<SeedDemoResult | null> {
  const adminId = await withAuthDatabase(databaseUrl, (dataSource) =>
    adminEmail ? adminIdByEmail(dataSource, adminEmail) : firstAdminId(dataSource),
  );
  if (adminId === null) {
    logger.warn(
      adminEmail
        ? `No admin account ${adminEmail}, so nothing was seeded: run npm run admin:create`
        : 'No admin account yet, so nothing was seeded: run npm run admin:create',
    );
    return null;
  }
  const { trips, featuredTrips } = await featuredContent(services, adminId, logger, onlyIfEmpty);
  const posts = await seedBlogPosts(databaseUrl, { authorId: adminId, featuredTrips, onlyIfEmpty });
  if (trips && trips.created.length > 0) {
    logger.log(`Seeded ${trips.created.length} featured trips: ${trips.created.join(', ')}`);
  }
  if (posts.created.length > 0) {
    logger.log(`Seeded ${posts.created.length} blog posts: ${posts.created.join(', ')}`);
  }
  return { adminId, trips, posts };
}

async function featuredContent(
  services: ServicesAccess,
  adminId: number,
  logger: Logger,
  onlyIfEmpty: boolean,
): Promise<{ trips: SeedFeaturedTripsResult | null; featuredTrips: TripCard[] }> {
  if (!services) {
    logger.warn(
      "Seeding the blog only, without featured trips: a running local Roadbook's services take calls only from its own processes (it seeds its featured trips itself at its first start)",
    );
    return { trips: null, featuredTrips: [] };
  }
  try {
    return await withTripsClient(services, async (client) => {
      const before = await client.send(TripsPatterns.listFeatured, {});
      const trips =
        onlyIfEmpty && before.length > 0 ? null : await seedFeaturedTrips(client, adminId);
      const featured = trips ? await client.send(TripsPatterns.listFeatured, {}) : before;
      return { trips, featuredTrips: featured.map((trip) => toTripCard(trip)) };
    });
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError || error instanceof ServiceCallError))
      throw error;
    logger.warn(`Seeding the blog only, without featured trips: ${error.message}`);
    return { trips: null, featuredTrips: [] };
  }
}

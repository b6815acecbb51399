import type { Logger } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import { firstAdminId, withAuthDatabase } from '@roadbook/auth-service';
import { seedBlogPosts, type SeedBlogResult } from '@roadbook/blog-service';
import { TripsPatterns, toTripCard, type TripCard } from '@roadbook/contracts';
import {
  ServiceCallError,
  ServiceClient,
  ServiceUnavailableError,
  serviceClientOptions,
  type ServiceEndpointsEnv,
  type TransportEnv,
} from '@roadbook/platform';

/** Where the trips service listens, and the secret its callers sign with (none: not asked). */
export type TripsServiceAccess = ServiceEndpointsEnv & Partial<TransportEnv>;

/** The featured trips, asked of the running trips service; none when it cannot answer. */
async function featuredTripCards(
  endpoints: TripsServiceAccess,
  logger: Logger,
): Promise<TripCard[]> {
  const { TRANSPORT_SECRET } = endpoints;
  if (!TRANSPORT_SECRET) {
    logger.warn(
      "Seeding the blog without links to featured trips: set TRANSPORT_SECRET to the deployment's own to link them",
    );
    return [];
  }
  const trips = new ServiceClient(
    'trips',
    ClientProxyFactory.create(serviceClientOptions({ ...endpoints, TRANSPORT_SECRET }, 'trips')),
  );
  try {
    return (await trips.send(TripsPatterns.listFeatured, {})).map((trip) => toTripCard(trip));
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError || error instanceof ServiceCallError))
      throw error;
    logger.warn(`Seeding the blog without links to featured trips: ${error.message}`);
    return [];
  } finally {
    await trips.onApplicationShutdown();
  }
}

/**
 * The starter blog articles, published under the first admin's account and linked to the
 * featured trips they are about. Needs an admin; asks the trips service for featured trips
 * (it seeds without links when that service is not running).
 */
export async function seedDemoBlog(
  databaseUrl: string,
  endpoints: TripsServiceAccess,
  logger: Logger,
  { onlyIfEmpty = false } = {},
): Promise<SeedBlogResult | null> {
  const authorId = await withAuthDatabase(databaseUrl, firstAdminId);
  if (authorId === null) {
    logger.warn('No admin account yet, so no blog posts were seeded: run npm run admin:create');
    return null;
  }
  const featuredTrips = await featuredTripCards(endpoints, logger);
  const result = await seedBlogPosts(databaseUrl, { authorId, featuredTrips, onlyIfEmpty });
  if (result.created.length > 0) {
    logger.log(`Seeded ${result.created.length} blog posts: ${result.created.join(', ')}`);
  }
  return result;
}

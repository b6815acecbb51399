import { Injectable } from '@nestjs/common';
import { TripsPatterns, type PublicTrip } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';

/** How long a gateway may answer the public featured list from memory. */
export const FEATURED_TRIPS_TTL_MS = 10_000;

/**
 * The featured routes are public, read on every home and trip page, and change only when an
 * admin features or unfeatures a trip: each gateway keeps them for a few seconds and forgets
 * them at once when its own admin call changes them (another gateway catches up within the TTL).
 */
@Injectable()
export class FeaturedTripsCache {
  private cached: { trips: Promise<PublicTrip[]>; expiresAt: number } | undefined;

  constructor(@InjectServiceClient('trips') private readonly trips: ServiceClient) {}

  list(): Promise<PublicTrip[]> {
    if (!this.cached || this.cached.expiresAt <= Date.now()) {
      const trips = this.trips.send(TripsPatterns.listFeatured, {});
      this.cached = { trips, expiresAt: Date.now() + FEATURED_TRIPS_TTL_MS };
      // A failed read is not kept: the next request asks again.
      trips.catch(() => (this.cached = undefined));
    }
    return this.cached.trips;
  }

  invalidate(): void {
    this.cached = undefined;
  }
}

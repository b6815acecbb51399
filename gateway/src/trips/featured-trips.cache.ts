import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SystemEvents, TripsPatterns, type PublicTrip } from '@roadbook/contracts';
import { EventBus, InjectServiceClient, type ServiceClient } from '@roadbook/platform';

/** How long a gateway may answer the public featured list from memory. */
export const FEATURED_TRIPS_TTL_MS = 10_000;

/**
 * The featured routes are public, read on every home and trip page, and change only when a
 * featured trip does: each gateway keeps them for a few seconds and forgets them at once when
 * the trips service announces a change (`trips.featured.changed`, heard by every gateway) or its
 * own admin call makes one.
 */
@Injectable()
export class FeaturedTripsCache implements OnModuleDestroy {
  private cached:
    { trips: Promise<PublicTrip[]>; json?: Promise<string>; expiresAt: number } | undefined;
  /** The ids on the list last read. */
  private listed = new Set<number>();
  private readonly unsubscribe: () => void;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    events: EventBus,
  ) {
    this.unsubscribe = events.subscribe(SystemEvents.featuredTripChanged, () => this.invalidate());
  }

  list(): Promise<PublicTrip[]> {
    if (!this.cached || this.cached.expiresAt <= Date.now()) {
      const trips = this.trips.send(TripsPatterns.listFeatured, {});
      this.cached = { trips, expiresAt: Date.now() + FEATURED_TRIPS_TTL_MS };
      trips.then(
        (list) => (this.listed = new Set(list.map((trip) => trip.id))),
        // A failed read is not kept: the next request asks again.
        () => (this.cached = undefined),
      );
    }
    return this.cached.trips;
  }

  /**
   * The list as the JSON the API answers with, serialised once per read of it rather than once
   * per request: the list is read on every home and trip page.
   */
  listJson(): Promise<string> {
    const trips = this.list();
    const cached = this.cached!;
    cached.json ??= trips.then((list) => JSON.stringify(list));
    return cached.json;
  }

  /** Whether the trip was on the featured list when it was last read. */
  isListed(tripId: number): boolean {
    return this.listed.has(tripId);
  }

  invalidate(): void {
    this.cached = undefined;
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}

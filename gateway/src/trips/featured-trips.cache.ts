import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SystemEvents, TripsPatterns, type PublicTrip } from '@roadbook/contracts';
import { EventBus, InjectServiceClient, type ServiceClient } from '@roadbook/platform';

/** How long a gateway may answer the public featured list from memory. */
export const FEATURED_TRIPS_TTL_MS = 10_000;

/** Which listed trip: by id (`GET /trips/:id`) or by slug (`GET /trips/slug/:slug`). */
export type ListedTripKey = { id: number } | { slug: string };

interface KeptList {
  trips: Promise<PublicTrip[]>;
  json?: Promise<string>;
  /** Each listed trip's JSON, made on its first read. */
  tripJson: Map<string, string>;
  expiresAt: number;
}

/**
 * The featured routes are public, read on every home and trip page, and change only when a
 * featured trip does: each gateway keeps them for a few seconds and forgets them at once when
 * the trips service announces a change (`trips.featured.changed`, heard by every gateway), when a
 * listed trip's itinerary settles (its status and version show on the list), or when a call
 * through this gateway makes one (`changedHere`).
 */
@Injectable()
export class FeaturedTripsCache implements OnModuleDestroy {
  private cached: KeptList | undefined;
  /** The ids on the list last read. */
  private listed = new Set<number>();
  private readonly unsubscribe: Array<() => void>;

  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly events: EventBus,
  ) {
    this.unsubscribe = [
      events.subscribe(SystemEvents.featuredTripChanged, () => this.invalidate()),
      events.subscribe(SystemEvents.generationSettled, ({ tripId }) => {
        if (this.isListed(tripId)) this.invalidate();
      }),
    ];
  }

  list(): Promise<PublicTrip[]> {
    if (!this.cached || this.cached.expiresAt <= Date.now()) {
      const trips = this.trips.send(TripsPatterns.listFeatured, {});
      this.cached = { trips, tripJson: new Map(), expiresAt: Date.now() + FEATURED_TRIPS_TTL_MS };
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

  /**
   * A listed trip as JSON, as the trips service answers someone who is nobody in particular (no
   * session, no visitor token) for it: the list holds each featured trip's public view, the very
   * view that caller gets (`toPublicTrip(trip, 'featured')` in the trips service). Undefined when
   * the trip is not on the list: then only the service can say (not found, or not featured).
   */
  async listedTripJson(key: ListedTripKey): Promise<string | undefined> {
    const trips = this.list();
    const kept = this.cached!;
    const name = 'id' in key ? `id:${key.id}` : `slug:${key.slug}`;
    let json = kept.tripJson.get(name);
    if (json === undefined) {
      const trip = (await trips).find((each) =>
        'id' in key ? each.id === key.id : each.slug === key.slug,
      );
      if (!trip) return undefined;
      json = JSON.stringify(trip);
      kept.tripJson.set(name, json);
    }
    return json;
  }

  /** Whether the trip was on the featured list when it was last read. */
  isListed(tripId: number): boolean {
    return this.listed.has(tripId);
  }

  /**
   * A call through this gateway has just changed trip `tripId`, featured or possibly so: this
   * gateway's list and the public pages showing it (`PublicPageCache`) are dropped now, as the
   * trips service's announcement will drop them everywhere, so the caller's next read is never
   * answered from them before that announcement arrives.
   */
  changedHere(tripId: number): void {
    this.events.deliverHere(SystemEvents.featuredTripChanged, { tripId });
  }

  private invalidate(): void {
    this.cached = undefined;
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }
}

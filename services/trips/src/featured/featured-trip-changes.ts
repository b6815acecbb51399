import { Injectable } from '@nestjs/common';
import { SystemEvents } from '@roadbook/contracts';
import { EventBus } from '@roadbook/platform';

/**
 * Says when what visitors see of the featured trips has changed, so every gateway drops the
 * public pages and lists it keeps (`trips.featured.changed`). A private trip's changes say
 * nothing: riders editing their own trips never empty the public caches.
 */
@Injectable()
export class FeaturedTripChanges {
  constructor(private readonly events: EventBus) {}

  /** After a change to `trip`, featured now or (`wasFeatured`) before it. */
  async announce(
    trip: { id: number; isFeatured: boolean },
    wasFeatured = trip.isFeatured,
  ): Promise<void> {
    if (!trip.isFeatured && !wasFeatured) return;
    await this.events.publish(SystemEvents.featuredTripChanged, { tripId: trip.id });
  }
}

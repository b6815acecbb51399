import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SystemEvents } from '@roadbook/contracts';
import { APP_ENV, EventBus, type DatabaseEnv } from '@roadbook/platform';
import { DatabaseChannel } from '@roadbook/platform/database';

/** What the `trips` table's trigger notifies, with a trip's id (migration AnnounceTripChanges). */
export const TRIP_CHANGES_CHANNEL = 'trips_trip_changed';

/**
 * Passes the database's word of each change to a rider's trip on to every gateway
 * (`trips.trip.changed`). The database speaks for every write, whichever use case, replica or
 * statement made it, so no write path can forget to. Each replica of the service relays what it
 * hears: with several, a gateway hears a change once per replica, and drops the trip once.
 */
@Injectable()
export class TripChangeRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly channel: DatabaseChannel;

  constructor(@Inject(APP_ENV) env: Pick<DatabaseEnv, 'DATABASE_URL'>, events: EventBus) {
    this.channel = new DatabaseChannel(env.DATABASE_URL, TRIP_CHANGES_CHANNEL, {
      onNotification: (payload) => {
        const tripId = Number(payload);
        if (Number.isSafeInteger(tripId)) {
          void events.publish(SystemEvents.tripChanged, { tripId });
        }
      },
      // A change made while nobody listened was never heard: every kept trip is suspect.
      onListening: () => void events.publish(SystemEvents.tripChanged, { allTrips: true }),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel.close();
  }
}

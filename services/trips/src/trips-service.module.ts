import { Module, type DynamicModule } from '@nestjs/common';
import { serviceFoundation, type ServiceEnv } from '@roadbook/platform';
import { CreateTrips1763798400000 } from './migrations/1763798400000-create-trips';
import { TripItineraryEntity } from './trips/entities/trip-itinerary.entity';
import { TripEntity } from './trips/entities/trip.entity';

@Module({})
export class TripsServiceModule {
  static forRoot(env: ServiceEnv): DynamicModule {
    return {
      module: TripsServiceModule,
      imports: serviceFoundation('trips', env, {
        schema: 'trips',
        entities: [TripEntity, TripItineraryEntity],
        migrations: [CreateTrips1763798400000],
      }),
    };
  }
}

import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceFoundation, type ServiceEnv } from '@roadbook/platform';
import { CreateTrips1763798400000 } from './migrations/1763798400000-create-trips';
import { TripItineraryEntity } from './trips/entities/trip-itinerary.entity';
import { TripEntity } from './trips/entities/trip.entity';
import { UserDataController } from './user-data/user-data.controller';

const TRIPS_ENTITIES = [TripEntity, TripItineraryEntity];

@Module({})
export class TripsServiceModule {
  static forRoot(env: ServiceEnv): DynamicModule {
    return {
      module: TripsServiceModule,
      imports: [
        ...serviceFoundation('trips', env, {
          schema: 'trips',
          entities: TRIPS_ENTITIES,
          migrations: [CreateTrips1763798400000],
        }),
        TypeOrmModule.forFeature(TRIPS_ENTITIES),
      ],
      controllers: [UserDataController],
    };
  }
}

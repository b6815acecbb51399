import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule, QueueModule } from '@roadbook/platform';
import { serviceFoundation } from '@roadbook/platform/database';
import { CreateTrips1763798400000 } from './migrations/1763798400000-create-trips';
import { AddGeneration1763884800000 } from './migrations/1763884800000-add-generation';
import { AddTripSearch1764201600000 } from './migrations/1764201600000-add-trip-search';
import { AddShareOriginAndFeaturedBy1764374400000 } from './migrations/1764374400000-add-share-origin-and-featured-by';
import { IndexVisitorDrafts1764460800000 } from './migrations/1764460800000-index-visitor-drafts';
import { AddTripRestDays1764547200000 } from './migrations/1764547200000-add-trip-rest-days';
import { AddTripRiders1764633600000 } from './migrations/1764633600000-add-trip-riders';
import { AddRideAfterDark1764720000000 } from './migrations/1764720000000-add-ride-after-dark';
import { AddLoopHours1764806400000 } from './migrations/1764806400000-add-loop-hours';
import { AddTripSubmission1764892800000 } from './migrations/1764892800000-add-trip-submission';
import { AnnounceTripChanges1765152000000 } from './migrations/1765152000000-announce-trip-changes';
import { SearchFunctionsInPlpgsql1765238400000 } from './migrations/1765238400000-search-functions-in-plpgsql';
import { CompressItinerariesWithLz41765324800000 } from './migrations/1765324800000-compress-itineraries-with-lz4';
import { StoreItinerariesAsJsonText1765411200000 } from './migrations/1765411200000-store-itineraries-as-json-text';
import { AdminTripsController } from './admin/admin-trips.controller';
import { AdminTripsService } from './admin/admin-trips.service';
import { ExportsService } from './exports/exports.service';
import { FeaturedTripsController } from './featured/featured-trips.controller';
import { FeaturedTripChanges } from './featured/featured-trip-changes';
import { FeaturedTripsService } from './featured/featured-trips.service';
import { GenerationController } from './itineraries/generation.controller';
import { GenerationLifecycle } from './itineraries/generation-lifecycle';
import { ItineraryStore } from './itineraries/itinerary-store';
import { PlacesController } from './places/places.controller';
import type { TripsServiceEnv } from './trips-service.env';
import { TripItineraryEntity } from './trips/entities/trip-itinerary.entity';
import { TripEntity } from './trips/entities/trip.entity';
import { TripChangeRelay } from './trips/trip-change-relay';
import { TripsController } from './trips/trips.controller';
import { TripRevisions } from './trips/trip-revisions';
import { TripRows } from './trips/trip-rows';
import { TripsService } from './trips/trips.service';
import { VisitorDraftsExpiry } from './trips/visitor-drafts-expiry';
import { UserDataController } from './user-data/user-data.controller';

export const TRIPS_ENTITIES = [TripEntity, TripItineraryEntity];
export const TRIPS_MIGRATIONS = [
  CreateTrips1763798400000,
  AddGeneration1763884800000,
  AddTripSearch1764201600000,
  AddShareOriginAndFeaturedBy1764374400000,
  IndexVisitorDrafts1764460800000,
  AddTripRestDays1764547200000,
  AddTripRiders1764633600000,
  AddRideAfterDark1764720000000,
  AddLoopHours1764806400000,
  AddTripSubmission1764892800000,
  AnnounceTripChanges1765152000000,
  SearchFunctionsInPlpgsql1765238400000,
  CompressItinerariesWithLz41765324800000,
  StoreItinerariesAsJsonText1765411200000,
];

@Module({})
export class TripsServiceModule {
  static forRoot(env: TripsServiceEnv): DynamicModule {
    return {
      module: TripsServiceModule,
      imports: [
        ...serviceFoundation('trips', env, {
          schema: 'trips',
          entities: TRIPS_ENTITIES,
          migrations: TRIPS_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(TRIPS_ENTITIES),
        QueueModule,
        EventsModule,
      ],
      controllers: [
        TripsController,
        FeaturedTripsController,
        AdminTripsController,
        GenerationController,
        PlacesController,
        UserDataController,
      ],
      providers: [
        TripsService,
        TripRows,
        TripRevisions,
        TripChangeRelay,
        FeaturedTripsService,
        FeaturedTripChanges,
        AdminTripsService,
        ItineraryStore,
        GenerationLifecycle,
        ExportsService,
        VisitorDraftsExpiry,
      ],
    };
  }
}

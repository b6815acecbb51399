import { Module } from '@nestjs/common';
import { AdminTripsController } from './admin-trips.controller';
import { FeaturedTripsCache } from './featured-trips.cache';
import { FeaturedTripsController } from './featured-trips.controller';
import { GenerationProgressFeed } from './generation-progress';
import { OwnTripWrites } from './own-trip-writes.interceptor';
import { OwnTripsCache } from './own-trips.cache';
import { PlacesController } from './places.controller';
import { PlannedTrips } from './planned-trips';
import { ProgressStreams } from './progress-streams';
import { SharedTripsController } from './shared-trips.controller';
import { TripCallers } from './trip-caller';
import { TripsController } from './trips.controller';

@Module({
  controllers: [
    TripsController,
    FeaturedTripsController,
    SharedTripsController,
    AdminTripsController,
    PlacesController,
  ],
  providers: [
    TripCallers,
    GenerationProgressFeed,
    FeaturedTripsCache,
    OwnTripsCache,
    OwnTripWrites,
    PlannedTrips,
    ProgressStreams,
  ],
  exports: [TripCallers, FeaturedTripsCache],
})
export class TripsModule {}

import { Module } from '@nestjs/common';
import { AdminTripsController } from './admin-trips.controller';
import { FeaturedTripsController } from './featured-trips.controller';
import { GenerationProgressFeed } from './generation-progress';
import { PlacesController } from './places.controller';
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
  providers: [TripCallers, GenerationProgressFeed],
})
export class TripsModule {}

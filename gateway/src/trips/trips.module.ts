import { Module } from '@nestjs/common';
import { AdminTripsController } from './admin-trips.controller';
import { FeaturedTripsController } from './featured-trips.controller';
import { GenerationProgressFeed } from './generation-progress';
import { SharedTripsController } from './shared-trips.controller';
import { TripCallers } from './trip-caller';
import { TripsController } from './trips.controller';

@Module({
  controllers: [
    TripsController,
    FeaturedTripsController,
    SharedTripsController,
    AdminTripsController,
  ],
  providers: [TripCallers, GenerationProgressFeed],
})
export class TripsModule {}

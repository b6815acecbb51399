import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TripsPatterns, type Trip } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';

/** The featured routes, also at the address the featured-trips page uses (spec §7). */
@ApiTags('trips')
@Controller('featured-trips')
export class FeaturedTripsController {
  constructor(@InjectServiceClient('trips') private readonly trips: ServiceClient) {}

  @Get()
  list(): Promise<Trip[]> {
    return this.trips.send(TripsPatterns.listFeatured, {});
  }
}

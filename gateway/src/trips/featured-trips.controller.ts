import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicTrip } from '@roadbook/contracts';
import { FeaturedTripsCache } from './featured-trips.cache';

/**
 * The featured routes, also at the address the featured-trips page uses
 * (docs/product.md#featured-api).
 */
@ApiTags('trips')
@Controller('featured-trips')
export class FeaturedTripsController {
  constructor(private readonly featured: FeaturedTripsCache) {}

  @Get()
  list(): Promise<PublicTrip[]> {
    return this.featured.list();
  }
}

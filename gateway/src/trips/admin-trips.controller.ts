import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TripsPatterns, type SessionPrincipal, type Trip } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { IsBoolean } from 'class-validator';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { FeaturedTripsCache } from './featured-trips.cache';

class FeatureTripDto {
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}

@ApiTags('admin')
@Controller('admin/trips')
export class AdminTripsController {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    private readonly featured: FeaturedTripsCache,
  ) {}

  @Post(':id/feature')
  @HttpCode(200)
  @AdminOnly()
  async feature(
    @Param('id', ParseIntPipe) tripId: number,
    @Body() body: FeatureTripDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    const trip = await this.trips.send(TripsPatterns.feature, {
      tripId,
      isFeatured: body.isFeatured,
      caller: { userId: session.user.id, role: session.user.role },
    });
    this.featured.invalidate();
    return trip;
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AdminTripEdit,
  TripsPatterns,
  type SessionPrincipal,
  type Trip,
  type TripCaller,
} from '@roadbook/contracts';
import { InjectServiceClient, ParseRowIdPipe, type ServiceClient } from '@roadbook/platform';
import { IsBoolean } from 'class-validator';
import { AdminOnly, CurrentSession } from '../auth/session.guard';
import { FeaturedTripsCache } from './featured-trips.cache';

class FeatureTripDto {
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}

function adminCaller(session: SessionPrincipal): TripCaller {
  return { userId: session.user.id, role: session.user.role };
}

/**
 * Featuring and the admin trip editor. The guard refuses visitors (401) and users (403); the
 * trips service checks the role again, so no other way in skips the rule.
 */
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
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Body() body: FeatureTripDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    const trip = await this.trips.send(TripsPatterns.feature, {
      tripId,
      isFeatured: body.isFeatured,
      caller: adminCaller(session),
    });
    this.featured.invalidate();
    return trip;
  }

  /** The whole trip, for the admin trip editor. */
  @Get(':id')
  @AdminOnly()
  get(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    return this.trips.send(TripsPatterns.adminGet, { tripId, caller: adminCaller(session) });
  }

  /**
   * Saves the edit like Modify: a changed route makes the itinerary again as a new version
   * (followed like Modify's), anything else is saved as it is and the trip stays ready.
   */
  @Put(':id')
  @AdminOnly()
  async update(
    @Param('id', new ParseRowIdPipe()) tripId: number,
    @Body() edit: AdminTripEdit,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    const trip = await this.trips.send(TripsPatterns.adminUpdate, {
      tripId,
      edit,
      caller: adminCaller(session),
    });
    // The featured list shows the name, places and description an edit may have changed.
    if (trip.isFeatured) this.featured.invalidate();
    return trip;
  }
}

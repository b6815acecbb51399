import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TripsPatterns, type SessionPrincipal, type Trip } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { IsBoolean } from 'class-validator';
import { AdminOnly, CurrentSession } from '../auth/session.guard';

class FeatureTripDto {
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}

@ApiTags('admin')
@Controller('admin/trips')
export class AdminTripsController {
  constructor(@InjectServiceClient('trips') private readonly trips: ServiceClient) {}

  @Post(':id/feature')
  @HttpCode(200)
  @AdminOnly()
  feature(
    @Param('id', ParseIntPipe) tripId: number,
    @Body() body: FeatureTripDto,
    @CurrentSession() session: SessionPrincipal,
  ): Promise<Trip> {
    return this.trips.send(TripsPatterns.feature, {
      tripId,
      isFeatured: body.isFeatured,
      caller: { userId: session.user.id, role: session.user.role },
    });
  }
}

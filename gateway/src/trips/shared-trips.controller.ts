import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TripsPatterns, type SharedTrip } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';

/** A trip shared by link: anyone with the id sees it, until it is deleted. */
@ApiTags('trips')
@Controller('shared')
export class SharedTripsController {
  constructor(@InjectServiceClient('trips') private readonly trips: ServiceClient) {}

  @Get(':shareableId')
  get(@Param('shareableId') shareableId: string): Promise<SharedTrip> {
    return this.trips.send(TripsPatterns.getShared, { shareableId });
  }
}

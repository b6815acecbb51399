import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TripsPatterns, type SharedTrip } from '@roadbook/contracts';
import type { FastifyReply } from 'fastify';
import { sendExport } from './export-reply';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';

/**
 * A trip shared by link: anyone with the link sees its public view, until the owner stops
 * sharing it or deletes it. The trip's own id opens nothing for them.
 */
@ApiTags('trips')
@Controller('shared')
export class SharedTripsController {
  constructor(@InjectServiceClient('trips') private readonly trips: ServiceClient) {}

  @Get(':shareableId/gpx')
  async exportGpx(@Param('shareableId') shareableId: string, @Res() reply: FastifyReply) {
    await sendExport(
      reply,
      await this.trips.send(TripsPatterns.export, { shareableId, format: 'gpx' }),
    );
  }

  @Get(':shareableId/ics')
  async exportIcs(@Param('shareableId') shareableId: string, @Res() reply: FastifyReply) {
    await sendExport(
      reply,
      await this.trips.send(TripsPatterns.export, { shareableId, format: 'ics' }),
    );
  }

  @Get(':shareableId')
  get(@Param('shareableId') shareableId: string): Promise<SharedTrip> {
    return this.trips.send(TripsPatterns.getShared, { shareableId });
  }
}

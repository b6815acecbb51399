import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  RELATED_TRIPS_LIMIT,
  TripsPatterns,
  type SharedTrip,
  type TripCard,
} from '@roadbook/contracts';
import type { FastifyReply } from 'fastify';
import { sendExport } from './export-reply';
import { RelatedTripsQuery } from './related-trips.query';
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

  /** Other featured trips for the shared page, closest first (4 unless asked otherwise). */
  @Get(':shareableId/related')
  listRelated(
    @Param('shareableId') shareableId: string,
    @Query() { limit }: RelatedTripsQuery,
  ): Promise<TripCard[]> {
    return this.trips.send(TripsPatterns.listRelated, {
      shareableId,
      limit: limit ?? RELATED_TRIPS_LIMIT.otherTrips,
    });
  }

  @Get(':shareableId')
  get(@Param('shareableId') shareableId: string): Promise<SharedTrip> {
    return this.trips.send(TripsPatterns.getShared, { shareableId });
  }
}

import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPropertyOptional,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  DEFAULT_STATIC_MAP_SCALE,
  MediaPatterns,
  STATIC_MAP_FORMATS,
  STATIC_MAP_SCALES,
  TripMessages,
  TripsPatterns,
  staticMapCacheKey,
  staticMapRouteOf,
  type StaticMapFormat,
  type StaticMapScale,
  type TripCaller,
  type TripItinerary,
} from '@roadbook/contracts';
import { InjectServiceClient, ParseRowIdPipe, type ServiceClient } from '@roadbook/platform';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller } from '../auth/caller.decorator';
import { sendImage } from './image-reply';

class StaticMapQuery {
  @ApiPropertyOptional({ enum: STATIC_MAP_FORMATS, default: 'png' })
  @IsIn(STATIC_MAP_FORMATS)
  format: StaticMapFormat = 'png';

  @ApiPropertyOptional({ enum: STATIC_MAP_SCALES, default: DEFAULT_STATIC_MAP_SCALE })
  @Type(() => Number)
  @IsIn(STATIC_MAP_SCALES)
  scale: StaticMapScale = DEFAULT_STATIC_MAP_SCALE;
}

/**
 * Kept by the browser only, for a few minutes: who may see a trip depends on the caller, and a
 * share link can be withdrawn, so no shared cache keeps a copy. The ETag makes a repeat cheap.
 */
const PRIVATE_FIVE_MINUTES = 'private, max-age=300';

/**
 * The route overview of a trip's current itinerary, drawn offline (600 × 300, at 1× or 2×). Who
 * may see it is decided by the trips service exactly as for the itinerary itself.
 */
@ApiTags('maps')
@Controller('maps/static')
export class StaticMapsController {
  constructor(
    @InjectServiceClient('trips') private readonly trips: ServiceClient,
    @InjectServiceClient('media') private readonly media: ServiceClient,
  ) {}

  @Get('shared/:shareableId')
  @ApiProduces('image/png', 'image/svg+xml')
  @ApiOkResponse({ description: 'The route map of a shared trip.' })
  @ApiNotFoundResponse({ description: 'No such share, or its itinerary is not ready.' })
  async shared(
    @Param('shareableId') shareableId: string,
    @Query() query: StaticMapQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { trip, itinerary } = await this.trips.send(TripsPatterns.getShared, { shareableId });
    if (!itinerary) {
      throw new NotFoundException({ statusCode: 404, message: TripMessages.itineraryNotReady });
    }
    await this.send(trip.id, itinerary, query, request, reply);
  }

  @Get(':tripId')
  @ApiProduces('image/png', 'image/svg+xml')
  @ApiOkResponse({ description: 'The route map of a trip the caller may see.' })
  @ApiNotFoundResponse({ description: 'No such trip for this caller, or not ready yet.' })
  async trip(
    @Param('tripId', new ParseRowIdPipe('tripId')) tripId: number,
    @Query() query: StaticMapQuery,
    @Caller() caller: TripCaller,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const itinerary = await this.trips.send(TripsPatterns.getItinerary, { tripId, caller });
    await this.send(tripId, itinerary, query, request, reply);
  }

  private async send(
    tripId: number,
    itinerary: TripItinerary,
    { format, scale }: StaticMapQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const image = await this.media.send(MediaPatterns.renderStaticMap, {
      // A regenerated trip gets a new map, never the old one.
      cacheKey: staticMapCacheKey(tripId, itinerary.version),
      route: staticMapRouteOf(itinerary),
      format,
      scale,
    });
    await sendImage(request, reply, image, PRIVATE_FIVE_MINUTES);
  }
}

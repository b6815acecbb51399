import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { jsonText } from '../http/json-text';
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
  @ApiOkResponse({ description: 'The featured trips (PublicTrip[]), newest first.' })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return jsonText(reply, await this.featured.listJson());
  }
}

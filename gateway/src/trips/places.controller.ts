import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PLACE_SUGGEST_LIMIT,
  PLACE_SUGGEST_MIN_LENGTH,
  TripsPatterns,
  type PlaceSuggestion,
} from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

class SuggestQuery {
  @IsString({ message: 'Type a place name' })
  @MaxLength(100, { message: 'Place names are at most 100 characters' })
  q: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PLACE_SUGGEST_LIMIT)
  limit?: number;
}

@ApiTags('trips')
@Controller('places')
export class PlacesController {
  constructor(@InjectServiceClient('trips') private readonly trips: ServiceClient) {}

  /** Towns whose name starts with `q` ("Moab", "Portland, ME"), biggest first. */
  @Get('suggest')
  @Header('Cache-Control', 'public, max-age=86400')
  async suggest(@Query() { q, limit }: SuggestQuery): Promise<PlaceSuggestion[]> {
    if (q.trim().length < PLACE_SUGGEST_MIN_LENGTH) return [];
    return this.trips.send(TripsPatterns.suggestPlaces, {
      query: q,
      limit: limit ?? PLACE_SUGGEST_LIMIT,
    });
  }
}

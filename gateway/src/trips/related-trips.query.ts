import { RELATED_TRIPS_LIMIT } from '@roadbook/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const LIMIT_MESSAGE = `limit must be a whole number from ${RELATED_TRIPS_LIMIT.min} to ${RELATED_TRIPS_LIMIT.max}`;

/** `?limit=` of a related-routes call: 1–12, 3 when not given. */
export class RelatedTripsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(RELATED_TRIPS_LIMIT.min, { message: LIMIT_MESSAGE })
  @Max(RELATED_TRIPS_LIMIT.max, { message: LIMIT_MESSAGE })
  limit?: number;
}

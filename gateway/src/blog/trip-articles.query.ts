import { TRIP_ARTICLES_LIMIT } from '@roadbook/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const LIMIT_MESSAGE = `limit must be a whole number from ${TRIP_ARTICLES_LIMIT.min} to ${TRIP_ARTICLES_LIMIT.max}`;
const VALUE_MESSAGE = `Each value must be at most ${TRIP_ARTICLES_LIMIT.valueLength} characters`;

/** One query parameter given once is a string, given several times an array: always a list. */
const asList = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? (value as unknown[]) : [value],
  );

/** `GET /api/blog/related/for-trip`: what the trip is about, and how many posts to return. */
export class TripArticlesQuery {
  @IsOptional()
  @asList()
  @ArrayMaxSize(TRIP_ARTICLES_LIMIT.activities, {
    message: `At most ${TRIP_ARTICLES_LIMIT.activities} activities`,
  })
  @IsString({ each: true })
  @MaxLength(TRIP_ARTICLES_LIMIT.valueLength, { each: true, message: VALUE_MESSAGE })
  activities?: string[];

  @IsOptional()
  @asList()
  @ArrayMaxSize(TRIP_ARTICLES_LIMIT.places, {
    message: `At most ${TRIP_ARTICLES_LIMIT.places} places`,
  })
  @IsString({ each: true })
  @MaxLength(TRIP_ARTICLES_LIMIT.valueLength, { each: true, message: VALUE_MESSAGE })
  places?: string[];

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(TRIP_ARTICLES_LIMIT.min, { message: LIMIT_MESSAGE })
  @Max(TRIP_ARTICLES_LIMIT.max, { message: LIMIT_MESSAGE })
  limit?: number;
}

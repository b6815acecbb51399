import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  ADMIN_TRIPS_PAGE_MAX,
  ADMIN_TRIPS_PAGE_SIZE,
  ADMIN_TRIPS_QUERY_MAX_LENGTH,
  AdminTripsMessages,
  type AdminTripsQuery,
} from './admin-trips.types';
import {
  FEATURED_DESCRIPTION_MAX_LENGTH,
  FeaturingMessages,
  TRIP_SLUG_MAX_LENGTH,
  TRIP_SLUG_PATTERN,
} from './trip-featuring';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** A query string's "true" / "false" as a boolean; anything else is left for the check to refuse. */
const queryBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/**
 * `GET /api/admin/trips?q=&featured=&page=&pageSize=` as the gateway reads the query string, and
 * the same fields as the trips service checks them again.
 */
export class AdminTripsQueryDto implements AdminTripsQuery {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: AdminTripsMessages.queryTooLong })
  @MaxLength(ADMIN_TRIPS_QUERY_MAX_LENGTH, { message: AdminTripsMessages.queryTooLong })
  q?: string;

  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: AdminTripsMessages.featuredInvalid })
  featured?: boolean;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AdminTripsMessages.pageInvalid })
  @Min(1, { message: AdminTripsMessages.pageInvalid })
  @Max(ADMIN_TRIPS_PAGE_MAX, { message: AdminTripsMessages.pageInvalid })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AdminTripsMessages.pageSizeInvalid })
  @Min(1, { message: AdminTripsMessages.pageSizeInvalid })
  @Max(ADMIN_TRIPS_PAGE_SIZE.max, { message: AdminTripsMessages.pageSizeInvalid })
  pageSize: number = ADMIN_TRIPS_PAGE_SIZE.default;
}

@ValidatorConstraint({ name: 'givenOnlyWhenFeaturing' })
class GivenOnlyWhenFeaturing implements ValidatorConstraintInterface {
  validate(value: unknown, args?: ValidationArguments): boolean {
    return value === undefined || (args?.object as FeatureTripDto | undefined)?.isFeatured === true;
  }

  defaultMessage(): string {
    return FeaturingMessages.onlyWhenFeaturing;
  }
}

/**
 * `POST /api/admin/trips/:id/feature`. Featuring may name the slug the trip's page opens at and
 * the description visitors read; without them the trip keeps its own (or gets the suggested
 * slug). Unfeaturing takes neither.
 */
export class FeatureTripDto {
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;

  @IsOptional()
  @Validate(GivenOnlyWhenFeaturing)
  @IsString({ message: FeaturingMessages.slugInvalid })
  @MaxLength(TRIP_SLUG_MAX_LENGTH, { message: FeaturingMessages.slugTooLong })
  @Matches(TRIP_SLUG_PATTERN, { message: FeaturingMessages.slugInvalid })
  slug?: string;

  @IsOptional()
  @Validate(GivenOnlyWhenFeaturing)
  @Transform(trimmed)
  @IsString({ message: FeaturingMessages.descriptionRequired })
  @Matches(/\S/, { message: FeaturingMessages.descriptionRequired })
  @MaxLength(FEATURED_DESCRIPTION_MAX_LENGTH, { message: FeaturingMessages.descriptionTooLong })
  description?: string;
}

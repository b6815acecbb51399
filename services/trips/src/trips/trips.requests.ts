import {
  AdminTripEdit,
  AdminTripsQueryDto,
  FeatureTripDto,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  IsRowId,
  MEDIA_PATH_PATTERN,
  MEDIA_PATH_PREFIX,
  RELATED_TRIPS_LIMIT,
  PlanTripDto,
  TRIP_CARDS_MAX,
  TRIP_EXPORT_FORMATS,
  type ItineraryResponse,
  type TripExportFormat,
} from '@roadbook/contracts';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  isObject,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { createRpcValidationPipe, serviceError } from '@roadbook/platform';
import { ByCaller, TripCallerDto } from './trip-caller.dto';

/*
 * The trips service's message payloads, checked before a handler runs. They are the service's
 * own: the gateway validates the HTTP shapes (PlanTripDto, AdminTripEdit from @roadbook/contracts,
 * which these nest) and then adds the caller and the ids it resolved.
 */

export class TripRequest extends ByCaller {
  @IsRowId('tripId')
  tripId: number;
}

/** A submission's key (plan-submission.ts in @roadbook/contracts); the gateway always sends one. */
function IsIdempotencyKey(): PropertyDecorator {
  return applyDecorators(
    IsString(),
    MaxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
    Matches(IDEMPOTENCY_KEY_PATTERN),
  );
}

export class CreateRequest extends ByCaller {
  @ValidateNested()
  @Type(() => PlanTripDto)
  plan: PlanTripDto;

  @IsIdempotencyKey()
  idempotencyKey: string;
}

export class UpdateRequest extends TripRequest {
  @ValidateNested()
  @Type(() => PlanTripDto)
  plan: PlanTripDto;

  @IsIdempotencyKey()
  idempotencyKey: string;
}

/** The gateway's body (the same checks) with the trip and the caller. */
export class FeatureRequest extends FeatureTripDto {
  @IsRowId('tripId')
  tripId: number;

  @IsObject()
  @ValidateNested()
  @Type(() => TripCallerDto)
  caller: TripCallerDto;
}

export class AdminListRequest extends AdminTripsQueryDto {
  @IsObject()
  @ValidateNested()
  @Type(() => TripCallerDto)
  caller: TripCallerDto;
}

export class UserRequest {
  @IsInt()
  userId: number;
}

export class FeaturedRequest {
  @IsOptional()
  @IsInt()
  @Min(1)
  limit?: number;
}

export class SlugRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  slug: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => TripCallerDto)
  caller?: TripCallerDto;
}

export class CardsRequest {
  @IsArray()
  @ArrayMaxSize(TRIP_CARDS_MAX)
  @IsRowId('tripIds', { each: true })
  tripIds: number[];
}

export class SeedFeaturedRequest extends ByCaller {
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'slug must be lower-case words joined by -' })
  @MaxLength(100)
  slug: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  description: string;

  @ValidateNested()
  @Type(() => PlanTripDto)
  plan: PlanTripDto;
}

/** A trip named by its share link, or by id for a caller who may read it. */
export class TripOrShareRequest {
  @IsOptional()
  @IsInt()
  tripId?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => TripCallerDto)
  caller?: TripCallerDto;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  shareableId?: string;
}

export class RelatedRequest extends TripOrShareRequest {
  @IsInt()
  @Min(RELATED_TRIPS_LIMIT.min)
  @Max(RELATED_TRIPS_LIMIT.max)
  limit: number;
}

export class AdminUpdateRequest extends TripRequest {
  @ValidateNested()
  @Type(() => AdminTripEdit)
  edit: AdminTripEdit;

  @IsIdempotencyKey()
  idempotencyKey: string;
}

export class SharedRequest {
  @IsString()
  @IsNotEmpty()
  shareableId: string;
}

export class FailRequest {
  @IsRowId('tripId')
  tripId: number;

  @IsInt()
  version: number;

  @IsString()
  reason: string;
}

export class VersionRequest {
  @IsRowId('tripId')
  tripId: number;

  @IsInt()
  @Min(1)
  version: number;
}

/**
 * A worker's result. Its handler takes it with this interface type, which the global validation
 * pipe leaves alone: the pipe would walk and copy the whole itinerary (about 20 kB, a few
 * milliseconds of every plan) only to find that it is an object. `checkComplete` checks it
 * instead, with the same error shape.
 */
export interface CompleteRequest {
  tripId: number;
  version: number;
  itinerary: ItineraryResponse;
}

const checkIds = createRpcValidationPipe();

/** The ids through the pipe (as a VersionRequest), the itinerary as an object, not copied. */
export async function checkComplete(message: unknown): Promise<CompleteRequest> {
  const { tripId, version, itinerary } = (message ?? {}) as Partial<CompleteRequest>;
  const ids = (await checkIds.transform(
    { tripId, version },
    { type: 'body', metatype: VersionRequest },
  )) as VersionRequest;
  if (!isObject(itinerary)) {
    const problem = 'itinerary must be an object';
    throw serviceError('invalid-input', { itinerary: [problem] });
  }
  return { tripId: ids.tripId, version: ids.version, itinerary };
}

export class ImageCreditDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name: string;

  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  url?: string;
}

export class ThumbnailDto {
  @IsInt()
  @Min(1)
  day: number;

  @IsInt()
  @Min(0)
  activity: number;

  @IsString()
  @Matches(MEDIA_PATH_PATTERN, { message: `imageUrl must be a path under ${MEDIA_PATH_PREFIX}` })
  imageUrl: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ImageCreditDto)
  imageCredit?: ImageCreditDto;
}

export class ThumbnailsRequest extends VersionRequest {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ThumbnailDto)
  thumbnails: ThumbnailDto[];
}

export class ExportRequest extends TripOrShareRequest {
  @IsIn(TRIP_EXPORT_FORMATS)
  format: TripExportFormat;
}

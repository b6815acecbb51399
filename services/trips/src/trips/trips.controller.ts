import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { serviceError } from '@roadbook/platform';
import { ExportsService } from '../exports/exports.service';
import {
  MEDIA_PATH_PREFIX,
  PlanTripDto,
  TRIP_CARDS_MAX,
  TRIP_EXPORT_FORMATS,
  TripMessages,
  TripsPatterns,
  type TripExportFormat,
  type ItineraryResponse,
  type RpcResponse,
} from '@roadbook/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ByCaller, TripCallerDto } from './trip-caller.dto';
import { TripsService } from './trips.service';

class TripRequest extends ByCaller {
  @IsInt()
  tripId: number;
}

class CreateRequest extends ByCaller {
  @ValidateNested()
  @Type(() => PlanTripDto)
  plan: PlanTripDto;
}

class UpdateRequest extends TripRequest {
  @ValidateNested()
  @Type(() => PlanTripDto)
  plan: PlanTripDto;
}

class FeatureRequest extends TripRequest {
  @IsBoolean()
  isFeatured: boolean;
}

class UserRequest {
  @IsInt()
  userId: number;
}

class FeaturedRequest {
  @IsOptional()
  @IsInt()
  @Min(1)
  limit?: number;
}

class SlugRequest {
  @IsString()
  @IsNotEmpty()
  slug: string;
}

class CardsRequest {
  @IsArray()
  @ArrayMaxSize(TRIP_CARDS_MAX)
  @IsInt({ each: true })
  tripIds: number[];
}

class SharedRequest {
  @IsString()
  @IsNotEmpty()
  shareableId: string;
}

class CompleteRequest {
  @IsInt()
  tripId: number;

  @IsInt()
  version: number;

  @IsObject()
  itinerary: ItineraryResponse;
}

class FailRequest {
  @IsInt()
  tripId: number;

  @IsInt()
  version: number;

  @IsString()
  reason: string;
}

class VersionRequest {
  @IsInt()
  tripId: number;

  @IsInt()
  @Min(1)
  version: number;
}

class ImageCreditDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name: string;

  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  url?: string;
}

class ThumbnailDto {
  @IsInt()
  @Min(1)
  day: number;

  @IsInt()
  @Min(0)
  activity: number;

  @IsString()
  @Matches(new RegExp(`^${MEDIA_PATH_PREFIX}[\\w./-]+$`), {
    message: `imageUrl must be a path under ${MEDIA_PATH_PREFIX}`,
  })
  imageUrl: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ImageCreditDto)
  imageCredit?: ImageCreditDto;
}

class ThumbnailsRequest extends VersionRequest {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ThumbnailDto)
  thumbnails: ThumbnailDto[];
}

class ExportRequest {
  @IsIn(TRIP_EXPORT_FORMATS)
  format: TripExportFormat;

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

/** The trips service's transport surface; every payload is validated here too. */
@Controller()
export class TripsController {
  constructor(
    private readonly trips: TripsService,
    private readonly exports: ExportsService,
  ) {}

  /** GPX or calendar of a trip the caller may see, or of a shared one. */
  @MessagePattern(TripsPatterns.export)
  async export(@Payload() r: ExportRequest): Promise<RpcResponse<'trips.trip.export'>> {
    const { trip, itinerary } = r.shareableId
      ? await this.sharedWithItinerary(r.shareableId)
      : await this.trips.getWithItinerary(r.tripId ?? 0, r.caller ?? {});
    return this.exports.export(trip, itinerary, r.format);
  }

  @MessagePattern(TripsPatterns.create)
  create(@Payload() { plan, caller }: CreateRequest): Promise<RpcResponse<'trips.trip.create'>> {
    return this.trips.create(plan, caller);
  }

  @MessagePattern(TripsPatterns.update)
  update(@Payload() r: UpdateRequest): Promise<RpcResponse<'trips.trip.update'>> {
    return this.trips.update(r.tripId, r.plan, r.caller);
  }

  @MessagePattern(TripsPatterns.get)
  get(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.get'>> {
    return this.trips.get(r.tripId, r.caller);
  }

  @MessagePattern(TripsPatterns.listByUser)
  listByUser(@Payload() r: UserRequest): Promise<RpcResponse<'trips.trip.list-by-user'>> {
    return this.trips.listByUser(r.userId);
  }

  @MessagePattern(TripsPatterns.listFeatured)
  listFeatured(@Payload() r: FeaturedRequest): Promise<RpcResponse<'trips.trip.list-featured'>> {
    return this.trips.listFeatured(r.limit);
  }

  @MessagePattern(TripsPatterns.getBySlug)
  getBySlug(@Payload() r: SlugRequest): Promise<RpcResponse<'trips.trip.get-by-slug'>> {
    return this.trips.getBySlug(r.slug);
  }

  @MessagePattern(TripsPatterns.listCards)
  listCards(@Payload() r: CardsRequest): Promise<RpcResponse<'trips.trip.list-cards'>> {
    return this.trips.listCards(r.tripIds);
  }

  @MessagePattern(TripsPatterns.save)
  save(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.save'>> {
    return this.trips.save(r.tripId, r.caller);
  }

  @MessagePattern(TripsPatterns.share)
  share(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.share'>> {
    return this.trips.share(r.tripId, r.caller);
  }

  @MessagePattern(TripsPatterns.unshare)
  async unshare(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.unshare'>> {
    await this.trips.unshare(r.tripId, r.caller);
    return { ok: true };
  }

  @MessagePattern(TripsPatterns.delete)
  async delete(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.delete'>> {
    await this.trips.delete(r.tripId, r.caller);
    return { ok: true };
  }

  @MessagePattern(TripsPatterns.feature)
  feature(@Payload() r: FeatureRequest): Promise<RpcResponse<'trips.trip.feature'>> {
    return this.trips.feature(r.tripId, r.isFeatured, r.caller);
  }

  @MessagePattern(TripsPatterns.getItinerary)
  getItinerary(@Payload() r: TripRequest): Promise<RpcResponse<'trips.itinerary.get'>> {
    return this.trips.getItinerary(r.tripId, r.caller);
  }

  @MessagePattern(TripsPatterns.getShared)
  getShared(@Payload() r: SharedRequest): Promise<RpcResponse<'trips.shared.get'>> {
    return this.trips.getShared(r.shareableId);
  }

  private async sharedWithItinerary(shareableId: string) {
    const { trip, itinerary } = await this.trips.getShared(shareableId);
    if (!itinerary) throw serviceError(404, TripMessages.itineraryNotReady);
    return { trip, itinerary };
  }

  @MessagePattern(TripsPatterns.completeGeneration)
  async complete(@Payload() r: CompleteRequest): Promise<RpcResponse<'trips.itinerary.complete'>> {
    return { stored: await this.trips.completeGeneration(r.tripId, r.version, r.itinerary) };
  }

  /** Internal, for map.enrich: the version the job was queued for, even if the plan moved on. */
  @MessagePattern(TripsPatterns.getItineraryVersion)
  getVersion(@Payload() r: VersionRequest): Promise<RpcResponse<'trips.itinerary.get-version'>> {
    return this.trips.getVersion(r.tripId, r.version);
  }

  @MessagePattern(TripsPatterns.addThumbnails)
  async addThumbnails(
    @Payload() r: ThumbnailsRequest,
  ): Promise<RpcResponse<'trips.itinerary.add-thumbnails'>> {
    return { updated: await this.trips.addThumbnails(r.tripId, r.version, r.thumbnails) };
  }

  @MessagePattern(TripsPatterns.failGeneration)
  async fail(@Payload() r: FailRequest): Promise<RpcResponse<'trips.itinerary.fail'>> {
    return { stored: await this.trips.failGeneration(r.tripId, r.version, r.reason) };
  }
}

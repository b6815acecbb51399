import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { serviceError } from '@roadbook/platform';
import { ExportsService } from '../exports/exports.service';
import { TripMessages, TripsPatterns, type RpcResponse } from '@roadbook/contracts';
import { TripsService } from './trips.service';
import {
  TripRequest,
  CreateRequest,
  UpdateRequest,
  UserRequest,
  SharedRequest,
  ExportRequest,
} from './trips.requests';

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
  create(@Payload() r: CreateRequest): Promise<RpcResponse<'trips.trip.create'>> {
    return this.trips.create(r.plan, r.caller, r.idempotencyKey);
  }

  @MessagePattern(TripsPatterns.update)
  update(@Payload() r: UpdateRequest): Promise<RpcResponse<'trips.trip.update'>> {
    return this.trips.update(r.tripId, r.plan, r.caller, r.idempotencyKey);
  }

  @MessagePattern(TripsPatterns.replans)
  replans(@Payload() r: UpdateRequest): Promise<RpcResponse<'trips.trip.replans'>> {
    return this.trips.replans(r.tripId, r.plan, r.caller, r.idempotencyKey);
  }

  @MessagePattern(TripsPatterns.get)
  get(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.get'>> {
    return this.trips.get(r.tripId, r.caller);
  }

  @MessagePattern(TripsPatterns.listByUser)
  listByUser(@Payload() r: UserRequest): Promise<RpcResponse<'trips.trip.list-by-user'>> {
    return this.trips.listByUser(r.userId);
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
    const { wasFeatured } = await this.trips.delete(r.tripId, r.caller);
    return { ok: true, wasFeatured };
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
    if (!itinerary) throw serviceError('not-ready', TripMessages.itineraryNotReady);
    return { trip, itinerary };
  }
}

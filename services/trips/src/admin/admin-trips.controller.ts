import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { TripsPatterns, type RpcResponse } from '@roadbook/contracts';
import { AdminListRequest, AdminUpdateRequest, TripRequest } from '../trips/trips.requests';
import { AdminTripsService } from './admin-trips.service';

/** The admins' desk: the trip editor and the list of every user's trips. */
@Controller()
export class AdminTripsController {
  constructor(private readonly admin: AdminTripsService) {}

  @MessagePattern(TripsPatterns.adminGet)
  adminGet(@Payload() r: TripRequest): Promise<RpcResponse<'trips.trip.admin-get'>> {
    return this.admin.get(r.tripId, r.caller);
  }

  @MessagePattern(TripsPatterns.adminUpdate)
  adminUpdate(@Payload() r: AdminUpdateRequest): Promise<RpcResponse<'trips.trip.admin-update'>> {
    return this.admin.update(r.tripId, r.edit, r.caller, r.idempotencyKey);
  }

  @MessagePattern(TripsPatterns.adminList)
  adminList(@Payload() r: AdminListRequest): Promise<RpcResponse<'trips.trip.admin-list'>> {
    const { caller, ...query } = r;
    return this.admin.list(query, caller);
  }
}

import {
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { finalize, type Observable } from 'rxjs';
import { OwnTripsCache } from './own-trips.cache';
import { PlannedTrips } from './planned-trips';

/**
 * Drops the trip a write route names (`:id`) from this gateway's OwnTripsCache (and from its
 * PlannedTrips, whose progress stream then reads it) before the write is answered, whether it succeeded or not (a call that timed out may still have changed it):
 * the writer's next read through this gateway never gets the trip as it was, even before the
 * database's word of the change arrives. Applied to the write routes alone (`ForgetsOwnTrip`):
 * an interceptor costs every request it wraps (Nest binds each to its async context), and the
 * reads are the hot path.
 */
@Injectable()
export class OwnTripWrites implements NestInterceptor {
  constructor(
    private readonly ownTrips: OwnTripsCache,
    private readonly planned: PlannedTrips,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const tripId = Number((request.params as { id?: string } | undefined)?.id);
    if (!Number.isSafeInteger(tripId)) return next.handle();
    return next.handle().pipe(
      finalize(() => {
        this.ownTrips.forget(tripId);
        this.planned.forget(tripId);
      }),
    );
  }
}

/** Marks a route that changes the trip `:id`: see OwnTripWrites. */
export const ForgetsOwnTrip = () => UseInterceptors(OwnTripWrites);

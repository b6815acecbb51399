import { Injectable } from '@nestjs/common';
import type { Trip, TripCaller } from '@roadbook/contracts';
import { REMEMBER_OUTCOME_MS } from './generation-progress';

/**
 * How long a planned trip waits for its planner's progress stream: no longer than the progress
 * feed remembers an outcome, so a stream that starts from the trip as planned hears at once of
 * an itinerary that settled in between.
 */
export const PLANNED_TRIP_KEPT_MS = REMEMBER_OUTCOME_MS;
/** How many planned trips a gateway holds at most; past it, the oldest goes. */
export const PLANNED_TRIPS_KEPT = 10_000;

interface PlannedTrip {
  trip: Trip;
  planner: string;
  expiresAt: number;
}

/** Who a caller is, as the trips service tells owners apart; null for nobody in particular. */
function callerKey({ userId, visitorTokenHash }: TripCaller): string | null {
  if (userId !== undefined) return `user:${userId}`;
  return visitorTokenHash ? `visitor:${visitorTokenHash}` : null;
}

/**
 * The trips this gateway has just planned, each kept for the one who planned it until their
 * page's progress stream opens (`GET /trips/:id/events`), so that stream needs no read of its
 * own to learn that they may follow it: the trips service has just answered that it is theirs,
 * and what it is (a draft whose itinerary is being made).
 *
 * A trip is taken once, by the caller who planned it: a stream opened again, one from anyone
 * else, or one on another gateway reads the trip from the trips service as before. It is
 * dropped when this gateway forwards a write to it (`OwnTripWrites`), and after
 * PLANNED_TRIP_KEPT_MS. A trip deleted in between through another gateway is found gone by the
 * stream's next read, a few seconds on, as when it is deleted while the stream follows it.
 */
@Injectable()
export class PlannedTrips {
  private readonly kept = new Map<number, PlannedTrip>();

  /** Keeps a trip the trips service has just made for `caller`, its itinerary to come. */
  keep(trip: Trip, caller: TripCaller): void {
    const planner = callerKey(caller);
    if (!planner || trip.generationStatus !== 'generating') return;
    const now = Date.now();
    this.kept.delete(trip.id);
    for (const [tripId, planned] of this.kept) {
      if (planned.expiresAt > now && this.kept.size < PLANNED_TRIPS_KEPT) break;
      this.kept.delete(tripId);
    }
    this.kept.set(trip.id, { trip, planner, expiresAt: now + PLANNED_TRIP_KEPT_MS });
  }

  /** The trip as planned, if `caller` planned it here and it is still kept; it is kept no more. */
  take(tripId: number, caller: TripCaller): Trip | undefined {
    const planned = this.kept.get(tripId);
    if (!planned || planned.planner !== callerKey(caller)) return undefined;
    this.kept.delete(tripId);
    return planned.expiresAt > Date.now() ? planned.trip : undefined;
  }

  forget(tripId: number): void {
    this.kept.delete(tripId);
  }
}

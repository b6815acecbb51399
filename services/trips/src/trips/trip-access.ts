import { TripMessages, type TripCaller } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import type { TripEntity } from './entities/trip.entity';

/** The signed-in owner, or the browser that made a draft nobody has saved yet. */
export function isOwner(trip: TripEntity, caller: TripCaller): boolean {
  if (trip.userId !== null) return caller.userId === trip.userId;
  return !!caller.visitorTokenHash && caller.visitorTokenHash === trip.ownerTokenHash;
}

/** Owners see their trips; everyone sees featured and shared ones; admins see all. */
export function canView(trip: TripEntity, caller: TripCaller): boolean {
  return isOwner(trip, caller) || trip.isFeatured || trip.isPublic || caller.role === 'admin';
}

/**
 * A trip the caller may not see is not found (404: its existence is nobody else's business);
 * one they may see but do not own cannot be changed (403).
 */
export function assertCanChange(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !canView(trip, caller)) throw serviceError(404, TripMessages.notFound);
  if (!isOwner(trip, caller)) throw serviceError(403, TripMessages.notOwner);
  return trip;
}

export function assertCanView(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !canView(trip, caller)) throw serviceError(404, TripMessages.notFound);
  return trip;
}

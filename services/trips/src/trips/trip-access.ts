import { TripMessages, type TripCaller } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import type { TripEntity } from './entities/trip.entity';

/** The signed-in owner, or the browser that made a draft nobody has saved yet. */
export function isOwner(trip: TripEntity, caller: TripCaller): boolean {
  if (trip.userId !== null) return caller.userId === trip.userId;
  return !!caller.visitorTokenHash && caller.visitorTokenHash === trip.ownerTokenHash;
}

/** A caller with no session and no visitor token: what a stranger, or a crawler, may see. */
export const ANYONE: TripCaller = {};

export function isAdmin(caller: TripCaller): boolean {
  return caller.role === 'admin';
}

/**
 * Who may open a trip by its id (itself, its itinerary, exports, progress, static map): owners,
 * admins, and anyone for a featured trip. Ids are sequential, so a shared trip is reached only
 * through its unguessable share link, never by counting.
 */
export function canReadById(trip: TripEntity, caller: TripCaller): boolean {
  return isOwner(trip, caller) || isAdmin(caller) || trip.isFeatured;
}

/** Who sees the whole trip (owner id, notes, saved state) rather than its public view. */
export function seesPrivateFields(trip: TripEntity, caller: TripCaller): boolean {
  return isOwner(trip, caller) || isAdmin(caller);
}

/**
 * The trip's notes are the owner's words to the planner (who rides along, where they sleep),
 * written before anyone else was meant to read them: a public page shows them only when the
 * owner published the trip themself, an admin featuring their own trip.
 */
export function notesArePublic(trip: TripEntity): boolean {
  return trip.isFeatured && trip.featuredBy !== null && trip.featuredBy === trip.userId;
}

/** A share link works while the trip stays shared. */
export function isSharedVia(trip: TripEntity, shareableId: string): boolean {
  return trip.isPublic && trip.shareableId === shareableId;
}

/**
 * A trip the caller may not open is not found (404: its existence is nobody else's business);
 * one they may open but do not own cannot be changed (403).
 */
export function assertCanChange(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !canReadById(trip, caller)) throw serviceError(404, TripMessages.notFound);
  if (!isOwner(trip, caller)) throw serviceError(403, TripMessages.notOwner);
  return trip;
}

export function assertCanReadById(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !canReadById(trip, caller)) throw serviceError(404, TripMessages.notFound);
  return trip;
}

/** The admins' own lists and actions (featuring, every user's trips): anyone else gets 403. */
export function assertAdmin(caller: TripCaller): void {
  if (!isAdmin(caller) || !caller.userId) throw serviceError(403, TripMessages.adminsOnly);
}

/**
 * The admin trip editor is for admins alone, whoever owns the trip (an owner changes their trip
 * through Modify): anyone else is refused (403) before learning whether the trip exists; an
 * admin asking for a trip that is gone gets 404.
 */
export function assertCanEditAsAdmin(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!isAdmin(caller)) throw serviceError(403, TripMessages.adminsOnly);
  if (!trip) throw serviceError(404, TripMessages.notFound);
  return trip;
}

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
 * A trip the caller may not open is not found (its existence is nobody else's business); one
 * they may open but do not own cannot be changed (forbidden).
 */
export function assertCanChange(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !canReadById(trip, caller)) throw serviceError('not-found', TripMessages.notFound);
  if (!isOwner(trip, caller)) throw serviceError('forbidden', TripMessages.notOwner);
  return trip;
}

export function assertCanReadById(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !canReadById(trip, caller)) throw serviceError('not-found', TripMessages.notFound);
  return trip;
}

/**
 * The admins' own lists and actions (featuring, seeding, every user's trips): anyone else is
 * forbidden. The admin's user id, for what they create.
 */
export function assertAdmin(caller: TripCaller): number {
  if (!isAdmin(caller) || !caller.userId) throw serviceError('forbidden', TripMessages.adminsOnly);
  return caller.userId;
}

/**
 * The admin trip editor is for admins alone, whoever owns the trip (an owner changes their trip
 * through Modify): anyone else is refused (forbidden) before learning whether the trip exists;
 * an admin asking for a trip that is gone gets not-found.
 */
export function assertCanEditAsAdmin(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!isAdmin(caller)) throw serviceError('forbidden', TripMessages.adminsOnly);
  if (!trip) throw serviceError('not-found', TripMessages.notFound);
  return trip;
}

/**
 * A trip is planned for someone: a signed-in user, or the browser whose visitor token will let
 * it find its draft again. The gateway always sends one of the two; a caller without is a bug.
 */
export function assertCanCreate(caller: TripCaller): void {
  if (!caller.userId && !caller.visitorTokenHash) {
    throw serviceError('invalid-input', TripMessages.needsOwner);
  }
}

/** A featured trip's page by its slug: anyone while it is featured, admins always. */
export function assertCanReadBySlug(trip: TripEntity | null, caller: TripCaller): TripEntity {
  if (!trip || !(trip.isFeatured || isAdmin(caller))) {
    throw serviceError('not-found', TripMessages.notFound);
  }
  return trip;
}

/** A share link opens its trip while the trip stays shared; otherwise it is not found. */
export function assertSharedVia(trip: TripEntity | null, shareableId: string): TripEntity {
  if (!trip || !isSharedVia(trip, shareableId)) {
    throw serviceError('not-found', TripMessages.notFound);
  }
  return trip;
}

/**
 * Saving needs a signed-in user, and a trip this caller owns (their own, or the draft this
 * browser planned before signing in); any other trip is not theirs to save.
 */
export function assertCanSave(
  trip: TripEntity | null,
  caller: TripCaller,
): { trip: TripEntity; userId: number } {
  if (!caller.userId) throw serviceError('not-signed-in', TripMessages.signInToSave);
  if (!trip || !isOwner(trip, caller)) throw serviceError('not-found', TripMessages.noTripToSave);
  return { trip, userId: caller.userId };
}

import type { PublicTrip, Trip, TripCaller } from '@roadbook/contracts';
import type { TripEntity } from './entities/trip.entity';
import { notesArePublic, seesPrivateFields } from './trip-access';

/** The trip as a client sees it: never the visitor token hash. */
export function toTrip(entity: TripEntity): Trip {
  return {
    id: entity.id,
    userId: entity.userId,
    shareableId: entity.shareableId,
    slug: entity.slug,
    name: entity.name,
    description: entity.description,
    tripType: entity.tripType,
    startDate: entity.startDate,
    endDate: entity.endDate,
    travelMode: entity.travelMode,
    travelers: entity.travelers,
    adults: entity.adults,
    hotelRooms: entity.hotelRooms,
    startLocation: entity.startLocation,
    destination: entity.destination,
    isRoundTrip: entity.isRoundTrip,
    waypoints: entity.waypoints,
    routeType: entity.routeType,
    activities: entity.activities,
    accommodation: entity.accommodation,
    budget: entity.budget,
    drivingHours: entity.drivingHours,
    additionalNotes: entity.additionalNotes,
    restDays: entity.restDays,
    restIn: entity.restIn,
    group: entity.group,
    rideAfterDark: entity.rideAfterDark,
    loopHours: entity.loopHours,
    isSaved: entity.isSaved,
    isFeatured: entity.isFeatured,
    isPublic: entity.isPublic,
    createdAt: entity.createdAt.toISOString(),
    version: entity.version,
    generationStatus: entity.generationStatus,
    generationError: entity.generationError,
  };
}

/** Which page shows the trip to people other than its owner. */
export type PublicAudience = 'featured' | 'shared';

/**
 * The trip as anyone may see it: no owner, no saved state, never the visitor token, and only
 * what its owner made public. The featured trip page shows additional notes, so a featured
 * trip keeps them when its owner featured it (`notesArePublic`); a rider's trip an admin
 * features does not publish the rider's notes. A shared link never shows them: the shared trip
 * page has no place for them.
 */
export function toPublicTrip(entity: TripEntity, audience: PublicAudience): PublicTrip {
  const { userId: _owner, isSaved: _saved, additionalNotes, ...visible } = toTrip(entity);
  return audience === 'featured' && notesArePublic(entity)
    ? { ...visible, additionalNotes }
    : visible;
}

/** Owners and admins see the whole trip; anyone else the featured trip's public view. */
export function tripViewFor(trip: TripEntity, caller: TripCaller): Trip | PublicTrip {
  return seesPrivateFields(trip, caller) ? toTrip(trip) : toPublicTrip(trip, 'featured');
}

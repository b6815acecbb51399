import type { Trip } from '@roadbook/contracts';
import type { TripEntity } from './entities/trip.entity';

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
    isSaved: entity.isSaved,
    isFeatured: entity.isFeatured,
    isPublic: entity.isPublic,
    createdAt: entity.createdAt.toISOString(),
    version: entity.version,
    generationStatus: entity.generationStatus,
    generationError: entity.generationError,
  };
}

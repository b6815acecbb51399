import { adminTripStatus, type AdminTripListing } from '@roadbook/contracts';
import type { TripEntity } from './entities/trip.entity';
import { toTrip } from './to-trip';

/** The places a trip passes: its start, waypoints and destination, a round trip's start once. */
export function placesOf(trip: Pick<TripEntity, 'startLocation' | 'waypoints' | 'destination'>) {
  const places = [trip.startLocation, ...trip.waypoints, trip.destination];
  return new Set(places.map((place) => place.trim().toLowerCase()).filter(Boolean)).size;
}

/** A row of the admin's trips list; `days` is the current itinerary's, null while there is none. */
export function toAdminListing(trip: TripEntity, days: number | null): AdminTripListing {
  return { trip: toTrip(trip), places: placesOf(trip), days, status: adminTripStatus(trip) };
}

import type { TravelMode } from '../planner/plan-form.options';

/**
 * What anyone may see of a featured or shared trip when another page shows it as a card (a blog
 * post's linked trips and related routes): no owner, no share id, no plan details.
 */
export interface TripCard {
  id: number;
  name: string;
  slug: string | null;
  description: string | null;
  startLocation: string;
  destination: string;
  waypoints: string[];
  travelMode: TravelMode;
  activities: string[];
  isFeatured: boolean;
}

/**
 * Where a trip's card opens: a featured trip's own page by its slug, else its itinerary (which
 * anyone may open while the trip is featured). One rule for every page that shows trip cards.
 */
export function tripPagePath(trip: Pick<TripCard, 'id' | 'slug'>): string {
  return trip.slug ? `/trips/${trip.slug}` : `/itinerary/${trip.id}`;
}

/** How many trips one card request may name. */
export const TRIP_CARDS_MAX = 200;

/**
 * Related routes of a trip: how many one request may ask for, and how many each page shows
 * (Similar Routes on a featured trip's page; Explore More Trips and the shared page's others).
 */
export const RELATED_TRIPS_LIMIT = { min: 1, max: 12, default: 3, otherTrips: 4 } as const;

/** The card of a trip (or of anything with a trip's public fields, such as a stored row). */
export function toTripCard(trip: TripCard): TripCard {
  return {
    id: trip.id,
    name: trip.name,
    slug: trip.slug,
    description: trip.description,
    startLocation: trip.startLocation,
    destination: trip.destination,
    waypoints: [...trip.waypoints],
    travelMode: trip.travelMode,
    activities: [...trip.activities],
    isFeatured: trip.isFeatured,
  };
}

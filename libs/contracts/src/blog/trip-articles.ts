import type { PublicTrip } from '../trips/trip.types';
import { RELATED_ARTICLES_LIMIT, TRIP_ARTICLES_LIMIT } from './blog.messages';

/**
 * What a trip (or a set of trips) is about, for the published posts closest to it: the query of
 * `GET /api/blog/related/for-trip`, the blog service's request, and the web app's cache key of
 * `getTripArticles`. The pages build it only with the functions below, so the gateway that
 * renders a page and the app that hydrates it ask for the same thing.
 */
export interface TripArticlesArgs {
  activities: string[];
  places: string[];
  limit: number;
}

/** The parts of a trip its articles are chosen by. */
export type TripArticlesSubject = Pick<
  PublicTrip,
  'activities' | 'startLocation' | 'waypoints' | 'destination'
>;

/** Where the trip starts, passes and ends, in that order. */
function placesOf(trip: TripArticlesSubject): string[] {
  return [trip.startLocation, ...trip.waypoints, trip.destination];
}

/** Each value once, in the order first seen, at most `max` of them. */
function firstUnique(values: string[], max: number): string[] {
  return [...new Set(values)].slice(0, max);
}

/** The Related Articles of a featured trip's page (/trips/{slug}). */
export function tripPageArticlesArgs(trip: TripArticlesSubject): TripArticlesArgs {
  return {
    activities: [...trip.activities],
    places: placesOf(trip),
    limit: RELATED_ARTICLES_LIMIT,
  };
}

/**
 * The Travel Inspiration of the featured list (/featured-trips): what the featured trips are
 * about together, bounded to what one request may say.
 */
export function featuredTripsArticlesArgs(trips: readonly TripArticlesSubject[]): TripArticlesArgs {
  return {
    activities: firstUnique(
      trips.flatMap((trip) => trip.activities),
      TRIP_ARTICLES_LIMIT.activities,
    ),
    places: firstUnique(trips.flatMap(placesOf), TRIP_ARTICLES_LIMIT.places),
    limit: TRIP_ARTICLES_LIMIT.travelInspiration,
  };
}

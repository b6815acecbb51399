import { placeKey, slugify } from '@roadbook/platform';

/** What related-route scoring reads of a trip. */
export interface RouteTraits {
  id: number;
  slug: string | null;
  startLocation: string;
  destination: string;
  waypoints: readonly string[];
  activities: readonly string[];
  createdAt: Date;
}

const SCORE = { activity: 3, location: 5, slug: 2, base: 1, self: -1 } as const;

function activitiesOf(trip: RouteTraits): Set<string> {
  return new Set(trip.activities.map((activity) => slugify(activity)).filter(Boolean));
}

function placesOf(trip: RouteTraits): Set<string> {
  return new Set(
    [trip.startLocation, trip.destination, ...trip.waypoints].map(placeKey).filter(Boolean),
  );
}

/**
 * Two trips share a location when the start, destination or a waypoint of one names the same
 * town as the start, destination or a waypoint of the other: compared by `placeKey`, so case,
 * accents and the region after the comma ("Moab, UT" and "moab, Utah") do not matter.
 */
export function sharesLocation(a: RouteTraits, b: RouteTraits): boolean {
  const places = placesOf(a);
  return [...placesOf(b)].some((place) => places.has(place));
}

/**
 * How close another route is to a trip: 3 per activity they share, 5 more if they share a
 * location, 2 more if it has its own page (a slug), 1 to start with. The trip itself is -1.
 */
export function relatedRouteScore(current: RouteTraits, candidate: RouteTraits): number {
  if (candidate.id === current.id) return SCORE.self;
  const activities = activitiesOf(current);
  const shared = [...activitiesOf(candidate)].filter((activity) => activities.has(activity));
  return (
    SCORE.base +
    SCORE.activity * shared.length +
    (sharesLocation(current, candidate) ? SCORE.location : 0) +
    (candidate.slug ? SCORE.slug : 0)
  );
}

/**
 * The `limit` routes closest to the trip, best first; the trip itself is dropped, and of two
 * routes that score the same the newer comes first.
 */
export function rankRelatedRoutes<T extends RouteTraits>(
  current: RouteTraits,
  candidates: readonly T[],
  limit: number,
): T[] {
  return candidates
    .map((trip) => ({ trip, score: relatedRouteScore(current, trip) }))
    .filter(({ score }) => score >= 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.trip.createdAt.getTime() - a.trip.createdAt.getTime() ||
        b.trip.id - a.trip.id,
    )
    .slice(0, limit)
    .map(({ trip }) => trip);
}

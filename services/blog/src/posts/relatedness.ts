import { ACTIVITY_CHOICES, type TripCard } from '@roadbook/contracts';
import { placeKey, slugify } from '@roadbook/platform';

/**
 * What a post is about, for matching it with other posts and with routes:
 * - tags: its own tags;
 * - activities: the activities of its linked trips, plus its tags that name an activity of the
 *   plan form ("Hiking", "beaches", "Famous riding roads");
 * - locations: the towns its linked trips start at, pass through and end at ("Asheville, NC"
 *   counts as "asheville").
 * Every value is compared in slug form, so case, accents and punctuation do not matter.
 */
export interface PostTraits {
  tags: ReadonlySet<string>;
  activities: ReadonlySet<string>;
  locations: ReadonlySet<string>;
}

export interface RankedPost {
  id: number;
  status: string;
  traits: PostTraits;
}

const SCORE = {
  tag: 4,
  activity: 3,
  location: 5,
  published: 2,
  slug: 2,
  base: 1,
  self: -1,
} as const;

/** Each plan-form activity by its value and by its label: "nature" and "nature-parks". */
const ACTIVITY_BY_NAME = new Map(
  ACTIVITY_CHOICES.flatMap(({ value, label }) => [
    [value, value],
    [slugify(label), value],
  ]),
);

function townsOf(trip: TripCard): string[] {
  return [trip.startLocation, trip.destination, ...trip.waypoints].map(placeKey).filter(Boolean);
}

export function postTraits(
  post: { tags: readonly string[]; tripIds: readonly number[] },
  tripsById: ReadonlyMap<number, TripCard>,
): PostTraits {
  const tags = new Set(post.tags.map((tag) => slugify(tag)).filter(Boolean));
  const trips = post.tripIds.flatMap((id) => tripsById.get(id) ?? []);
  const activities = new Set([
    ...trips.flatMap((trip) => trip.activities.map((activity) => slugify(activity))),
    ...[...tags].flatMap((tag) => ACTIVITY_BY_NAME.get(tag) ?? []),
  ]);
  return { tags, activities, locations: new Set(trips.flatMap(townsOf)) };
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let count = 0;
  for (const value of a) if (b.has(value)) count++;
  return count;
}

/**
 * How close another post is to the current one: 4 per shared tag, 3 per shared activity, 5 per
 * shared location, 2 more if it is published, 1 to start with; the current post itself is -1.
 */
export function relatedArticleScore(current: RankedPost, candidate: RankedPost): number {
  if (candidate.id === current.id) return SCORE.self;
  return (
    SCORE.base +
    SCORE.tag * shared(current.traits.tags, candidate.traits.tags) +
    SCORE.activity * shared(current.traits.activities, candidate.traits.activities) +
    SCORE.location * shared(current.traits.locations, candidate.traits.locations) +
    (candidate.status === 'published' ? SCORE.published : 0)
  );
}

/**
 * How well a route suits a post: 3 per activity they share, 5 if the route passes a place the
 * post is about (one of its locations, or a tag naming the town), 2 if the route has its own
 * page, 1 to start with; a trip the post already links is -1 (it is shown as a linked trip).
 */
export function relatedRouteScore(
  traits: PostTraits,
  linkedTripIds: readonly number[],
  trip: TripCard,
): number {
  if (linkedTripIds.includes(trip.id)) return SCORE.self;
  const activities = new Set(trip.activities.map((activity) => slugify(activity)));
  const passesPlace = townsOf(trip).some(
    (town) => traits.locations.has(town) || traits.tags.has(town),
  );
  return (
    SCORE.base +
    SCORE.activity * shared(traits.activities, activities) +
    (passesPlace ? SCORE.location : 0) +
    (trip.slug ? SCORE.slug : 0)
  );
}

/** What a trip is about, in the same slug form as a post's traits. */
export interface TripTraits {
  activities: ReadonlySet<string>;
  places: ReadonlySet<string>;
}

export function tripTraits(trip: { activities: readonly string[]; places: readonly string[] }) {
  return {
    activities: new Set(trip.activities.map((activity) => slugify(activity)).filter(Boolean)),
    places: new Set(trip.places.map(placeKey).filter(Boolean)),
  };
}

/**
 * How well a post suits a trip: 3 per activity they share, 5 per place of the trip the post is
 * about (one of its locations, or a tag naming the town), 2 more if it is published, 1 to start
 * with.
 */
export function relatedArticleScoreForTrip(trip: TripTraits, post: RankedPost): number {
  const places = [...trip.places].filter(
    (place) => post.traits.locations.has(place) || post.traits.tags.has(place),
  );
  return (
    SCORE.base +
    SCORE.activity * shared(trip.activities, post.traits.activities) +
    SCORE.location * places.length +
    (post.status === 'published' ? SCORE.published : 0)
  );
}

/** The best `limit` items by score, dropping negative ones; ties keep the given order. */
export function topByScore<T>(items: readonly T[], score: (item: T) => number, limit: number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .filter(({ score: value }) => value >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

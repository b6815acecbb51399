import type { TripCard } from '@roadbook/contracts';
import {
  postTraits,
  relatedArticleScore,
  relatedArticleScoreForTrip,
  relatedRouteScore,
  topByScore,
  tripTraits,
  type RankedPost,
} from './relatedness';

const card = (id: number, overrides: Partial<TripCard>): TripCard => ({
  id,
  name: `Trip ${id}`,
  slug: `trip-${id}`,
  description: null,
  startLocation: 'Nowhere, XX',
  destination: 'Elsewhere, XX',
  waypoints: [],
  travelMode: 'motorcycle',
  activities: [],
  isFeatured: true,
  ...overrides,
});

const trips = new Map(
  [
    card(1, {
      startLocation: 'Asheville, NC',
      destination: 'Roanoke, VA',
      activities: ['nature', 'riding-road'],
    }),
    card(2, {
      startLocation: 'Maryville, TN',
      destination: 'Asheville, NC',
      activities: ['nature'],
    }),
    card(3, {
      startLocation: 'Chicago, IL',
      destination: 'Santa Monica, CA',
      activities: ['museum'],
    }),
  ].map((trip) => [trip.id, trip]),
);

const post = (
  id: number,
  tags: string[],
  tripIds: number[] = [],
  status = 'published',
): RankedPost => ({ id, status, traits: postTraits({ tags, tripIds }, trips) });

describe('postTraits', () => {
  it('takes activities and towns from linked trips and activity names from tags', () => {
    const traits = postTraits(
      { tags: ['Blue Ridge', 'Hiking', 'Famous riding roads'], tripIds: [1, 99] },
      trips,
    );
    expect([...traits.tags]).toEqual(['blue-ridge', 'hiking', 'famous-riding-roads']);
    expect([...traits.activities].sort()).toEqual(['hiking', 'nature', 'riding-road']);
    expect([...traits.locations].sort()).toEqual(['asheville', 'roanoke']);
  });
});

describe('relatedArticleScore', () => {
  const current = post(10, ['Blue Ridge', 'Autumn'], [1]);

  it('adds 4 per shared tag, 3 per shared activity, 5 per shared location, 2 if published, 1 base', () => {
    // Shares "blue-ridge" (4); trip 2's nature (3); Asheville (5); published (2); base (1).
    expect(relatedArticleScore(current, post(11, ['blue ridge'], [2]))).toBe(15);
    // Nothing in common, a draft: the base alone.
    expect(relatedArticleScore(current, post(12, ['Route 66'], [3], 'draft'))).toBe(1);
    // Two shared tags, published: 4 + 4 + 2 + 1.
    expect(relatedArticleScore(current, post(13, ['AUTUMN', 'Blue-Ridge']))).toBe(11);
  });

  it('scores the current post -1', () => {
    expect(relatedArticleScore(current, current)).toBe(-1);
  });

  it('ranks the closest posts first and leaves the current post out', () => {
    const candidates = [
      post(12, ['Route 66'], [3]),
      current,
      post(13, ['Autumn']),
      post(11, ['blue ridge'], [2]),
      post(14, []),
    ];
    const ranked = topByScore(candidates, (c) => relatedArticleScore(current, c), 3);
    expect(ranked.map((p) => p.id)).toEqual([11, 13, 12]);
  });
});

describe('relatedRouteScore', () => {
  const traits = postTraits({ tags: ['Roanoke', 'hiking'], tripIds: [2] }, trips);

  it('adds 3 per shared activity, 5 for a shared place, 2 for a slug, 1 base', () => {
    // nature shared (3); Asheville and Roanoke are the post's places (5, once); slug (2); base (1).
    expect(relatedRouteScore(traits, [2], trips.get(1)!)).toBe(11);
    // museum is not the post's; no shared place; no slug: base only.
    expect(relatedRouteScore(traits, [2], { ...trips.get(3)!, slug: null })).toBe(1);
  });

  it('scores a trip the post links -1 so it is not suggested again', () => {
    expect(relatedRouteScore(traits, [2], trips.get(2)!)).toBe(-1);
    const ranked = topByScore([...trips.values()], (t) => relatedRouteScore(traits, [2], t), 3);
    expect(ranked.map((t) => t.id)).toEqual([1, 3]);
  });
});

describe('relatedArticleScoreForTrip', () => {
  const trip = tripTraits({
    activities: ['Nature', 'food'],
    places: ['ASHEVILLE, North Carolina', 'Roanoke, VA', 'Boone, NC'],
  });

  it('adds 3 per shared activity, 5 per place the post is about, 2 if published, 1 base', () => {
    // Post 1 links trip 1: activities nature + riding-road, towns asheville + roanoke.
    expect(relatedArticleScoreForTrip(trip, post(10, [], [1]))).toBe(1 + 3 + 5 * 2 + 2);
    // A tag naming a town counts as the post being about it; a draft gets no +2.
    expect(relatedArticleScoreForTrip(trip, post(11, ['Boone'], [], 'draft'))).toBe(1 + 5);
    expect(relatedArticleScoreForTrip(trip, post(12, ['Museums'], [3]))).toBe(1 + 2);
  });
});

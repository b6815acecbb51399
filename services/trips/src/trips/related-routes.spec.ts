import {
  rankRelatedRoutes,
  relatedRouteScore,
  sharesLocation,
  type RouteTraits,
} from './related-routes';

let nextId = 1;
function route(overrides: Partial<RouteTraits> = {}): RouteTraits {
  const id = nextId++;
  return {
    id,
    slug: null,
    startLocation: 'Denver, CO',
    destination: 'Cheyenne, WY',
    waypoints: [],
    activities: [],
    createdAt: new Date(Date.UTC(2026, 0, id)),
    ...overrides,
  };
}

const current = route({
  startLocation: 'Moab, UT',
  destination: 'Durango, CO',
  waypoints: ['Ouray, CO'],
  activities: ['nature', 'landmark', 'food'],
});

describe('relatedRouteScore', () => {
  it('is 1 for a route with nothing in common and no page', () => {
    expect(relatedRouteScore(current, route({ activities: ['shopping'] }))).toBe(1);
  });

  it('adds 3 per shared activity, 5 for a shared location and 2 for a slug', () => {
    const twoActivities = route({ activities: ['Nature', 'food', 'shopping'] });
    expect(relatedRouteScore(current, twoActivities)).toBe(1 + 3 * 2);

    const samePlace = route({ startLocation: 'Ouray, Colorado', destination: 'Taos, NM' });
    expect(relatedRouteScore(current, samePlace)).toBe(1 + 5);

    const withPage = route({ slug: 'page-route-9' });
    expect(relatedRouteScore(current, withPage)).toBe(1 + 2);

    const everything = route({
      slug: 'all-of-it-10',
      destination: 'moab, Utah',
      activities: ['nature', 'landmark', 'food'],
    });
    expect(relatedRouteScore(current, everything)).toBe(1 + 9 + 5 + 2);
  });

  it('counts a location once however many places match', () => {
    const manyPlaces = route({
      startLocation: 'Durango',
      destination: 'Moab',
      waypoints: ['Ouray'],
    });
    expect(relatedRouteScore(current, manyPlaces)).toBe(1 + 5);
  });

  it('is -1 for the trip itself', () => {
    expect(relatedRouteScore(current, current)).toBe(-1);
  });
});

describe('sharesLocation', () => {
  it('matches start, destination and waypoints either way, ignoring case and accents', () => {
    const a = route({ startLocation: 'Zürich', destination: 'Lyon, France' });
    expect(sharesLocation(a, route({ waypoints: ['ZURICH, Switzerland'] }))).toBe(true);
    expect(sharesLocation(route({ waypoints: ['lyon'] }), a)).toBe(true);
    expect(sharesLocation(a, route({ startLocation: 'Bern', destination: 'Geneva' }))).toBe(false);
  });
});

describe('rankRelatedRoutes', () => {
  it('orders by score, drops the trip itself, breaks ties newest first and keeps the limit', () => {
    const older = route({ slug: 'older-1', createdAt: new Date('2026-01-01') });
    const newer = route({ slug: 'newer-2', createdAt: new Date('2026-03-01') });
    const best = route({ activities: ['nature', 'landmark'], destination: 'Moab' });
    const plain = route({});
    const ranked = rankRelatedRoutes(current, [plain, older, current, newer, best], 3);
    expect(ranked.map((trip) => trip.id)).toEqual([best.id, newer.id, older.id]);
    expect(rankRelatedRoutes(current, [plain, current], 5)).toEqual([plain]);
  });
});

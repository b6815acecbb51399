import { loadPlannerData } from '../plan/planner-data';

/** Town searches on the real gazetteer (GeoNames towns of 1000+ people). */

const { gazetteer } = loadPlannerData();

describe('Gazetteer.near', () => {
  it.each([
    ['a town of the plains, close by', { lat: 41.12, lng: -100.77 }, 60, 20_000],
    ['across the Rockies', { lat: 40.2, lng: -108.4 }, 400, 20_000],
    ['half a continent (large towns filed apart)', { lat: 38, lng: -96 }, 2300, 50_000],
  ])('finds large towns as it finds all towns: %s', (_label, p, radiusKm, minPopulation) => {
    const indexes = (towns: { index: number }[]) => towns.map((t) => t.index);
    const large = gazetteer.near(p, radiusKm, minPopulation);
    expect(large.length).toBeGreaterThan(0);
    expect(indexes(large)).toEqual(
      indexes(gazetteer.near(p, radiusKm, 0).filter((t) => t.population >= minPopulation)),
    );
  });
});

describe('Gazetteer.forEachNear', () => {
  it('visits every town near answers, once, with its distance', () => {
    const p = { lat: 46.2, lng: 6.15 };
    const visited: [number, number][] = [];
    gazetteer.forEachNear(p, 80, 5_000, (index, distanceKm) => visited.push([index, distanceKm]));
    const near = gazetteer.near(p, 80, 5_000);
    expect(near.length).toBeGreaterThan(10);
    expect(visited.sort(([a], [b]) => a - b)).toEqual(
      near.map((t): [number, number] => [t.index, t.distanceKm]).sort(([a], [b]) => a - b),
    );
  });
});

describe('Gazetteer.forEachNearAny', () => {
  /** What forEachNear visits for any of the points, each town once, in index order. */
  const union = (
    points: { lat: number; lng: number }[],
    radiusKm: number,
    minPopulation: number,
  ) => {
    const indexes = new Set<number>();
    for (const p of points)
      gazetteer.forEachNear(p, radiusKm, minPopulation, (i) => indexes.add(i));
    return [...indexes].sort((a, b) => a - b);
  };
  const visitedAny = (
    points: { lat: number; lng: number }[],
    radiusKm: number,
    minPopulation: number,
  ) => {
    const visited: number[] = [];
    gazetteer.forEachNearAny(points, radiusKm, minPopulation, (i) => visited.push(i));
    return visited.sort((a, b) => a - b);
  };
  /** `n + 1` points evenly along a straight line in degrees, like a route's search circles. */
  const line = (from: { lat: number; lng: number }, to: { lat: number; lng: number }, n: number) =>
    Array.from({ length: n + 1 }, (_, k) => ({
      lat: from.lat + ((to.lat - from.lat) * k) / n,
      lng: from.lng + ((to.lng - from.lng) * k) / n,
    }));

  it.each([
    [
      'a day in the Rockies, every town',
      line({ lat: 39.74, lng: -104.99 }, { lat: 38.57, lng: -109.55 }, 80),
      5,
      0,
    ],
    [
      'the Alps, towns of 5000',
      line({ lat: 48.14, lng: 11.58 }, { lat: 45.81, lng: 9.09 }, 40),
      25,
      5_000,
    ],
    [
      'a continent, large towns filed apart',
      line({ lat: 47.6, lng: -122.3 }, { lat: 40.7, lng: -74 }, 30),
      300,
      50_000,
    ],
    [
      'across the antimeridian',
      line({ lat: -17.5, lng: 177.5 }, { lat: -16.5, lng: -179.8 }, 30),
      20,
      0,
    ],
    ['near the pole', line({ lat: 78.2, lng: 15.6 }, { lat: 79.5, lng: 11.9 }, 10), 40, 0],
  ])(
    'visits each town forEachNear visits for any point, once: %s',
    (_label, points, radiusKm, minPopulation) => {
      const expected = union(points, radiusKm, minPopulation);
      expect(expected.length).toBeGreaterThan(0);
      expect(visitedAny(points, radiusKm, minPopulation)).toEqual(expected);
    },
  );

  it('agrees with forEachNear on scattered points of every kind', () => {
    // A fixed sequence (a linear congruential generator): the same points on every run.
    let seed = 20261203;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 40; round++) {
      const start = { lat: next() * 120 - 55, lng: next() * 360 - 180 };
      const points = Array.from({ length: 1 + Math.floor(next() * 12) }, () => ({
        lat: start.lat + next() * 2 - 1,
        lng: start.lng + next() * 2 - 1,
      }));
      const radiusKm = [3, 10, 25, 80, 400][round % 5];
      const minPopulation = [0, 1_000, 20_000, 100_000][round % 4];
      expect(visitedAny(points, radiusKm, minPopulation)).toEqual(
        union(points, radiusKm, minPopulation),
      );
    }
  });
});

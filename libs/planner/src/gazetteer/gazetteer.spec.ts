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

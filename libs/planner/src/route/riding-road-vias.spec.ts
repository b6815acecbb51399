import { CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { ridingRoadVias } from './riding-road-vias';

const WEST = { lat: 38, lng: -100 };
const EAST = { lat: 38, lng: -97 };

function catalog(roads: [name: string, lat: number, lng: number][]): CuratedPlacesCatalog {
  return new CuratedPlacesCatalog(
    roads.map(([name, lat, lng]) => [name, 'riding-road', lat, lng, 'US', 'A road.']),
  );
}

const names = (roads: { name: string }[]) => roads.map((r) => r.name);

describe('ridingRoadVias', () => {
  it('rides the roads near the leg in the order the leg reaches them', () => {
    const roads = catalog([
      ['East road', 38.15, -97.6],
      ['West road', 37.85, -99.4],
      ['Middle road', 38.2, -98.5],
    ]);
    expect(names(ridingRoadVias(roads, WEST, EAST, '2026-07-01').ridden)).toEqual([
      'West road',
      'Middle road',
      'East road',
    ]);
  });

  it('leaves alone roads far off the line, behind the start or past the end', () => {
    const roads = catalog([
      ['Far road', 39.2, -98.5],
      ['Behind the start', 38.05, -100.3],
      ['Past the end', 37.95, -96.7],
    ]);
    expect(ridingRoadVias(roads, WEST, EAST, '2026-07-01').ridden).toEqual([]);
  });

  it('keeps a road closed for the season apart, to say why the leg does not ride it', () => {
    const roads = new CuratedPlacesCatalog([
      ['Independence Pass', 'riding-road', 38.2, -98.5, 'US', 'A pass.'],
    ]);
    expect(names(ridingRoadVias(roads, WEST, EAST, '2026-07-01').ridden)).toEqual([
      'Independence Pass',
    ]);
    const december = ridingRoadVias(roads, WEST, EAST, '2026-12-01');
    expect(december.ridden).toEqual([]);
    expect(names(december.closed)).toEqual(['Independence Pass']);
  });
});

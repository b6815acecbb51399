import { ROAD_SEASONS } from '../curated/road-seasons.data';
import { RIDING_ROADS } from '../curated/riding-roads.places';
import { closedMonths, isOpenOn, openMonths, seasonOf } from './road-seasons';

describe('road seasons', () => {
  it('says Independence Pass is usually closed November–May and open June–October', () => {
    const season = seasonOf('Independence Pass')!;
    expect(closedMonths(season)).toBe('November–May');
    expect(openMonths(season)).toBe('June–October');
    expect(season.around?.name).toBe('Glenwood Springs');
    expect(isOpenOn('Independence Pass', '2026-12-15')).toBe(false);
    expect(isOpenOn('Independence Pass', '2026-05-31')).toBe(false);
    expect(isOpenOn('Independence Pass', '2026-07-04')).toBe(true);
  });

  it('keeps a road without a season open all year', () => {
    expect(seasonOf('Tail of the Dragon')).toBeUndefined();
    expect(isOpenOn('Tail of the Dragon', '2026-01-10')).toBe(true);
  });

  it('gives a season with a source to every road of the catalogue that closes', () => {
    const names = new Set(RIDING_ROADS.map(([name]) => name));
    for (const [name, row] of Object.entries(ROAD_SEASONS)) {
      expect(names.has(name)).toBe(true);
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.open[0]).toBeLessThanOrEqual(row.open[1]);
    }
    // The catalogue's own words for a road that closes.
    const closing = RIDING_ROADS.filter(([, , , , , description]) =>
      /closed in winter|seasonal opening|open roughly/.test(description),
    ).map(([name]) => name);
    expect(closing.length).toBeGreaterThan(0);
    for (const name of closing) expect(ROAD_SEASONS[name]).toBeDefined();
    // The high passes of North America and the Alps.
    for (const name of ['Beartooth Highway', 'Trail Ridge Road', 'Stelvio Pass', 'Furka Pass'])
      expect(ROAD_SEASONS[name]).toBeDefined();
  });
});

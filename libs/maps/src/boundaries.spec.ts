import { offlineBoundaries } from './boundaries';

describe('offlineBoundaries', () => {
  const { countries, states, countryBorders, stateBorders } = offlineBoundaries();

  it('gives the countries and the US states as GeoJSON features with their names', () => {
    const names = (fc: typeof countries) => fc.features.map((f) => f.properties.name);
    expect(countries.type).toBe('FeatureCollection');
    expect(names(countries)).toEqual(expect.arrayContaining(['France', 'Italy', 'Canada']));
    expect(names(states)).toEqual(expect.arrayContaining(['Utah', 'Colorado', 'Nevada']));
  });

  it('gives each inner border once, as lines in degrees', () => {
    expect(countryBorders.type).toBe('MultiLineString');
    expect(countryBorders.coordinates.length).toBeGreaterThan(100);
    for (const [lng, lat] of stateBorders.coordinates.flat()) {
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
  });
});

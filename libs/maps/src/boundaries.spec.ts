import { offlineBorderLines, offlineBoundaries } from './boundaries';

describe('offlineBoundaries', () => {
  it('gives the countries and the US states as GeoJSON features with their names', () => {
    const { countries, states } = offlineBoundaries();
    const names = (fc: typeof countries) => fc.features.map((f) => f.properties.name);
    expect(countries.type).toBe('FeatureCollection');
    expect(names(countries)).toEqual(expect.arrayContaining(['France', 'Italy', 'Canada']));
    expect(names(states)).toEqual(expect.arrayContaining(['Utah', 'Colorado', 'Nevada']));
    expect(offlineBoundaries()).toBe(offlineBoundaries());
  });

  it('gives each inner border once, as lines in degrees', () => {
    const { countries, states } = offlineBorderLines();
    expect(countries.type).toBe('MultiLineString');
    expect(countries.coordinates.length).toBeGreaterThan(100);
    for (const [lng, lat] of states.coordinates.flat()) {
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
  });
});

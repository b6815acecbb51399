import { placeKey, slugify } from './slugify';

describe('slugify', () => {
  it('keeps lower-case words joined by single hyphens', () => {
    expect(slugify('Col du Galibier!')).toBe('col-du-galibier');
    expect(slugify('  Route 66 -- Chicago to L.A.  ')).toBe('route-66-chicago-to-l-a');
  });

  it('folds accents to their letter', () => {
    expect(slugify('Côte d’Azur & Gorges du Verdon')).toBe('cote-d-azur-gorges-du-verdon');
  });

  it('cuts to the length asked without leaving a trailing hyphen', () => {
    expect(slugify('Tail of the Dragon at Deals Gap', 12)).toBe('tail-of-the');
  });

  it('is empty when nothing readable is left', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('placeKey', () => {
  it('names the town whatever the case, accents or region that follow', () => {
    expect(placeKey('Moab, UT')).toBe('moab');
    expect(placeKey('MOÁB, Utah, United States')).toBe('moab');
    expect(placeKey('Asheville')).toBe('asheville');
  });
});

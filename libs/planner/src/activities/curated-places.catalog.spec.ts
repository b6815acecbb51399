import { normalizeName } from '../gazetteer/gazetteer';
import { loadPlannerData } from '../plan/planner-data';
import { PLACE_KINDS } from '../ports/places.port';

describe('curated places dataset', () => {
  const { places, gazetteer } = loadPlannerData();

  it('ships at least 600 uniquely named places with a kind, a description and a source', () => {
    expect(places.places.length).toBeGreaterThanOrEqual(600);
    expect(new Set(places.places.map((p) => p.name)).size).toBe(places.places.length);
    for (const p of places.places) {
      expect(PLACE_KINDS).toContain(p.kind);
      expect(p.description.length).toBeGreaterThan(15);
      expect(p.source).toMatch(/^(Wikipedia: .+|NPS|Parks Canada)$/);
    }
  });

  it('includes the famous riding roads', () => {
    for (const name of [
      'Blue Ridge Parkway',
      'Beartooth Highway',
      'Tail of the Dragon',
      'Stelvio Pass',
      'Transfăgărășan',
      'Going-to-the-Sun Road',
      'Million Dollar Highway',
      'Grossglockner High Alpine Road',
      'Furka Pass',
      'Col du Galibier',
      'Trollstigen',
      'Pacific Coast Highway',
    ]) {
      expect(places.byName(normalizeName(name))).not.toHaveLength(0);
    }
  });

  it('places every row in North America or Europe, in its own country (a pass may sit on a border)', () => {
    const misplaced: string[] = [];
    for (const p of places.places) {
      expect(p.lat).toBeGreaterThan(18);
      expect(p.lat).toBeLessThan(72);
      expect(p.lng).toBeGreaterThan(-170);
      expect(p.lng).toBeLessThan(45);
      const close = gazetteer.near(p, 40, 0);
      const nearby = (close.length ? close : gazetteer.near(p, 150, 0)).slice(0, 5);
      expect(nearby.length).toBeGreaterThan(0);
      const home = nearby.some((t) => t.country === p.countryCode);
      const onBorder = nearby[0].distanceKm < 15;
      if (!home && !onBorder) misplaced.push(p.name);
    }
    expect(misplaced).toEqual([]);
  });
});

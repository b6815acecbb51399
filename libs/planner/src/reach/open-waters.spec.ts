import type { Position } from 'geojson';
import { Gazetteer } from '../gazetteer/gazetteer';
import { defaultOutlines } from './landmasses';
import { OPEN_WATERS } from './open-waters.data';
import { crossesOpenWater } from './open-waters';

/** An axis keeps this far from every coast, so that a line crossing it crosses open water. */
const AXIS_COAST_KM = 18;
/** A narrow strait's axis (`OpenWater.narrow`) keeps this far from its coasts. */
const NARROW_AXIS_COAST_KM = 4;
/** A lake's axis (`OpenWater.lake`) keeps this far from every town of 500 people or more. */
const LAKE_AXIS_TOWN_KM = 15;
const KM_PER_DEGREE = 111.2;
const outlines = defaultOutlines();
const gazetteer = Gazetteer.loadDefault();

/** Even-odd test of a point against an outline's ring, the spec's own. */
function insideRing(lat: number, lng: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i][0];
    const yi = ring[i][1];
    const xj = ring[j][0];
    const yj = ring[j][1];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The outlines within a degree of a point, each with the point's longitude on its ring. */
function outlinesNear(lat: number, lng: number): { ring: Position[]; at: number }[] {
  return outlines.flatMap(({ ring, box: [west, south, east, north], wraps }) => {
    const at = wraps && lng < -90 ? lng + 360 : lng;
    const near = at >= west - 1 && at <= east + 1 && lat >= south - 1 && lat <= north + 1;
    return near ? [{ ring, at }] : [];
  });
}

/** The nearest outline point within a degree, else Infinity: every clearance is well under. */
function nearestCoastKm(lat: number, lng: number): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const { ring, at } of outlinesNear(lat, lng))
    for (let i = 0; i < ring.length; i++) {
      const dx = (ring[i][0] - at) * kx;
      const dy = (ring[i][1] - lat) * KM_PER_DEGREE;
      best = Math.min(best, dx * dx + dy * dy);
    }
  return Math.sqrt(best);
}

describe('the open waters on one land', () => {
  it.each(OPEN_WATERS.map((water) => [water.name, water] as const))(
    'draws %s through open water, clear of its shores',
    (_, { axis, narrow, lake }) => {
      const clearance = narrow ? NARROW_AXIS_COAST_KM : AXIS_COAST_KM;
      const tooNear: string[] = [];
      for (let i = 1; i < axis.length; i++) {
        for (let t = 0; t <= 1; t += 0.05) {
          const lat = axis[i - 1][0] + (axis[i][0] - axis[i - 1][0]) * t;
          const lng = axis[i - 1][1] + (axis[i][1] - axis[i - 1][1]) * t;
          const at = `${lat.toFixed(3)},${lng.toFixed(3)}`;
          if (lake) {
            const [town] = gazetteer.near({ lat, lng }, LAKE_AXIS_TOWN_KM, 500);
            if (town) tooNear.push(`${at}: ${town.name}`);
            continue;
          }
          const onLand = outlinesNear(lat, lng).some(({ ring, at }) => insideRing(lat, at, ring));
          const coastKm = nearestCoastKm(lat, lng);
          if (onLand || coastKm <= clearance)
            tooNear.push(`${at}: ${onLand ? 'on land' : coastKm}`);
        }
      }
      expect(tooNear).toEqual([]);
    },
  );

  it('tells a line over the water from one round it', () => {
    const at = (lat: number, lng: number) => ({ lat, lng });
    // Helsinki → Tallinn, Kristiansand → Hirtshals, Ancona → Split: over the water.
    expect(crossesOpenWater(at(60.17, 24.94), at(59.44, 24.75))).toBe(true);
    expect(crossesOpenWater(at(58.15, 8.0), at(57.59, 9.96))).toBe(true);
    expect(crossesOpenWater(at(43.62, 13.52), at(43.51, 16.44))).toBe(true);
    // Stockholm → Helsinki, Gdańsk → Stockholm, Oulu → Luleå, Aarhus → Gothenburg.
    expect(crossesOpenWater(at(59.33, 18.07), at(60.17, 24.94))).toBe(true);
    expect(crossesOpenWater(at(54.35, 18.65), at(59.33, 18.07))).toBe(true);
    expect(crossesOpenWater(at(65.01, 25.47), at(65.58, 22.15))).toBe(true);
    expect(crossesOpenWater(at(56.16, 10.2), at(57.71, 11.97))).toBe(true);
    // Hamburg → Copenhagen over the Fehmarn Belt, Oslo → Copenhagen over the northern Øresund.
    expect(crossesOpenWater(at(53.55, 10.0), at(55.68, 12.57))).toBe(true);
    expect(crossesOpenWater(at(59.91, 10.75), at(55.68, 12.57))).toBe(true);
    // Ancona → Mestre, Helsinki → Saint Petersburg: round it.
    expect(crossesOpenWater(at(43.62, 13.52), at(45.49, 12.24))).toBe(false);
    expect(crossesOpenWater(at(60.17, 24.94), at(59.94, 30.31))).toBe(false);
    // Copenhagen → Stockholm, Helsinki → Oulu, Aarhus → Copenhagen, Gdańsk → Lübeck.
    expect(crossesOpenWater(at(55.68, 12.57), at(59.33, 18.07))).toBe(false);
    expect(crossesOpenWater(at(60.17, 24.94), at(65.01, 25.47))).toBe(false);
    expect(crossesOpenWater(at(56.16, 10.2), at(55.68, 12.57))).toBe(false);
    expect(crossesOpenWater(at(54.35, 18.65), at(53.87, 10.69))).toBe(false);
  });
});

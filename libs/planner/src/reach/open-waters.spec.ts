import type { Position } from 'geojson';
import { defaultOutlines } from './landmasses';
import { OPEN_WATERS } from './open-waters.data';
import { crossesOpenWater } from './open-waters';

/** An axis keeps this far from every coast, so that a line crossing it crosses open water. */
const AXIS_COAST_KM = 18;
const KM_PER_DEGREE = 111.2;
const outlines = defaultOutlines();

/** Even-odd test of a point against an outline's ring, the spec's own. */
function insideRing(lat: number, lng: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [[xi, yi], [xj, yj]] = [ring[i], ring[j]];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function nearestCoastKm(lat: number, lng: number): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const { ring } of outlines)
    for (const [x, y] of ring)
      best = Math.min(best, Math.hypot((x - lng) * kx, (y - lat) * KM_PER_DEGREE));
  return best;
}

describe('the open waters on one land', () => {
  it.each(OPEN_WATERS.map((water) => [water.name, water] as const))(
    'draws %s through open water, far from every coast',
    (_, { axis }) => {
      for (let i = 1; i < axis.length; i++) {
        for (let t = 0; t <= 1; t += 0.05) {
          const lat = axis[i - 1][0] + (axis[i][0] - axis[i - 1][0]) * t;
          const lng = axis[i - 1][1] + (axis[i][1] - axis[i - 1][1]) * t;
          expect(outlines.some(({ ring }) => insideRing(lat, lng, ring))).toBe(false);
          expect(nearestCoastKm(lat, lng)).toBeGreaterThan(AXIS_COAST_KM);
        }
      }
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
    // Oslo → Copenhagen, Ancona → Mestre, Helsinki → Saint Petersburg: round it.
    expect(crossesOpenWater(at(59.91, 10.75), at(55.68, 12.57))).toBe(false);
    expect(crossesOpenWater(at(43.62, 13.52), at(45.49, 12.24))).toBe(false);
    expect(crossesOpenWater(at(60.17, 24.94), at(59.94, 30.31))).toBe(false);
    // Copenhagen → Stockholm, Helsinki → Oulu, Aarhus → Copenhagen, Gdańsk → Lübeck.
    expect(crossesOpenWater(at(55.68, 12.57), at(59.33, 18.07))).toBe(false);
    expect(crossesOpenWater(at(60.17, 24.94), at(65.01, 25.47))).toBe(false);
    expect(crossesOpenWater(at(56.16, 10.2), at(55.68, 12.57))).toBe(false);
    expect(crossesOpenWater(at(54.35, 18.65), at(53.87, 10.69))).toBe(false);
  });
});

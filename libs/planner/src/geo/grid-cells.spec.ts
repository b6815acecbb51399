import type { LatLng } from '@roadbook/contracts';
import { haversineKm } from './geo.util';
import { gridCell, someCellAround } from './grid-cells';
import { seededRandom } from '../testing/seeded-random';

const RAD = Math.PI / 180;
const EARTH_RADIUS_KM = 6371.0088;

/** The point `km` from `p` on the bearing `deg` (great circle), longitude in [-180, 180). */
function destination(p: LatLng, km: number, deg: number): LatLng {
  const δ = km / EARTH_RADIUS_KM;
  const θ = deg * RAD;
  const φ1 = p.lat * RAD;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 =
    p.lng * RAD +
    Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  const lng = ((((λ2 / RAD + 180) % 360) + 360) % 360) - 180;
  return { lat: φ2 / RAD, lng };
}

function cellsAround(p: LatLng, radiusKm: number, deg: number): number[] {
  const cells: number[] = [];
  someCellAround(p, radiusKm, deg, (cell) => {
    cells.push(cell);
  });
  return cells;
}

describe('someCellAround', () => {
  it('visits the cell of every point within the radius, each cell once', () => {
    const next = seededRandom(7);
    for (let trial = 0; trial < 400; trial++) {
      const p = { lat: next() * 176 - 88, lng: next() * 360 - 180 };
      const radiusKm = [1, 5, 20, 100, 600, 2500][trial % 6];
      const deg = [0.5, 1, 5][trial % 3];
      const cells = cellsAround(p, radiusKm, deg);
      // A set, looked up 216 times a trial: a search of 2500 km visits tens of thousands of cells.
      const visited = new Set(cells);
      expect(visited.size).toBe(cells.length);
      // Checked by hand, not by expect, for the 86,400 points: the first one wrong is named.
      for (let bearing = 0; bearing < 360; bearing += 5) {
        for (const share of [1, 0.7, 0.3]) {
          const q = destination(p, radiusKm * share, bearing);
          const km = haversineKm(p.lat, p.lng, q.lat, q.lng);
          if (Math.abs(km - radiusKm * share) >= 5e-7) {
            throw new Error(`trial ${trial}: ${JSON.stringify(q)} is ${km} km from the centre`);
          }
          if (!visited.has(gridCell(q.lat, q.lng, deg))) {
            throw new Error(
              `trial ${trial}: ${JSON.stringify(q)} outside the cells around ${JSON.stringify(p)}`,
            );
          }
        }
      }
    }
  });

  it('scans the cells a small search touches, not the block around its centre', () => {
    // Inside one cell of half a degree: that cell alone.
    expect(cellsAround({ lat: 39.74, lng: -104.75 }, 5, 0.5)).toEqual([
      gridCell(39.74, -104.75, 0.5),
    ]);
    // On a corner: the four cells that meet there.
    expect(cellsAround({ lat: 40.001, lng: -105.001 }, 5, 0.5)).toHaveLength(4);
  });

  it('wraps round the antimeridian', () => {
    const cells = cellsAround({ lat: -16.8, lng: 179.95 }, 30, 0.5);
    expect(cells).toContain(gridCell(-16.8, -179.9, 0.5));
    expect(gridCell(-16.8, 180, 0.5)).toBe(gridCell(-16.8, -180, 0.5));
  });

  it('takes every longitude near a pole', () => {
    const cells = cellsAround({ lat: 88.8, lng: 10 }, 50, 5);
    for (let lng = -180; lng < 180; lng += 5) expect(cells).toContain(gridCell(88.8, lng, 5));
  });

  it('stops at the first cell its visitor answers true for', () => {
    let visited = 0;
    const stopped = someCellAround({ lat: 40, lng: -105 }, 200, 0.5, () => ++visited === 3);
    expect(stopped).toBe(true);
    expect(visited).toBe(3);
    expect(someCellAround({ lat: 40, lng: -105 }, 200, 0.5, () => false)).toBe(false);
  });
});

import type { LatLng } from '@roadbook/contracts';
import { distanceKm } from '../geo/geo.util';
import { MainRoadNetwork } from './main-road-network';
import { MAIN_ROADS } from './main-roads.data';

/**
 * The main-road graph on a made-up map: a road that bends north around a range, a straight one
 * beside it, and the way from one end to the other along whichever is shorter.
 */
const WEST: LatLng = { lat: 40, lng: -100 };
const EAST: LatLng = { lat: 40, lng: -97 };
const PASS: LatLng = { lat: 40.9, lng: -98.5 };
const MIDDLE: LatLng = { lat: 40, lng: -98.5 };

const bending = {
  road: 'Over the pass',
  towns: [row('West', WEST), row('Pass', PASS), row('East', EAST)],
};

function row(name: string, p: LatLng): [string, number, number] {
  return [name, p.lat, p.lng];
}

const options = (maxExtra: number, from = WEST, to = EAST) => ({
  accessKm: 30,
  accessWeight: 1.3,
  maxKm: distanceKm(from, to) * (1 + maxExtra),
});

describe('MainRoadNetwork', () => {
  it('follows a main road round its bend when it is within the allowed length', () => {
    const network = new MainRoadNetwork([bending]);
    expect(network.path(WEST, EAST, options(0.4))).toEqual([WEST, PASS, EAST]);
    // The same bend is too long where main roads run nearly straight.
    expect(network.path(WEST, EAST, options(0.1))).toBeUndefined();
  });

  it('takes the shorter of two roads that meet at a shared town', () => {
    const straight = {
      road: 'Along the valley',
      towns: [row('West', WEST), row('Middle', MIDDLE), row('East', EAST)],
    };
    const network = new MainRoadNetwork([bending, straight]);
    expect(network.path(WEST, EAST, options(0.4))).toEqual([WEST, MIDDLE, EAST]);
  });

  it('joins a road near each end, and drops the towns the ends lie in', () => {
    const network = new MainRoadNetwork([bending]);
    const nearWest = { lat: 40.1, lng: -100.1 };
    const inEast = { lat: 40.01, lng: -97.01 };
    expect(network.path(nearWest, inEast, options(0.4, nearWest, inEast))).toEqual([
      nearWest,
      WEST,
      PASS,
      inEast,
    ]);
  });

  it('has no way where no road comes within reach of an end, or only a road end touches both', () => {
    const network = new MainRoadNetwork([bending]);
    const farSouth = { lat: 38, lng: -97 };
    expect(network.path(WEST, farSouth, options(0.4, WEST, farSouth))).toBeUndefined();
    // Two points both within reach of one town: no main road is ridden between them.
    const a = { lat: 40.1, lng: -100 };
    const b = { lat: 39.9, lng: -100 };
    expect(network.path(a, b, options(0.4, a, b))).toBeUndefined();
  });
});

describe('the main-road table', () => {
  it('lists each road as towns in order, none a long jump from the last', () => {
    for (const { road, towns } of MAIN_ROADS) {
      expect(towns.length).toBeGreaterThan(1);
      for (let i = 1; i < towns.length; i++) {
        const [name, lat, lng] = towns[i];
        const [prevName, prevLat, prevLng] = towns[i - 1];
        const km = distanceKm({ lat: prevLat, lng: prevLng }, { lat, lng });
        // A misplaced town (a namesake in another state) shows as a jump.
        if (km > 350 || km < 3) throw new Error(`${road}: ${prevName} → ${name} is ${km} km`);
      }
    }
  });

  it('places a town two roads share at one position, where they meet', () => {
    const seen = new Map<string, [number, number]>();
    for (const { road, towns } of MAIN_ROADS) {
      for (const [name, lat, lng] of towns) {
        const near = [...seen.entries()].find(
          ([key, [la, ln]]) =>
            key.startsWith(`${name}@`) &&
            (la !== lat || ln !== lng) &&
            distanceKm({ lat: la, lng: ln }, { lat, lng }) < 30,
        );
        if (near) throw new Error(`${road}: ${name} is not where ${near[0]} puts it`);
        seen.set(`${name}@${road}`, [lat, lng]);
      }
    }
  });
});

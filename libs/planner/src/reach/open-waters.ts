import type { LatLng } from '@roadbook/contracts';
import { OPEN_WATERS } from './open-waters.data';

type Segment = [LatLng, LatLng];

const AXIS_SEGMENTS: Segment[] = OPEN_WATERS.flatMap(({ axis }) =>
  axis.slice(1).map(([lat, lng], i): Segment => [
    { lat: axis[i][0], lng: axis[i][1] },
    { lat, lng },
  ]),
);

/** The towns at the heads of the open waters, by which the road goes round them. */
export const AROUND_OPEN_WATERS: (LatLng & { name: string })[] = OPEN_WATERS.flatMap(({ around }) =>
  around.map(([name, lat, lng]) => ({ name, lat, lng })),
);

/**
 * Whether the straight line from a to b crosses one of the open waters of ./open-waters.data.ts:
 * a line that does is no road, however close its ends lie to one land. On the flat map of
 * latitude and longitude, which these seas, far from the poles and the antimeridian, allow.
 */
export function crossesOpenWater(a: LatLng, b: LatLng): boolean {
  return AXIS_SEGMENTS.some(([c, d]) => segmentsCross(a, b, c, d));
}

function segmentsCross(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const side = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

import type { LatLng } from '@roadbook/contracts';
import { OPEN_WATERS } from './open-waters.data';

type Segment = [LatLng, LatLng];

/** [south, west, north, east] in degrees. */
type Box = [number, number, number, number];

const boxOf = (points: LatLng[]): Box => [
  Math.min(...points.map((p) => p.lat)),
  Math.min(...points.map((p) => p.lng)),
  Math.max(...points.map((p) => p.lat)),
  Math.max(...points.map((p) => p.lng)),
];

/**
 * Each water's axis as segments, with the box that holds them: a line is tested against a
 * water's segments only where its box meets the water's (the offline router asks of every town it
 * considers, so most questions end at the boxes).
 */
const AXES: { box: Box; segments: Segment[] }[] = OPEN_WATERS.map(({ axis }) => {
  const points = axis.map(([lat, lng]) => ({ lat, lng }));
  return { box: boxOf(points), segments: points.slice(1).map((p, i): Segment => [points[i], p]) };
});

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
  const [south, north] = a.lat < b.lat ? [a.lat, b.lat] : [b.lat, a.lat];
  const [west, east] = a.lng < b.lng ? [a.lng, b.lng] : [b.lng, a.lng];
  for (const { box, segments } of AXES) {
    if (south > box[2] || north < box[0] || west > box[3] || east < box[1]) continue;
    if (segments.some(([c, d]) => segmentsCross(a, b, c, d))) return true;
  }
  return false;
}

function segmentsCross(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const side = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

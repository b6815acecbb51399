import { geoStream } from 'd3-geo';
import type { GeoProjection } from 'd3-geo';
import type { Area } from './boundary-index';

type Point = [number, number];

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** An area projected and clipped to the frame once; drawing and labelling reuse the rings. */
export interface ProjectedArea {
  area: Area;
  rings: Point[][];
  /** SVG path data of the rings, coordinates to a tenth of a pixel. */
  d: string;
  /** The visible part's box, or null when nothing of the area is in the frame. */
  bounds: Rect | null;
}

/**
 * Streams the area through the projection (its clipping included) and keeps the planar rings:
 * one pass per area instead of one each for the path, its bounds and its centroid.
 */
export function projectArea(projection: GeoProjection, area: Area): ProjectedArea {
  const rings: Point[][] = [];
  let ring: Point[] | undefined;
  geoStream(
    area,
    projection.stream({
      point: (x, y) => void ring?.push([x, y]),
      lineStart: () => void (ring = []),
      lineEnd: () => {
        if (ring && ring.length > 2) rings.push(ring);
        ring = undefined;
      },
      polygonStart: () => undefined,
      polygonEnd: () => undefined,
      sphere: () => undefined,
    }),
  );
  const d = rings
    .map((r) => `M${r.map(([x, y]) => `${tenth(x)},${tenth(y)}`).join('L')}Z`)
    .join('');
  return { area, rings, d, bounds: boundsOf(rings) };
}

/** The centre of mass of the visible part (holes subtracted), or null for an empty one. */
export function centroidOf({ rings }: ProjectedArea): Point | null {
  let [twiceArea, cx, cy] = [0, 0, 0];
  for (const r of rings) {
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const cross = r[j][0] * r[i][1] - r[i][0] * r[j][1];
      twiceArea += cross;
      cx += (r[j][0] + r[i][0]) * cross;
      cy += (r[j][1] + r[i][1]) * cross;
    }
  }
  return Math.abs(twiceArea) < 1e-9 ? null : [cx / (3 * twiceArea), cy / (3 * twiceArea)];
}

function boundsOf(rings: Point[][]): Rect | null {
  if (rings.length === 0) return null;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const [x, y] of rings.flat()) {
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  }
  return box;
}

function tenth(value: number): string {
  return String(Math.round(value * 10) / 10);
}

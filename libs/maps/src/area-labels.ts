import type { GeoProjection } from 'd3-geo';
import { areaContains } from './boundary-index';
import { centroidOf } from './projected-area';
import type { ProjectedArea, Rect } from './projected-area';
import { fmt, plainCapitals, strokeText } from './stroke-font';

export interface LabelledArea {
  projected: ProjectedArea;
  /** Cap height of the label in view-box pixels. */
  size: number;
  colour: string;
}

const MAX_LABELS = 16;
/** Where a label may go, from its area's centre, nearest first: the route may cover the centre. */
const SHIFTS: [number, number][] = [
  [0, 0],
  [0, -16],
  [0, 16],
  [-48, 0],
  [48, 0],
  [0, -32],
  [0, 32],
  [-48, -16],
  [48, -16],
  [-48, 16],
  [48, 16],
];

/**
 * Names countries (and US states) so a reader knows the region at a glance: biggest visible
 * area first, each label at the visible part's centre, only where it fits inside the area and
 * the frame and overlaps nothing already placed (pins, the route, other labels).
 */
export function areaLabels(
  projection: GeoProjection,
  candidates: LabelledArea[],
  taken: Rect[],
  frame: Rect,
): string {
  const placed: string[] = [];
  const ranked = candidates
    .flatMap((candidate) => {
      const box = candidate.projected.bounds;
      return box ? [{ ...candidate, box, extent: (box.x1 - box.x0) * (box.y1 - box.y0) }] : [];
    })
    .sort(
      (a, b) =>
        b.extent - a.extent ||
        a.projected.area.properties.name.localeCompare(b.projected.area.properties.name),
    );
  for (const { projected, size, colour, box: bounds } of ranked) {
    if (placed.length >= MAX_LABELS) break;
    const name = plainCapitals(projected.area.properties.name).trim();
    const centre = centroidOf(projected);
    if (!name || !centre) continue;
    const spot = SHIFTS.map(([dx, dy]) => {
      const text = strokeText(name, centre[0] + dx, centre[1] + dy, size);
      const box = {
        x0: centre[0] + dx - text.width / 2 - 3,
        y0: centre[1] + dy - size / 2 - 3,
        x1: centre[0] + dx + text.width / 2 + 3,
        y1: centre[1] + dy + size / 2 + 3,
      };
      return { text, box };
    }).find(
      ({ box }) =>
        box.x1 - box.x0 <= bounds.x1 - bounds.x0 &&
        inside(box, frame) &&
        !taken.some((other) => overlaps(box, other)) &&
        withinArea(projection, projected, box),
    );
    if (spot) {
      taken.push(spot.box);
      placed.push(
        `<path d="${spot.text.d}" fill="none" stroke="${colour}" stroke-width="${fmt(spot.text.strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  }
  return `<g class="area-labels">${placed.join('')}</g>`;
}

/** The label's corners and edge midpoints all lie in the area, so it crosses no border. */
function withinArea(projection: GeoProjection, projected: ProjectedArea, box: Rect): boolean {
  const xs = [box.x0, (box.x0 + box.x1) / 2, box.x1];
  const ys = [box.y0, box.y1];
  return xs.every((x) =>
    ys.every((y) => {
      const lngLat = projection.invert?.([x, y]);
      return lngLat !== null && lngLat !== undefined && areaContains(projected.area, lngLat);
    }),
  );
}

function inside(box: Rect, frame: Rect): boolean {
  return box.x0 >= frame.x0 && box.y0 >= frame.y0 && box.x1 <= frame.x1 && box.y1 <= frame.y1;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

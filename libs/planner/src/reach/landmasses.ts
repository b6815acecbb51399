import { readFileSync } from 'node:fs';
import type { LatLng } from '@roadbook/contracts';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { readPack } from '../packs/packs';
import { FIXED_LINKS } from './fixed-links.data';

/** A place this close to a coast outline it falls outside of is on that land (coarse outlines). */
const COAST_TOLERANCE_KM = 25;
/**
 * Lands whose outlines come this close are taken to be bridged (Manitoulin, the Danish and Dutch
 * islands): the outlines are too coarse to show a narrow channel, and refusing a trip a bridge
 * makes possible is worse than planning one a ferry table would have named.
 */
const NARROW_CHANNEL_KM = 4;
/** Grid cells for the search of narrow channels, in degrees. */
const CHANNEL_CELL_DEG = 0.05;
const KM_PER_DEGREE = 111.2;
const ANTIMERIDIAN = 179.999;
/** Points whose outline is remembered, beyond the pack's: about a megabyte of keys. */
const REMEMBERED_POINTS = 10_000;

/**
 * The pack (libs/planner/src/packs) of the default outlines as the ferry table's ports and the
 * fixed links join them, with the outline of each of those points.
 */
export const LANDMASSES_PACK = 'landmasses';

export interface LandmassesPack {
  apart: [LatLng, LatLng][];
  parent: number[];
  found: [key: string, outline: number | null][];
}

export interface Outline {
  /** Longitudes west of 90° W are shifted by 360° on an outline cut by the antimeridian. */
  ring: Position[];
  wraps: boolean;
  /** [west, south, east, north] in degrees. */
  box: [number, number, number, number];
}

/**
 * Which land a point is on, from Natural Earth's 1:50m land outlines (world-atlas): continents,
 * islands, and the islands joined to them by a bridge, a tunnel or a causeway
 * (./fixed-links.data.ts) counted as one. Two places on different lands have no road between
 * them; only a car ferry crosses.
 */
export class Landmasses {
  private readonly parent: number[];
  /** The outline each point looked up lies in, by "lat,lng". */
  private readonly found = new Map<string, number | null>();

  /**
   * `apart`: pairs of points on lands that only a ferry joins, however narrow the water (the
   * ports of the ferry table: the Strait of Messina is 3 km wide and has no bridge).
   * `packed`: the same outlines and `apart` as `toPack` gave them, joined already.
   */
  constructor(
    private readonly outlines: Outline[],
    private readonly apart: [LatLng, LatLng][] = [],
    packed?: LandmassesPack,
  ) {
    if (packed) {
      this.parent = packed.parent;
      this.found = new Map(packed.found);
      return;
    }
    this.parent = outlines.map((_, i) => i);
    const separate = new Set(
      apart.flatMap(([a, b]) => {
        const [i, j] = [this.outlineAt(a), this.outlineAt(b)];
        return i === null || j === null ? [] : [`${i}:${j}`, `${j}:${i}`];
      }),
    );
    for (const [i, j] of narrowChannels(outlines)) {
      if (!separate.has(`${i}:${j}`)) this.join(i, j);
    }
    for (const [[, aLat, aLng], [, bLat, bLng]] of FIXED_LINKS) {
      const a = this.outlineAt({ lat: aLat, lng: aLng });
      const b = this.outlineAt({ lat: bLat, lng: bLng });
      if (a !== null && b !== null) this.join(a, b);
    }
  }

  /**
   * Natural Earth's outlines (world-atlas), joined as the planner's pack holds them when it was
   * written for the same `apart`, else afresh.
   */
  static loadDefault(apart: [LatLng, LatLng][] = []): Landmasses {
    const outlines = defaultOutlines();
    const pack = readPack<LandmassesPack>(LANDMASSES_PACK);
    const packedForThese = pack && JSON.stringify(pack.apart) === JSON.stringify(apart);
    return new Landmasses(outlines, apart, packedForThese ? pack : undefined);
  }

  /** How the lands are joined, and where each point looked up so far lies: what a pack holds. */
  toPack(): LandmassesPack {
    return { apart: this.apart, parent: this.parent, found: [...this.found] };
  }

  /** The land a point is on (the same id for lands joined by a fixed link), or null at sea. */
  landOf(p: LatLng): number | null {
    const outline = this.outlineAt(p);
    return outline === null ? null : this.root(outline);
  }

  /**
   * Whether a point lies off every outline, coasts' tolerance aside: the sea, not empty country.
   * Not remembered, unlike `landOf`: the points asked are anywhere on a route's line.
   */
  isAtSea(p: LatLng): boolean {
    return this.searchOutline(p) === null;
  }

  private outlineAt(p: LatLng): number | null {
    const key = `${p.lat},${p.lng}`;
    const known = this.found.get(key);
    if (known !== undefined) return known;
    const outline = this.searchOutline(p);
    // Nights ask of points anywhere on a route: a long-running worker remembers only so many.
    if (this.found.size < REMEMBERED_POINTS) this.found.set(key, outline);
    return outline;
  }

  private searchOutline(p: LatLng): number | null {
    const inside = this.outlines.findIndex((o) => {
      const q = o.wraps && p.lng < -90 ? { lat: p.lat, lng: p.lng + 360 } : p;
      return inBox(q, o.box, 0) && inRing(q, o.ring);
    });
    if (inside >= 0) return inside;
    let best: { i: number; km: number } | null = null;
    const margin = COAST_TOLERANCE_KM / 60;
    for (const [i, o] of this.outlines.entries()) {
      if (!inBox(p, o.box, margin)) continue;
      const km = kmToRing(p, o.ring);
      if (km <= COAST_TOLERANCE_KM && (!best || km < best.km)) best = { i, km };
    }
    return best?.i ?? null;
  }

  private join(a: number, b: number): void {
    this.parent[this.root(a)] = this.root(b);
  }

  private root(i: number): number {
    while (this.parent[i] !== i) i = this.parent[i] = this.parent[this.parent[i]];
    return i;
  }
}

/** Natural Earth's 1:50m land outlines (world-atlas), each ring unwrapped at the antimeridian. */
export function defaultOutlines(): Outline[] {
  // Read rather than required: `require` would keep the parsed file (about 5 MB of the heap) in
  // its cache for as long as the process runs, for outlines made once from it.
  const file = require.resolve('world-atlas/land-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land) as unknown as {
    features: { geometry: Polygon | MultiPolygon }[];
  };
  return land.features.flatMap(({ geometry }) =>
    (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map(([ring]) =>
      unwrapped(ring),
    ),
  );
}

/** Pairs of outlines with points closer than NARROW_CHANNEL_KM, found on a grid. */
function narrowChannels(outlines: Outline[]): [number, number][] {
  const cells = new Map<number, number[]>();
  const points: { i: number; lat: number; lng: number }[] = [];
  const key = (row: number, col: number) => row * 8192 + col;
  for (const [i, o] of outlines.entries()) {
    for (const [lng, lat] of o.ring) {
      const k = key(Math.floor(lat / CHANNEL_CELL_DEG), Math.floor(lng / CHANNEL_CELL_DEG));
      const cell = cells.get(k);
      if (cell) cell.push(points.length);
      else cells.set(k, [points.length]);
      points.push({ i, lat, lng });
    }
  }
  const pairs = new Map<number, [number, number]>();
  for (const a of points) {
    const row = Math.floor(a.lat / CHANNEL_CELL_DEG);
    const col = Math.floor(a.lng / CHANNEL_CELL_DEG);
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - 2; c <= col + 2; c++) {
        for (const n of cells.get(key(r, c)) ?? []) {
          const b = points[n];
          if (a.i >= b.i || pairs.has(a.i * 8192 + b.i)) continue;
          // Over a few km the flat-earth distance is as good as the great circle, and cheaper.
          const dy = (a.lat - b.lat) * KM_PER_DEGREE;
          const dx = (a.lng - b.lng) * KM_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180);
          if (dx * dx + dy * dy <= NARROW_CHANNEL_KM ** 2) pairs.set(a.i * 8192 + b.i, [a.i, b.i]);
        }
      }
    }
  }
  return [...pairs.values()];
}

/**
 * Chukotka's coast crosses the antimeridian, so Eurasia's outline runs from -180° to 180°:
 * shifted east by 360° where it lies west of 90° W, it is one closed shape again.
 */
function unwrapped(ring: Position[]): Outline {
  const xs = ring.map(([x]) => x);
  const wraps = Math.min(...xs) <= -ANTIMERIDIAN && Math.max(...xs) >= 170;
  const shifted = wraps ? ring.map(([x, y]) => [x < -90 ? x + 360 : x, y]) : ring;
  return { ring: shifted, wraps, box: boundingBox(shifted) };
}

function boundingBox(ring: Position[]): [number, number, number, number] {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function inBox(p: LatLng, [w, s, e, n]: [number, number, number, number], margin: number) {
  return (
    p.lng >= w - margin * 2 && p.lng <= e + margin * 2 && p.lat >= s - margin && p.lat <= n + margin
  );
}

/** Even-odd test; an edge that still jumps across the antimeridian closes no coast. */
function inRing(p: LatLng, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (Math.abs(xi - xj) > 180) continue;
    if (yi > p.lat !== yj > p.lat && p.lng < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * To the nearest edge, on a flat map: enough to tell a coast within 25 km. Edges, not corners: a
 * coarse coast's corners can lie far apart along the shore of a town next to it, where a small
 * island's corner offshore is nearer than either (Makarska, next to Brač).
 */
function kmToRing(p: LatLng, ring: Position[]): number {
  const kx = KM_PER_DEGREE * Math.cos((p.lat * Math.PI) / 180);
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    if (Math.abs(ring[i][0] - ring[j][0]) > 180) continue;
    const ax = (ring[j][0] - p.lng) * kx;
    const ay = (ring[j][1] - p.lat) * KM_PER_DEGREE;
    const dx = (ring[i][0] - p.lng) * kx - ax;
    const dy = (ring[i][1] - p.lat) * KM_PER_DEGREE - ay;
    const length2 = dx * dx + dy * dy;
    const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
    best = Math.min(best, (ax + along * dx) ** 2 + (ay + along * dy) ** 2);
  }
  return Math.sqrt(best);
}

import type { CarTrainWay, LatLng } from '@roadbook/contracts';
import { distanceKm } from '../geo/geo.util';
import { CAR_FERRIES } from './car-ferries.data';
import { LAND_NAMES } from './land-names.data';
import { Landmasses } from './landmasses';
import { AROUND_OPEN_WATERS, crossesOpenWater } from './open-waters';

/** A crossing longer than a night aboard is a voyage to plan around, not a leg of a day. */
const LONGEST_PLANNED_CROSSING_MINUTES = 12 * 60;
/** Boarding closes about this long before a sailing. */
const BOARDING_MINUTES = 60;
/** How road time between two points on one land is weighed against a crossing. */
const ROAD_KMH = 70;

export interface Port extends LatLng {
  name: string;
}

/** One car ferry sailing, in the direction the trip takes it. */
export interface FerryCrossing {
  from: Port;
  to: Port;
  minutes: number;
  operators: string;
  source: string;
  /** Straight-line distance between the ports, in km. */
  seaKm: number;
  /** A shuttle train, not a ship (./car-ferries.data.ts). */
  train?: CarTrainWay;
}

/** Where a car train runs, as a day's words say it. */
export const CAR_TRAIN_PASSAGE: Record<CarTrainWay, string> = {
  tunnel: 'through the tunnel',
  causeway: 'over the causeway',
};

export type Reach =
  /** `around`: the towns the road goes by round open water (a head, a port ridden through). */
  | { kind: 'road'; around?: Port[] }
  /**
   * `around[k]`: the towns the road before `ferries[k]` goes by round open water (the last, after
   * the last ferry), where it goes round any.
   */
  | { kind: 'ferry'; ferries: FerryCrossing[]; around?: Port[][] }
  /** Only a crossing of days joins them: named, not planned. */
  | { kind: 'voyage'; ferry: FerryCrossing }
  | { kind: 'none' };

const port = ([name, lat, lng]: [string, number, number]): Port => ({ name, lat, lng });

/** Both directions of every ferry of the table. */
const SAILINGS: FerryCrossing[] = CAR_FERRIES.flatMap((row) => {
  const [a, b] = [port(row.from), port(row.to)];
  const common = {
    minutes: row.minutes,
    operators: row.operators,
    source: row.source,
    ...(row.train && { train: row.train }),
  };
  const seaKm = distanceKm(a, b);
  return [
    { from: a, to: b, seaKm, ...common },
    { from: b, to: a, seaKm, ...common },
  ];
});

/** The quickest way's nodes: start, end, every sailing's two ports, then the waters' heads. */
const FIRST_HEAD = 2 + 2 * SAILINGS.length;

/** A place the quickest way is searched through: a start, an end, a port or a water's head. */
interface WayPoint {
  p: LatLng;
  land: number | null;
}

/** The quickest way: its sailings, and the towns each road between them goes by (one more). */
interface Way {
  sailings: FerryCrossing[];
  roads: Port[][];
}

/**
 * Whether a road joins two places, else which car ferries do: the quickest chain of sailings of
 * ./car-ferries.data.ts, weighing the ride to and from the ports at an even pace. A road is a
 * straight line on one land that crosses none of the open waters of ./open-waters.data.ts; the way
 * round such a water goes by the towns at its heads.
 */
export class Reachability {
  /** Every sailing's two ports (from, to, from, to… in SAILINGS order), then the waters' heads. */
  private readonly fixed: (WayPoint & { p: Port })[];
  /** Minutes of road between two fixed points, by `i * fixed.length + j`: Infinity for none. */
  private readonly fixedRoad: Float64Array;

  constructor(private readonly lands: Landmasses) {
    this.fixed = [...SAILINGS.flatMap((s) => [s.from, s.to]), ...AROUND_OPEN_WATERS].map((p) => ({
      p: { name: p.name, lat: p.lat, lng: p.lng },
      land: lands.landOf(p),
    }));
    const n = this.fixed.length;
    this.fixedRoad = new Float64Array(n * n);
    // The same both ways: each pair is measured once.
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        this.fixedRoad[i * n + j] = this.fixedRoad[j * n + i] = roadMinutes(
          this.fixed[i],
          this.fixed[j],
        );
  }

  between(a: LatLng, b: LatLng): Reach {
    const [landA, landB] = [this.lands.landOf(a), this.lands.landOf(b)];
    // A point the outlines cannot place (a pier, a tiny islet) is given the benefit of the doubt.
    if (landA === null || landB === null) return { kind: 'road' };
    const sameLand = landA === landB;
    if (sameLand && !crossesOpenWater(a, b)) return { kind: 'road' };
    const way = this.quickestWay({ p: a, land: landA }, { p: b, land: landB });
    // On one land with no way drawn (the sea's other end is open), the road the router finds.
    if (!way) return sameLand ? { kind: 'road' } : { kind: 'none' };
    const { sailings, roads } = way;
    if (sailings.length === 0)
      return roads[0].length ? { kind: 'road', around: roads[0] } : { kind: 'road' };
    const voyage = sailings.find((f) => f.minutes > LONGEST_PLANNED_CROSSING_MINUTES);
    if (voyage) return { kind: 'voyage', ferry: voyage };
    return roads.some((r) => r.length)
      ? { kind: 'ferry', ferries: sailings, around: roads }
      : { kind: 'ferry', ferries: sailings };
  }

  /** Whether a point is at sea, off every land: the offline router bends its line round it. */
  isAtSea(p: LatLng): boolean {
    return this.lands.isAtSea(p);
  }

  /** "Iceland", "Great Britain": the name of the land a place is on, if it has one here. */
  landName(p: LatLng): string | undefined {
    const land = this.lands.landOf(p);
    return LAND_NAMES.find(([, lat, lng]) => this.lands.landOf({ lat, lng }) === land)?.[0];
  }

  /**
   * Dijkstra over the start, the end, the ports and the waters' heads: ride on one land, sail
   * between ports. The sailings of the quickest way and the towns its roads go by (a head, or a
   * port ridden through rather than sailed from), in order; null when nothing joins them.
   */
  private quickestWay(start: WayPoint, end: WayPoint): Way | null {
    const n = this.fixed.length;
    const nodes = [start, end, ...this.fixed];
    const road = (u: number, v: number) =>
      u >= 2 && v >= 2 ? this.fixedRoad[(u - 2) * n + (v - 2)] : roadMinutes(nodes[u], nodes[v]);
    const cost = nodes.map(() => Infinity);
    const via: ({ from: number; sailing?: FerryCrossing } | undefined)[] = nodes.map(
      () => undefined,
    );
    const done = nodes.map(() => false);
    cost[0] = 0;
    for (;;) {
      let u = -1;
      for (let i = 0; i < nodes.length; i++)
        if (!done[i] && cost[i] < Infinity && (u < 0 || cost[i] < cost[u])) u = i;
      if (u < 0 || u === 1) break;
      done[u] = true;
      for (let v = 0; v < nodes.length; v++) {
        if (done[v]) continue;
        const isPort = u >= 2 && u < FIRST_HEAD;
        const sailing = isPort && v === u + 1 && u % 2 === 0 ? SAILINGS[(u - 2) / 2] : undefined;
        const ride = road(u, v);
        const sea = sailing ? sailing.minutes + BOARDING_MINUTES : Infinity;
        const step = Math.min(ride, sea);
        if (cost[u] + step < cost[v]) {
          cost[v] = cost[u] + step;
          via[v] = { from: u, ...(sea < ride && sailing ? { sailing } : {}) };
        }
      }
    }
    if (cost[1] === Infinity) return null;
    const way: Way = { sailings: [], roads: [[]] };
    for (let v = 1; via[v]; v = via[v]!.from) {
      const { from, sailing } = via[v]!;
      if (sailing) {
        way.sailings.unshift(sailing);
        way.roads.unshift([]);
      } else if (from >= 2 && !via[from]?.sailing) way.roads[0].unshift(this.fixed[from - 2].p);
    }
    return way;
  }
}

/** Minutes of riding between two points: on one land and over no open water, else none. */
function roadMinutes(a: WayPoint, b: WayPoint): number {
  if (a.land === null || a.land !== b.land || crossesOpenWater(a.p, b.p)) return Infinity;
  return (distanceKm(a.p, b.p) / ROAD_KMH) * 60;
}

/** The two ports of each sailing: lands kept apart, however narrow the water between. */
export function ferryPorts(): [LatLng, LatLng][] {
  return SAILINGS.map((s): [LatLng, LatLng] => [s.from, s.to]);
}

let shared: Reachability | undefined;

/** The land outlines load once per process, on the first plan that needs them. */
export function loadReachability(): Reachability {
  shared ??= new Reachability(Landmasses.loadDefault(ferryPorts()));
  return shared;
}

import type { LatLng } from '@roadbook/contracts';
import { distanceKm } from '../geo/geo.util';
import { CAR_FERRIES } from './car-ferries.data';
import { LAND_NAMES } from './land-names.data';
import { Landmasses } from './landmasses';

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
  /** A shuttle train through a tunnel, not a ship (./car-ferries.data.ts). */
  train?: true;
}

export type Reach =
  | { kind: 'road' }
  | { kind: 'ferry'; ferries: FerryCrossing[] }
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

/**
 * Whether a road joins two places, else which car ferries do: the quickest chain of sailings of
 * ./car-ferries.data.ts, weighing the ride to and from the ports at an even pace.
 */
export class Reachability {
  /** The land of each sailing's ports, in SAILINGS order: from, to, from, to… */
  private readonly portLands: (number | null)[];

  constructor(private readonly lands: Landmasses) {
    this.portLands = SAILINGS.flatMap((s) => [lands.landOf(s.from), lands.landOf(s.to)]);
  }

  between(a: LatLng, b: LatLng): Reach {
    const [landA, landB] = [this.lands.landOf(a), this.lands.landOf(b)];
    // A point the outlines cannot place (a pier, a tiny islet) is given the benefit of the doubt.
    if (landA === null || landB === null || landA === landB) return { kind: 'road' };
    const path = this.quickestSailings(a, landA, b, landB);
    if (!path) return { kind: 'none' };
    const voyage = path.find((f) => f.minutes > LONGEST_PLANNED_CROSSING_MINUTES);
    return voyage ? { kind: 'voyage', ferry: voyage } : { kind: 'ferry', ferries: path };
  }

  /** "Iceland", "Great Britain": the name of the land a place is on, if it has one here. */
  landName(p: LatLng): string | undefined {
    const land = this.lands.landOf(p);
    return LAND_NAMES.find(([, lat, lng]) => this.lands.landOf({ lat, lng }) === land)?.[0];
  }

  /** Dijkstra over the start, the end and the ports: ride on one land, sail between lands. */
  private quickestSailings(
    a: LatLng,
    landA: number,
    b: LatLng,
    landB: number,
  ): FerryCrossing[] | null {
    const nodes = [
      { p: a, land: landA },
      { p: b, land: landB },
      ...SAILINGS.flatMap((s, k) => [
        { p: s.from, land: this.portLands[2 * k] },
        { p: s.to, land: this.portLands[2 * k + 1] },
      ]),
    ];
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
        const sailing = v === u + 1 && u >= 2 && u % 2 === 0 ? SAILINGS[(u - 2) / 2] : undefined;
        const road =
          nodes[u].land !== null && nodes[u].land === nodes[v].land
            ? (distanceKm(nodes[u].p, nodes[v].p) / ROAD_KMH) * 60
            : Infinity;
        const sea = sailing ? sailing.minutes + BOARDING_MINUTES : Infinity;
        const step = Math.min(road, sea);
        if (cost[u] + step < cost[v]) {
          cost[v] = cost[u] + step;
          via[v] = { from: u, ...(sea < road && sailing ? { sailing } : {}) };
        }
      }
    }
    if (cost[1] === Infinity) return null;
    const out: FerryCrossing[] = [];
    for (let v = 1; via[v]; v = via[v]!.from) {
      const sailing = via[v]!.sailing;
      if (sailing) out.unshift(sailing);
    }
    return out;
  }
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

import type { LatLng } from '@roadbook/contracts';
import { distanceKm } from '../geo/geo.util';
import { MAIN_ROADS } from './main-roads.data';
import type { MainRoadRow } from './main-roads.data';

/**
 * The main roads of ./main-roads.data.ts as a graph: a node per town, an edge between towns
 * that follow each other on a road, as long as the straight line between them. Roads meet where
 * they share a town's position.
 */
export class MainRoadNetwork {
  private readonly nodes: LatLng[] = [];
  private readonly edges: { to: number; km: number }[][] = [];

  /** The network of the main-road table (./main-roads.data.ts). */
  static loadDefault(): MainRoadNetwork {
    return new MainRoadNetwork(MAIN_ROADS);
  }

  constructor(rows: readonly MainRoadRow[]) {
    const index = new Map<string, number>();
    const nodeOf = (lat: number, lng: number): number => {
      const key = `${lat},${lng}`;
      let i = index.get(key);
      if (i === undefined) {
        i = this.nodes.push({ lat, lng }) - 1;
        this.edges.push([]);
        index.set(key, i);
      }
      return i;
    };
    for (const { towns } of rows) {
      for (let k = 1; k < towns.length; k++) {
        const a = nodeOf(towns[k - 1][1], towns[k - 1][2]);
        const b = nodeOf(towns[k][1], towns[k][2]);
        const km = distanceKm(this.nodes[a], this.nodes[b]);
        this.edges[a].push({ to: b, km });
        this.edges[b].push({ to: a, km });
      }
    }
  }

  /**
   * The shortest way from `from` to `to` along the main roads, joining them within `accessKm`
   * of each end (a way to the network counts `accessWeight` times its length: side roads are
   * slower), if it is no longer than `maxKm`. The points are the towns passed, ends included;
   * none when no main road serves both ends or the way is too long.
   */
  path(
    from: LatLng,
    to: LatLng,
    { accessKm, accessWeight, maxKm }: { accessKm: number; accessWeight: number; maxKm: number },
  ): LatLng[] | undefined {
    // Only nodes a way of at most maxKm can pass: inside the ellipse with the ends as foci.
    const candidates: { node: number; fromKm: number; toKm: number }[] = [];
    this.nodes.forEach((p, node) => {
      const fromKm = distanceKm(from, p);
      const toKm = distanceKm(p, to);
      if (fromKm + toKm <= maxKm) candidates.push({ node, fromKm, toKm });
    });
    const slot = new Map(candidates.map((c, i) => [c.node, i]));
    // Dijkstra over the candidates, from a start joined to every node within accessKm.
    const cost = candidates.map((c) => (c.fromKm <= accessKm ? c.fromKm * accessWeight : Infinity));
    const km = candidates.map((c) => (c.fromKm <= accessKm ? c.fromKm : Infinity));
    const previous = candidates.map(() => -1);
    const done = candidates.map(() => false);
    let best: { slot: number; cost: number } | undefined;
    for (;;) {
      let u = -1;
      for (let i = 0; i < candidates.length; i++) {
        if (!done[i] && cost[i] < Infinity && (u < 0 || cost[i] < cost[u])) u = i;
      }
      if (u < 0 || (best && cost[u] >= best.cost)) break;
      done[u] = true;
      const exit = candidates[u].toKm;
      if (exit <= accessKm && previous[u] >= 0 && km[u] + exit <= maxKm) {
        const total = cost[u] + exit * accessWeight;
        if (!best || total < best.cost) best = { slot: u, cost: total };
      }
      for (const edge of this.edges[candidates[u].node]) {
        const v = slot.get(edge.to);
        if (v === undefined || done[v] || cost[u] + edge.km >= cost[v]) continue;
        cost[v] = cost[u] + edge.km;
        km[v] = km[u] + edge.km;
        previous[v] = u;
      }
    }
    if (!best) return undefined;
    const passed: LatLng[] = [];
    for (let i = best.slot; i >= 0; i = previous[i]) passed.unshift(this.nodes[candidates[i].node]);
    // A town the ends lie in is no point of its own.
    const inEnd = (p: LatLng) =>
      distanceKm(p, from) < SAME_PLACE_KM || distanceKm(p, to) < SAME_PLACE_KM;
    return [from, ...passed.filter((p) => !inEnd(p)), to];
  }
}

/** A node this close to an end of the way is that end's own town. */
const SAME_PLACE_KM = 3;

import type { LatLng } from '@roadbook/contracts';
import type { Town } from '../gazetteer/gazetteer';
import { cumulativeKm, distanceKm, interpolate, projectOnLine } from '../geo/geo.util';
import type { PlannerData } from '../plan/planner-data';
import type { RouteRequest, RoutedLeg, RouterPort } from '../ports/router.port';
import { crossesOpenWater } from '../reach/open-waters';
import type { Reachability } from '../reach/reachability';
import {
  corridorMinPopulation,
  corridorPoints,
  corridorTownScore,
  mainRoadsAcrossEmptyCountry,
} from './corridor';
import { stretchEstimate } from './road-model';

/** Which towns near a sample of the line the polyline may pass, and how they rank. */
interface TownRule {
  minPopulation: number;
  /**
   * Whether the line between two points keeps to towns near it: true where the points are the
   * towns of a main road, which runs near straight between them; otherwise, in empty country,
   * the line looks further for a town rather than leave a long straight gap.
   */
  nearOnly?: boolean;
  /** `fromLineKm`: from the point of the line the town was found near, within `radiusKm`. */
  score(town: Town, fromLineKm: number, radiusKm: number): number;
}

/** Towns the line passes when none of a rule's size lies near: the gazetteer's smallest. */
const SIZEABLE_TOWN_POPULATION = 1000;

/** Bigger towns sit on bigger roads; distance from the line costs more than size gains. */
const NEAREST_LARGE_TOWN: TownRule = {
  minPopulation: SIZEABLE_TOWN_POPULATION,
  score: (town, fromLineKm, radiusKm) => Math.log10(town.population) - fromLineKm / (radiusKm / 2),
};

/**
 * Routes without a road network: great-circle distance × a detour factor, and a polyline through
 * the largest real towns near the line, which is where main roads run. The fastest line follows
 * the corridors of major roads (./corridor.ts). Everything is an estimate.
 */
export class OfflineRouterAdapter implements RouterPort {
  readonly name = 'offline';

  constructor(
    private readonly data: PlannerData,
    /** Tells the sea, which the line bends round, from empty country, which it crosses. */
    private readonly lands: Pick<Reachability, 'isAtSea'>,
  ) {}

  route(request: RouteRequest): Promise<RoutedLeg> {
    return Promise.resolve(this.estimate(request));
  }

  /** The leg through its via points in turn, each stretch estimated on its own. */
  estimate({ from, to, via = [], travelMode, routeType }: RouteRequest): RoutedLeg {
    const points = [from, ...via, to];
    const parts = points
      .slice(1)
      .map((p, i) => this.estimateStretch(points[i], p, travelMode, routeType));
    return {
      distanceKm: parts.reduce((s, p) => s + p.distanceKm, 0),
      durationMinutes: parts.reduce((s, p) => s + p.durationMinutes, 0),
      geometry: dedupe(parts.flatMap((p, i) => (i === 0 ? p.geometry : p.geometry.slice(1)))),
      estimated: true,
    };
  }

  private estimateStretch(
    from: LatLng,
    to: LatLng,
    travelMode: RouteRequest['travelMode'],
    routeType: RouteRequest['routeType'],
  ): RoutedLeg {
    const {
      greatCircleKm,
      distanceKm: roadKm,
      speedKmh,
    } = stretchEstimate(from, to, travelMode, routeType);
    const { geometry, aroundWater, alongMainRoads } =
      routeType === 'fastest'
        ? this.corridorTowns(from, to, greatCircleKm)
        : this.ownTowns(from, to);
    // Around a gulf or a sea, measure the bent line instead; along the main roads, the road is
    // no shorter than the line through their towns (the north's, half as long again as the crow's).
    const bent = aroundWater ? SHORE_FACTOR : alongMainRoads ? MAIN_ROAD_FACTOR : 0;
    const distance = bent ? Math.max(roadKm, polylineKm(geometry) * bent) : roadKm;
    return {
      distanceKm: distance,
      durationMinutes: (distance / speedKmh) * 60,
      geometry,
      estimated: true,
    };
  }

  /**
   * A scenic or shortest leg's line, through the largest towns near it; across empty country,
   * along the main roads, which are its only roads.
   */
  private ownTowns(
    from: LatLng,
    to: LatLng,
  ): { geometry: LatLng[]; aroundWater: boolean; alongMainRoads: boolean } {
    const points = mainRoadsAcrossEmptyCountry(this.data, from, to);
    if (!points)
      return { ...this.throughTowns(from, to, NEAREST_LARGE_TOWN), alongMainRoads: false };
    return {
      ...this.betweenPoints(points, { ...NEAREST_LARGE_TOWN, nearOnly: true }),
      alongMainRoads: true,
    };
  }

  /** Along the main roads or through the corridor's hubs, and between them through towns. */
  private corridorTowns(
    from: LatLng,
    to: LatLng,
    gc: number,
  ): { geometry: LatLng[]; aroundWater: boolean; alongMainRoads: boolean } {
    const { points, alongMainRoads } = corridorPoints(this.data, from, to);
    const rule: TownRule = {
      minPopulation: corridorMinPopulation(gc),
      score: corridorTownScore,
      nearOnly: alongMainRoads,
    };
    return { ...this.betweenPoints(points, rule), alongMainRoads };
  }

  /** The line through `points` in turn, through the towns `rule` picks between each two. */
  private betweenPoints(
    points: LatLng[],
    rule: TownRule,
  ): { geometry: LatLng[]; aroundWater: boolean } {
    const geometry: LatLng[] = [points[0]];
    let aroundWater = false;
    for (let i = 1; i < points.length; i++) {
      const part = this.throughTowns(points[i - 1], points[i], rule);
      geometry.push(...part.geometry.slice(1));
      aroundWater ||= part.aroundWater;
    }
    return { geometry, aroundWater };
  }

  private throughTowns(
    from: LatLng,
    to: LatLng,
    rule: TownRule,
  ): { geometry: LatLng[]; aroundWater: boolean } {
    const gc = distanceKm(from, to);
    if (gc < 15) return { geometry: [from, to], aroundWater: false };
    const spacing = Math.max(12, Math.min(45, gc / 10));
    const radius = Math.min(25, spacing * 0.6);
    const samples = Math.floor(gc / spacing);
    const line = [from, to];
    const cum = cumulativeKm(line);
    const out: LatLng[] = [from];
    let lastAlong = 0;
    let aroundWater = false;
    for (let i = 1; i < samples; i++) {
      const p = interpolate(from, to, i / samples);
      const near = this.data.gazetteer.near(p, radius, rule.minPopulation);
      // No town of that size: any sizeable one; in empty country, perhaps further (nearOnly).
      const sizeable =
        near.length || rule.minPopulation <= SIZEABLE_TOWN_POPULATION
          ? near
          : this.data.gazetteer.near(p, radius, SIZEABLE_TOWN_POPULATION);
      const towns =
        sizeable.length || rule.nearOnly ? sizeable : this.data.gazetteer.near(p, radius * 2, 500);
      let best: { town: LatLng; score: number; along: number } | undefined;
      for (const t of towns) {
        const { alongKm } = projectOnLine(t, line, cum);
        if (alongKm <= lastAlong + spacing * 0.3 || alongKm >= gc - spacing * 0.3) continue;
        // Not a town across open water from the line (Two Harbors, over Lake Superior's west end
        // from the road east out of Duluth).
        if (crossesOpenWater(out[out.length - 1], t) || crossesOpenWater(t, to)) continue;
        const score = rule.score(t, t.distanceKm, radius);
        if (!best || score > best.score)
          best = { town: { lat: t.lat, lng: t.lng }, score, along: alongKm };
      }
      if (!best && !this.data.gazetteer.any(p, WATER_PROBE_KM) && this.lands.isAtSea(p)) {
        // No settlement at all within 150 km, off the land outlines: open water (or ice). Bend
        // to the nearest city. Empty country (northern British Columbia, the Outback) is crossed.
        const shore = this.data.gazetteer.near(p, SHORE_SEARCH_KM, 20_000)[0];
        if (shore) {
          best = {
            town: { lat: shore.lat, lng: shore.lng },
            score: 0,
            along: projectOnLine(shore, line, cum).alongKm,
          };
          aroundWater = true;
        }
      }
      if (best) {
        out.push(best.town);
        lastAlong = Math.max(lastAlong, best.along);
      }
    }
    out.push(to);
    return { geometry: dedupe(out), aroundWater };
  }
}

const WATER_PROBE_KM = 150;
const SHORE_SEARCH_KM = 450;
/** Shore roads wind: a bent line through coastal cities understates them by about this much. */
const SHORE_FACTOR = 1.15;
/**
 * A main road winds between the towns it passes by about this much (calibrated on the quality
 * suite's pairs: North America and Europe median 3.9 %, from 4.1 % without it).
 */
const MAIN_ROAD_FACTOR = 1.04;

function polylineKm(line: LatLng[]): number {
  const cum = cumulativeKm(line);
  return cum[cum.length - 1];
}

function dedupe(line: LatLng[]): LatLng[] {
  return line.filter((p, i) => i === 0 || p.lat !== line[i - 1].lat || p.lng !== line[i - 1].lng);
}

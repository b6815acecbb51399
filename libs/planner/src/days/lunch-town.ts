import type { RouteType } from '@roadbook/contracts';
import type { Gazetteer } from '../gazetteer/gazetteer';
import type { FerryCrossing } from '../reach/reachability';
import type { RouteTrack } from '../route/route-track';
import { townsAlong, type TownOnRoute } from './towns-along';

/** On a fastest day, lunch may move this share of the day's drive from its middle. */
const LUNCH_WINDOW_SHARE = 0.2;
/** Lunch on the way is in the middle of the ride: not in its first or last fifth. */
const LUNCH_SPAN_SHARE = 0.2;
/** A ride this short may take its lunch on arrival, at the day's end. */
const SHORT_RIDE_MINUTES = 180;
/** A crossing this long spans the middle of the day: lunch is aboard. */
const LUNCH_ABOARD_MINUTES = 180;
/** A place smaller than a town serves lunch only where the road runs through it. */
const HAMLET_RADIUS_KM = 3;
/** How far off the estimated line a town may lie and still be the lunch stop: a short detour. */
const LUNCH_DETOUR_KM = 25;
const LUNCH_TOWN_MIN_POPULATION = 500;

/** Where a riding day stops for lunch, and how sure the planner can be of a meal there. */
export type LunchStop =
  /**
   * A town of 500 people or more near the middle of the ride (a short detour off the estimated
   * line at most), or its end on a short ride.
   */
  | { kind: 'town'; name: string }
  /** A smaller place near the middle, on the road: a roadhouse or a café, if it is open. */
  | { kind: 'hamlet'; name: string }
  /** On a long crossing. */
  | { kind: 'aboard'; ferry: FerryCrossing }
  /** No place near the middle of a long ride: lunch is packed in the day's start. */
  | { kind: 'packed'; from: string };

export interface LunchDay {
  track: RouteTrack;
  /** The day's towns of 500 people or more along the route, in order. */
  along: readonly TownOnRoute[];
  fromKm: number;
  toKm: number;
  drivingMinutes: number;
  ferries: readonly FerryCrossing[];
  startName: string;
  endName: string;
  routeType: RouteType;
}

/**
 * Where a riding day stops for lunch: on a long crossing, aboard; else a town in the middle of
 * the ride (lunchTown, below), never one the day has only just left or is about to reach; else,
 * on a short ride, the day's end; else the smallest place the road runs through near the middle;
 * else the town nearest the road there, a short detour away; else nowhere, and the rider packs
 * lunch.
 */
export function lunchStop(gazetteer: Gazetteer, day: LunchDay): LunchStop {
  const ferry = day.ferries.find((f) => !f.train && f.minutes >= LUNCH_ABOARD_MINUTES);
  if (ferry) return { kind: 'aboard', ferry };
  const span = (day.toKm - day.fromKm) * LUNCH_SPAN_SHARE;
  const [lo, hi] = [day.fromKm + span, day.toKm - span];
  const midway = day.along.filter((t) => t.km >= lo && t.km <= hi);
  const town = lunchTown(midway, day.fromKm, day.toKm, day.routeType);
  if (town) return { kind: 'town', name: town.name };
  if (day.drivingMinutes <= SHORT_RIDE_MINUTES) return { kind: 'town', name: day.endName };
  const hamlets = townsAlong(gazetteer, day.track, lo, hi, HAMLET_RADIUS_KM, 0);
  const hamlet = nearestToMiddle(hamlets, (day.fromKm + day.toKm) / 2);
  if (hamlet) return { kind: 'hamlet', name: hamlet.name };
  const nearby = townsAlong(
    gazetteer,
    day.track,
    lo,
    hi,
    LUNCH_DETOUR_KM,
    LUNCH_TOWN_MIN_POPULATION,
  );
  const detour = nearby.reduce<TownOnRoute | undefined>(
    (a, t) => (!a || t.offKm < a.offKm ? t : a),
    undefined,
  );
  return detour ? { kind: 'town', name: detour.name } : { kind: 'packed', from: day.startName };
}

/**
 * The town nearest the middle of the drive. A fastest day keeps to its corridor, so there a
 * larger town near the middle and close to the road wins over a village at the very middle: it
 * is where the main road's services are. `towns` are the day's towns along the route, in order.
 */
function lunchTown(
  towns: readonly TownOnRoute[],
  fromKm: number,
  toKm: number,
  routeType: RouteType,
): TownOnRoute | undefined {
  const midKm = (fromKm + toKm) / 2;
  const nearest = nearestToMiddle(towns, midKm);
  if (routeType !== 'fastest') return nearest;
  const window = (toKm - fromKm) * LUNCH_WINDOW_SHARE;
  let best = nearest;
  let bestScore = -Infinity;
  for (const t of towns) {
    if (Math.abs(t.km - midKm) > window) continue;
    // A town 10× larger is worth the whole window's drive, or 5 km off the road.
    const score = Math.log10(t.population) - Math.abs(t.km - midKm) / window - t.offKm / 5;
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

function nearestToMiddle(towns: readonly TownOnRoute[], midKm: number): TownOnRoute | undefined {
  return towns.reduce<TownOnRoute | undefined>(
    (a, t) => (!a || Math.abs(t.km - midKm) < Math.abs(a.km - midKm) ? t : a),
    undefined,
  );
}

import { LOOP_TOLERANCE, PlanTripMessages } from '@roadbook/contracts';
import type { LatLng, RouteType, TravelMode } from '@roadbook/contracts';
import type { CuratedPlace, CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { formatDuration } from '../format/units.format';
import { distanceKm } from '../geo/geo.util';
import type { PlaceKind } from '../ports/places.port';
import { cheapestInsertion } from '../route/riding-road-vias';
import { stretchEstimate } from '../route/road-model';
import { isOpenOn } from '../route/road-seasons';

/**
 * Loops (docs/product.md#loops): a ride from the start through the famous riding roads near it
 * and back, of about the hours asked. Every road open on the day and within reach anchors a loop
 * (start, road, start); roads are then added where they lengthen it least while that brings its
 * moving time closer to the hours asked. The loops within LOOP_TOLERANCE of them, closest first,
 * are the choices; a seed picks one of the best few, so a second plan of the same place (another
 * trip, another seed) rides another loop. Where the roads make fewer than two such loops, famous
 * sights near the start may turn one too.
 */

/** How far from the start a loop's roads may lie: about a third of what the hours ride. */
export function loopReachKm(hours: number): number {
  return Math.min(LOOP_REACH_MAX_KM, LOOP_REACH_BASE_KM + hours * LOOP_REACH_KM_PER_HOUR);
}

const LOOP_REACH_BASE_KM = 20;
const LOOP_REACH_KM_PER_HOUR = 25;
const LOOP_REACH_MAX_KM = 320;
/** A road or sight this close to the start is passed on the way out anyway; it anchors nothing. */
const MIN_ROAD_KM = 3;
/** Roads considered for one loop: the nearest, so the search stays small. */
const MAX_CANDIDATES = 24;
/** Most roads and sights a loop turns at: more is a tour, not a loop. */
const MAX_LOOP_STOPS = 6;
/** The best loops a seed chooses among. */
const CHOICES = 4;

export interface LoopRequest {
  hours: number;
  /** The day the loop is ridden: roads closed for the season are left out. */
  date: string;
  travelMode: TravelMode;
  routeType: RouteType;
  /** Picks among the best loops; the same seed, the same loop. */
  seed: number;
}

export interface PlannedLoop {
  /** The riding roads (and sights, where the roads are too few) in the order ridden. */
  via: CuratedPlace[];
  /** The offline model's moving time of start → roads → start. */
  minutes: number;
  /** Whether `minutes` is within LOOP_TOLERANCE of the hours asked. */
  withinTolerance: boolean;
}

/** The curated places of `kinds` within a loop's reach of `start`, nearest first. */
function placesInReach(
  catalog: CuratedPlacesCatalog,
  start: LatLng,
  hours: number,
  kinds: readonly PlaceKind[],
): CuratedPlace[] {
  return catalog
    .near(start, loopReachKm(hours))
    .filter((p) => kinds.includes(p.kind))
    .map((place) => ({ place, km: distanceKm(start, place) }))
    .filter(({ km }) => km >= MIN_ROAD_KM)
    .sort((a, b) => a.km - b.km || a.place.id - b.place.id)
    .map(({ place }) => place);
}

/** The riding roads a loop from `start` may ride on `date`, nearest first. */
function loopCandidates(
  catalog: CuratedPlacesCatalog,
  start: LatLng,
  hours: number,
  date: string,
): CuratedPlace[] {
  return placesInReach(catalog, start, hours, ['riding-road'])
    .filter((road) => isOpenOn(road.name, date))
    .slice(0, MAX_CANDIDATES);
}

/**
 * Why no loop can be planned from `start` on `date`, in the rider's words: no riding road within
 * reach, or all of them closed for the season. Null when there is a road to ride.
 */
export function loopRoadsProblem(
  catalog: CuratedPlacesCatalog,
  start: LatLng,
  hours: number,
  date: string,
): string | null {
  const roads = placesInReach(catalog, start, hours, ['riding-road']);
  if (roads.length === 0) return PlanTripMessages.noLoopRoads;
  return roads.some((road) => isOpenOn(road.name, date)) ? null : PlanTripMessages.loopRoadsClosed;
}

/**
 * The loop for `request`, or null when no riding road lies within reach. Loops through riding
 * roads come first; where fewer than two of them fit the hours (roads all near, or all far), the
 * famous sights in reach (nature, landmarks) may turn a loop too. A loop that cannot come within
 * the tolerance is the closest there is, marked so.
 */
export function planLoop(
  catalog: CuratedPlacesCatalog,
  start: LatLng,
  request: LoopRequest,
): PlannedLoop | null {
  const roads = loopCandidates(catalog, start, request.hours, request.date);
  if (roads.length === 0) return null;
  const target = request.hours * 60;
  const byCloseness = (a: PlannedLoop, b: PlannedLoop) =>
    Math.abs(a.minutes - target) - Math.abs(b.minutes - target);
  const throughRoads = searchLoops(start, roads, request).sort(byCloseness);
  let fitting = throughRoads.filter((loop) => loop.withinTolerance);
  if (fitting.length < 2) {
    const sights = placesInReach(catalog, start, request.hours, ['nature', 'landmark']).slice(
      0,
      MAX_CANDIDATES,
    );
    const withSights = searchLoops(start, [...roads, ...sights], request)
      .filter((loop) => loop.withinTolerance && !fitting.some((f) => sameLoop(f, loop)))
      .sort(byCloseness);
    fitting = [...fitting, ...withSights];
  }
  if (fitting.length === 0) return throughRoads[0];
  const choices = fitting.slice(0, CHOICES);
  return choices[Math.abs(Math.trunc(request.seed)) % choices.length];
}

function sameLoop(a: PlannedLoop, b: PlannedLoop): boolean {
  return loopKey(a.via) === loopKey(b.via);
}

function loopKey(via: readonly CuratedPlace[]): string {
  return via
    .map((p) => p.id)
    .sort((x, y) => x - y)
    .join(',');
}

/**
 * One loop per anchor among `candidates` (start, anchor, start), each grown by the candidate
 * that, inserted where it lengthens the loop least, brings its moving time closest to the hours
 * asked without passing the tolerance above them; distinct loops only.
 */
function searchLoops(
  start: LatLng,
  candidates: readonly CuratedPlace[],
  request: LoopRequest,
): PlannedLoop[] {
  const target = request.hours * 60;
  const ceiling = target * (1 + LOOP_TOLERANCE);
  const minutesOf = (via: readonly CuratedPlace[]) => {
    const path = [start, ...via, start];
    let minutes = 0;
    for (let i = 1; i < path.length; i++) {
      const { distanceKm: km, speedKmh } = stretchEstimate(
        path[i - 1],
        path[i],
        request.travelMode,
        request.routeType,
      );
      minutes += (km / speedKmh) * 60;
    }
    return minutes;
  };
  const loops = new Map<string, PlannedLoop>();
  for (const anchor of candidates) {
    let via = [anchor];
    let minutes = minutesOf(via);
    while (minutes < target && via.length < MAX_LOOP_STOPS) {
      let best: { via: CuratedPlace[]; minutes: number } | undefined;
      for (const place of candidates) {
        if (via.includes(place)) continue;
        const { index } = cheapestInsertion([start, ...via, start], place);
        const next = [...via.slice(0, index - 1), place, ...via.slice(index - 1)];
        const nextMinutes = minutesOf(next);
        if (nextMinutes > ceiling) continue;
        if (!best || Math.abs(nextMinutes - target) < Math.abs(best.minutes - target)) {
          best = { via: next, minutes: nextMinutes };
        }
      }
      if (!best || Math.abs(best.minutes - target) >= Math.abs(minutes - target)) break;
      ({ via, minutes } = best);
    }
    loops.set(loopKey(via), {
      via,
      minutes,
      withinTolerance: Math.abs(minutes - target) <= target * LOOP_TOLERANCE,
    });
  }
  return [...loops.values()];
}

/**
 * Said when no loop near the start comes within the tolerance of the hours asked: "This loop
 * rides about 1 h 40 min, not the 4 h asked: the riding roads near Boulder make no loop of that
 * length."
 */
export function loopLengthWarning(hoursAsked: number, minutes: number, start: string): string {
  return `This loop rides about ${formatDuration(minutes)}, not the ${hoursAsked} h asked: the riding roads near ${start} make no loop of that length.`;
}

import type { LatLng } from '@roadbook/contracts';
import type { Gazetteer, Town } from '../gazetteer/gazetteer';
import { cumulativeKm, distanceKm, interpolate, projectOnLine } from '../geo/geo.util';
import type { MainRoadNetwork } from './main-road-network';
import { isMountainous } from './road-model';

/**
 * Where the fastest offline line runs. Motorways and interstates link large towns and stay in
 * the valleys; two-lane roads climb through small mountain resorts. Without a road network, the
 * line bends through the large towns ("hubs") that lie close to the straight one, and between
 * them keeps to sizeable towns, passing resort-sized ones in the mountains by when a larger town
 * lies near. Where the main roads of ./main-roads.data.ts serve both ends, the line follows them
 * instead. The result is still an estimate: it names towns, never a road.
 */

/** Legs shorter than this run straight between their towns; no hub is worth a bend. */
const HUB_MIN_LEG_KM = 150;
/** How far a hub may lengthen the line: roads bend more around mountain ranges than on plains. */
const HUB_MAX_EXTRA = 0.05;
const HUB_MAX_EXTRA_MOUNTAINS = 0.15;
/** A hub that lengthens the line by 6 % must be 10× the size of one on the straight line. */
const HUB_EXTRA_COST = 1 / 0.06;
/** Hubs within a leg's first or last share, or this close to an end, are the ends' suburbs. */
const HUB_END_SHARE = 0.1;
const HUB_END_KM = 40;
/** Bends of bends: a leg is split at most this many times over. */
const HUB_MAX_DEPTH = 6;

/** Legs shorter than this run between their towns: main roads matter on longer ones. */
const MAIN_ROAD_MIN_LEG_KM = 60;
/** How far from each end a main road may be joined: a share of the leg, within bounds. */
const MAIN_ROAD_ACCESS_SHARE = 0.2;
const MAIN_ROAD_ACCESS_KM: [min: number, max: number] = [25, 100];
/** Side roads to a main road are slower than it: their length counts this many times. */
const MAIN_ROAD_ACCESS_WEIGHT = 1.3;
/**
 * How much longer than the straight line a way along main roads may be: on plains the main
 * road runs nearly straight or another one would; across mountains it takes the pass or the
 * tunnel, wherever that is.
 */
const MAIN_ROAD_MAX_EXTRA = 0.15;
const MAIN_ROAD_MAX_EXTRA_MOUNTAINS = 0.4;
/**
 * Across empty country the main roads are the only roads, however far round they go: Prince
 * George to Whitehorse by the Cassiar is half as long again as the straight line, which crosses
 * nothing but mountains.
 */
const MAIN_ROAD_MAX_EXTRA_EMPTY = 0.7;
/** A straight line with no settlement at all this near one of its points crosses empty country. */
const EMPTY_COUNTRY_KM = 100;
/** How far apart along the straight line it is probed for empty country. */
const EMPTY_PROBE_STEP_KM = 50;

/**
 * The points a fastest leg passes, ends included: along the main roads where they serve both
 * ends (`alongMainRoads`), otherwise through the corridor's hubs.
 */
export function corridorPoints(
  { gazetteer, mainRoads }: { gazetteer: Gazetteer; mainRoads: MainRoadNetwork },
  from: LatLng,
  to: LatLng,
): { points: LatLng[]; alongMainRoads: boolean } {
  const alongMainRoads = mainRoadPoints(gazetteer, mainRoads, from, to);
  return alongMainRoads
    ? { points: alongMainRoads, alongMainRoads: true }
    : { points: [from, ...corridorHubs(gazetteer, from, to), to], alongMainRoads: false };
}

function mainRoadPoints(
  gazetteer: Gazetteer,
  mainRoads: MainRoadNetwork,
  from: LatLng,
  to: LatLng,
): LatLng[] | undefined {
  const gc = distanceKm(from, to);
  if (gc < MAIN_ROAD_MIN_LEG_KM) return undefined;
  const mountainous = [from, interpolate(from, to, 0.5), to].some(isMountainous);
  // Empty country is probed only when no way along the main roads is near enough straight.
  return (
    mainRoadPath(
      mainRoads,
      from,
      to,
      mountainous ? MAIN_ROAD_MAX_EXTRA_MOUNTAINS : MAIN_ROAD_MAX_EXTRA,
    ) ?? mainRoadsAcrossEmptyCountry({ gazetteer, mainRoads }, from, to)
  );
}

/**
 * The points along the main roads from `from` to `to` where the straight line between them
 * crosses empty country, which has no other roads, for any route type; else none.
 */
export function mainRoadsAcrossEmptyCountry(
  { gazetteer, mainRoads }: { gazetteer: Gazetteer; mainRoads: MainRoadNetwork },
  from: LatLng,
  to: LatLng,
): LatLng[] | undefined {
  const gc = distanceKm(from, to);
  if (gc < MAIN_ROAD_MIN_LEG_KM || !crossesEmptyCountry(gazetteer, from, to, gc)) return undefined;
  return mainRoadPath(mainRoads, from, to, MAIN_ROAD_MAX_EXTRA_EMPTY);
}

/** The shortest way along the main roads, joined near both ends, at most `maxExtra` longer. */
function mainRoadPath(
  mainRoads: MainRoadNetwork,
  from: LatLng,
  to: LatLng,
  maxExtra: number,
): LatLng[] | undefined {
  const gc = distanceKm(from, to);
  const [minAccess, maxAccess] = MAIN_ROAD_ACCESS_KM;
  return mainRoads.path(from, to, {
    accessKm: Math.min(maxAccess, Math.max(minAccess, gc * MAIN_ROAD_ACCESS_SHARE)),
    accessWeight: MAIN_ROAD_ACCESS_WEIGHT,
    maxKm: gc * (1 + maxExtra),
  });
}

/** Whether some point of the straight line has no settlement at all within EMPTY_COUNTRY_KM. */
function crossesEmptyCountry(gazetteer: Gazetteer, from: LatLng, to: LatLng, gc: number): boolean {
  const probes = Math.floor(gc / EMPTY_PROBE_STEP_KM);
  for (let i = 1; i < probes; i++)
    if (!gazetteer.any(interpolate(from, to, i / probes), EMPTY_COUNTRY_KM)) return true;
  return false;
}

/** The least population of a hub: larger for longer legs, which follow the biggest roads. */
export function hubMinPopulation(legKm: number): number {
  return legKm >= 600 ? 50_000 : 20_000;
}

/**
 * The least population of a town the fastest line passes through, scaled with the leg: a long
 * drive keeps to the towns a main road serves, a short one may pass villages.
 */
export function corridorMinPopulation(legKm: number): number {
  return legKm >= 300 ? 5000 : legKm >= 100 ? 2000 : 1000;
}

/** Below this, a town in the mountains is taken for a resort or a pass village. */
const RESORT_MAX_POPULATION = 20_000;
/** What being resort-sized in the mountains costs, in log-population: a town 5× larger wins. */
const RESORT_PENALTY = 0.7;

/**
 * How well a town found `fromLineKm` from a point of the straight line (within `radiusKm`) suits
 * a fastest leg: bigger towns sit on bigger roads, distance from the line costs more than size
 * gains, and a small mountain town loses to a larger one nearby.
 */
export function corridorTownScore(town: Town, fromLineKm: number, radiusKm: number): number {
  const resort =
    town.population < RESORT_MAX_POPULATION && isMountainous(town) ? RESORT_PENALTY : 0;
  return Math.log10(town.population) - fromLineKm / (radiusKm / 2) - resort;
}

/**
 * The hubs a fastest leg passes, in order from `from` to `to` (the ends excluded): the large town
 * that lengthens the line least for its size, then the same on each side of it.
 */
export function corridorHubs(gazetteer: Gazetteer, from: LatLng, to: LatLng): LatLng[] {
  const gc = distanceKm(from, to);
  if (gc < HUB_MIN_LEG_KM) return [];
  // One search for the whole leg: within the largest bend allowed, a hub lies inside this circle
  // around the middle, and each bend's hubs lie in (very nearly) the same reach.
  const towns = gazetteer.near(
    interpolate(from, to, 0.5),
    (gc / 2) * (1 + HUB_MAX_EXTRA_MOUNTAINS),
    hubMinPopulation(HUB_MIN_LEG_KM),
  );
  return hubsBetween(towns, from, to, 0);
}

/** `towns`: the candidates, each within the largest bend of a leg that holds this one. */
function hubsBetween(towns: readonly Town[], from: LatLng, to: LatLng, depth: number): LatLng[] {
  const gc = distanceKm(from, to);
  if (gc < HUB_MIN_LEG_KM || depth >= HUB_MAX_DEPTH) return [];
  const mid = interpolate(from, to, 0.5);
  const mountainous = [from, mid, to].some(isMountainous);
  const maxExtra = mountainous ? HUB_MAX_EXTRA_MOUNTAINS : HUB_MAX_EXTRA;
  const minPopulation = hubMinPopulation(gc);
  const endKm = Math.max(gc * HUB_END_SHARE, HUB_END_KM);
  const line = [from, to];
  const cum = cumulativeKm(line);
  const reach: Town[] = [];
  const nearMiddle = withinFlat(mid, (gc / 2) * (1 + HUB_MAX_EXTRA_MOUNTAINS));
  let best: { hub: Town; score: number } | undefined;
  for (const t of towns) {
    // Most candidates of a short bend lie far from it: a flat-earth test first.
    if (!nearMiddle(t)) continue;
    const extra = (distanceKm(from, t) + distanceKm(t, to)) / gc - 1;
    if (extra > HUB_MAX_EXTRA_MOUNTAINS) continue;
    reach.push(t);
    if (extra > maxExtra || t.population < minPopulation) continue;
    const { alongKm } = projectOnLine(t, line, cum);
    if (alongKm < endKm || alongKm > gc - endKm) continue;
    const score = Math.log10(t.population) - extra * HUB_EXTRA_COST;
    if (!best || score > best.score) best = { hub: t, score };
  }
  if (!best) return [];
  const hub = { lat: best.hub.lat, lng: best.hub.lng };
  return [
    ...hubsBetween(reach, from, hub, depth + 1),
    hub,
    ...hubsBetween(reach, hub, to, depth + 1),
  ];
}

/** Whether a point lies within `radiusKm` of `center`, by a flat-earth bound with 10 % slack. */
function withinFlat(center: LatLng, radiusKm: number): (p: LatLng) => boolean {
  const cosLat = Math.max(0.1, Math.cos((center.lat * Math.PI) / 180));
  const reach2 = ((radiusKm * 1.1) / 111) ** 2;
  return (p) => {
    const dy = p.lat - center.lat;
    const dx = (((p.lng - center.lng + 540) % 360) - 180) * cosLat;
    return dx * dx + dy * dy <= reach2;
  };
}

import type { LatLng, PlanTripInput } from '@roadbook/contracts';
import type { CuratedPlace, CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { addDays } from '../days/local-time';
import { cumulativeKm, distanceKm, interpolate, projectOnLine } from '../geo/geo.util';
import type { RouteRequest, RoutedLeg } from '../ports/router.port';
import { cheapestInsertion, ridingRoadVias } from '../route/riding-road-vias';
import { isOpenOn, seasonOf } from '../route/road-seasons';
import type { RoadSeason } from '../route/road-seasons';
import type { FerryCrossing } from '../reach/reachability';
import type { CrossingSequence } from './ferry-crossings';
import type { Located } from './itinerary-response.parts';

/**
 * A line goes over a closed pass when it passes this close, or closer than this share of the
 * stretch between the two towns it is drawn through: an offline line knows towns, not roads, and
 * a long straight stretch across a range is its guess at the pass road.
 */
const CROSSING_KM = 3;
const CROSSING_SHARE = 0.3;

/** A seasonal road the trip would have ridden on a day it is usually closed. */
export interface SeasonClosure {
  road: LatLng & { name: string };
  season: RoadSeason;
  /** The town the leg goes by instead, when the leg was routed around the road. */
  around?: string;
  /** The rider named the road itself as a stop: nothing in the plan goes around it. */
  unavoidable: boolean;
}

export interface RoutedLegs {
  legs: RoutedLeg[];
  closures: SeasonClosure[];
}

/**
 * The day a leg is ridden, near enough to tell a road's season: the trip's days spread over
 * its legs by straight-line distance (undated trips are planned as starting today).
 */
function legDates(sequence: Located[], firstDate: string, dayCount: number): string[] {
  const cum = cumulativeKm(sequence);
  const total = cum[cum.length - 1] || 1;
  return sequence.slice(1).map((_, i) => {
    const middle = (cum[i] + cum[i + 1]) / 2 / total;
    return addDays(firstDate, Math.min(dayCount - 1, Math.floor(middle * dayCount)));
  });
}

/**
 * Routes each leg of the plan, by the towns its road goes by round open water
 * (./ferry-crossings.ts). A scenic leg rides the famous roads near it (as via points, so their
 * distance and time are the leg's), except those closed for the season on the day; a leg whose
 * line crosses a pass closed that day is routed around it by the town the pass's season names.
 * Every road left out for its season is reported, so the day can say so.
 */
export async function routeLegs(
  { sequence, ferries, around }: CrossingSequence,
  input: PlanTripInput,
  { firstDate, dayCount }: { firstDate: string; dayCount: number },
  catalog: CuratedPlacesCatalog,
  route: (request: RouteRequest, leg: number) => Promise<RoutedLeg>,
  /** A loop's roads and sights (./loop-route.ts): its one leg rides through them, and no others. */
  loopVia?: readonly CuratedPlace[],
): Promise<RoutedLegs> {
  const dates = legDates(sequence, firstDate, dayCount);
  const closures: SeasonClosure[] = namedClosedRoads(sequence, dates);
  const legs: RoutedLeg[] = [];
  for (let i = 1; i < sequence.length; i++) {
    const [from, to, date] = [sequence[i - 1], sequence[i], dates[i - 1]];
    const ferry = ferries.get(i);
    if (ferry) {
      legs.push(sailing(ferry));
      continue;
    }
    const roads = loopVia
      ? { ridden: loopVia, closed: [] }
      : input.routeType === 'scenic'
        ? ridingRoadVias(catalog, from, to, date)
        : { ridden: [], closed: [] };
    for (const road of roads.closed) {
      closures.push({ road, season: seasonOf(road.name)!, unavoidable: false });
    }
    const request = {
      from,
      to,
      via: roundOpenWater(
        [from, ...roads.ridden.map(({ lat, lng }) => ({ lat, lng })), to],
        around.get(i) ?? [],
      ),
      travelMode: input.travelMode,
      routeType: input.routeType,
    };
    let leg = await route(request, i);
    const crossed = closedPassesCrossed(catalog, leg.geometry, date, [from, to]);
    if (crossed.length) {
      const via = [from, ...request.via, to];
      for (const { season } of crossed) {
        via.splice(cheapestInsertion(via, season.around!).index, 0, season.around!);
      }
      leg = await route({ ...request, via: via.slice(1, -1) }, i);
      closures.push(
        ...crossed.map(({ road, season }) => ({
          road,
          season,
          around: season.around!.name,
          unavoidable: false,
        })),
      );
    }
    legs.push(leg);
  }
  return { legs, closures: onePerRoad(closures) };
}

/** A leg's via points with the towns its road passes round open water, each where it costs least. */
function roundOpenWater(path: LatLng[], towns: readonly LatLng[]): LatLng[] {
  const via = [...path];
  for (const { lat, lng } of towns)
    via.splice(cheapestInsertion(via, { lat, lng }).index, 0, { lat, lng });
  return via.slice(1, -1);
}

/**
 * One closure a road, the one that says most: the rider named it (no way around), else the leg
 * was routed around it (the detour's town), else it was only left out of a scenic leg. A road
 * left out of a leg is often the pass its line then crossed and was routed around: one alert.
 */
function onePerRoad(closures: SeasonClosure[]): SeasonClosure[] {
  const weight = (closure: SeasonClosure) => (closure.unavoidable ? 2 : closure.around ? 1 : 0);
  const byRoad = new Map<string, SeasonClosure>();
  for (const closure of closures) {
    const kept = byRoad.get(closure.road.name);
    if (!kept || weight(closure) > weight(kept)) byRoad.set(closure.road.name, closure);
  }
  return [...byRoad.values()];
}

/** A ferry's crossing as a leg: the straight line over the water, the sailing's time. */
function sailing(ferry: FerryCrossing): RoutedLeg {
  return {
    distanceKm: ferry.seaKm,
    durationMinutes: ferry.minutes,
    geometry: [ferry.from, ferry.to].map(({ lat, lng }) => ({ lat, lng })),
    estimated: false,
    ferry,
  };
}

/** Closed passes with a way around that a line goes over, other than the leg's own ends. */
function closedPassesCrossed(
  catalog: CuratedPlacesCatalog,
  line: LatLng[],
  date: string,
  ends: Located[],
): { road: LatLng & { name: string }; season: RoadSeason }[] {
  const middle = interpolate(line[0], line[line.length - 1], 0.5);
  const reach = Math.max(...line.map((p) => distanceKm(middle, p))) + CROSSING_KM;
  return catalog
    .near(middle, reach)
    .filter((road) => road.kind === 'riding-road' && !ends.some((end) => end.name === road.name))
    .flatMap((road) => {
      const season = seasonOf(road.name);
      if (!season?.around || isOpenOn(road.name, date)) return [];
      return crosses(line, road) ? [{ road, season }] : [];
    });
}

function crosses(line: LatLng[], p: LatLng): boolean {
  for (let i = 1; i < line.length; i++) {
    const stretch = [line[i - 1], line[i]];
    const cum = cumulativeKm(stretch);
    const threshold = Math.max(CROSSING_KM, cum[1] * CROSSING_SHARE);
    if (projectOnLine(p, stretch, cum).offKm <= threshold) return true;
  }
  return false;
}

/** Stops the rider named that are seasonal roads closed on the day the trip reaches them. */
function namedClosedRoads(sequence: Located[], dates: string[]): SeasonClosure[] {
  return sequence.flatMap((place, i) => {
    const season = place.kind === 'curated' ? seasonOf(place.name) : undefined;
    const date = dates[Math.max(0, i - 1)];
    if (!season || isOpenOn(place.name, date)) return [];
    return [{ road: place, season, unavoidable: true }];
  });
}

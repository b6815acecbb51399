import type { FuelGap, FuelStop, GroupRider, LatLng, RouteType, Stop } from '@roadbook/contracts';
import type { Gazetteer } from '../gazetteer/gazetteer';
import type { FerryCrossing, Reachability } from '../reach/reachability';
import { displayName, timeZoneFor } from '../gazetteer/regions';
import { round } from '../geo/geo.util';
import type { RouteTrack } from '../route/route-track';
import { formatDistance, formatDuration } from '../format/units.format';
import { corridorMinPopulation } from '../route/corridor';
import { lunchStop, type LunchStop } from './lunch-town';
import { townsAlong } from './towns-along';
import type { TownOnRoute } from './towns-along';

/** A point where a day starts or ends: a real town (or a stop the traveller named). */
export interface DayEnd extends LatLng {
  name: string;
  shortName: string;
  countryCode: string;
  timeZone: string;
  /** Road km along the trip. */
  km: number;
  /** Extra road distance between the route and the town. */
  offKm: number;
  /** False for named places nobody sleeps at, such as a pass summit or a lake. */
  canOvernight: boolean;
}

export interface SplitDay {
  start: DayEnd;
  end: DayEnd;
  distanceKm: number;
  drivingMinutes: number;
  fuelStops: FuelStop[];
  /** Stretches longer than the fuel range with no town to fuel in (km from the day's start). */
  fuelGaps: FuelGap[];
  /** Towns passed through, in order, for the driving activity's waypoints. */
  towns: string[];
  /** Where the day stops for lunch (./lunch-town.ts). */
  lunch: LunchStop;
  overBudget: boolean;
  geometry: LatLng[];
  /** The car ferries the day takes: their time and distance are not in the day's riding. */
  ferries: FerryCrossing[];
  /** A rest day: no riding, the night before and after at its end. */
  rest?: true;
}

/** What the days are placed on: the towns, and whether a road joins one to the route. */
export interface DayMap {
  gazetteer: Gazetteer;
  /** An island or a shore across open water near the route is no night: no road goes there. */
  reach: Pick<Reachability, 'between'>;
}

export interface SplitRequest {
  track: RouteTrack;
  /** The named stops: start, waypoints, destination (and start again on round trips). */
  stops: DayEnd[];
  dayCount: number;
  budgetMinutes: number;
  /**
   * The riding that still arrives in daylight (day-schedule.ts), when less than the budget: a
   * leg whose days leave room for it places its nights so that no day rides more. The budget
   * still decides which days are over it.
   */
  daylightMinutes?: number;
  /** Kilometres between fuel stops, or null when the plan needs none. */
  fuelRangeKm: number | null;
  /** The group's rider whose range (less a reserve) is `fuelRangeKm`, named in fuel warnings. */
  fuelRider?: GroupRider;
  /** Distances in warnings are given in miles when true. */
  imperial?: boolean;
  /** A fastest trip takes its lunch and fuel stops in the larger towns of its corridor. */
  routeType: RouteType;
  /**
   * Days off the bike at one of the stops (not the start), after the riding day that ends
   * there; `dayCount` counts the riding days only. A stop before the last needs two riding days.
   */
  rest?: { stopIndex: number; days: number };
}

export interface SplitResult {
  days: SplitDay[];
  warnings: string[];
}

/** Towns this small still have a gas station and somewhere to sleep in most of NA and Europe. */
const NIGHT_TOWN_MIN_POPULATION = 1000;
/**
 * In empty country, a night this far from the route at most: beyond it, no road to the town can
 * be assumed (Wrangell, on its island 130 km off the Cassiar Highway, was planned as a night).
 */
const NIGHT_MAX_OFF_ROUTE_KM = 80;
/** Share of the daily budget the splitter plans to, leaving room for the detour into town. */
const BUDGET_MARGIN = 0.97;
/**
 * Share of the daily budget a day is counted at when choosing how many days a route needs: below
 * BUDGET_MARGIN, because the nights fall at towns near the split points, not on them, and a day
 * that ends a few kilometres past its point must still fit.
 */
const DAYS_NEEDED_MARGIN = 0.95;
const FUEL_TOWN_MIN_POPULATION = 500;

/** A riding day under this share of its trip's average riding day is a token ride. */
export const TOKEN_RIDE_SHARE = 0.25;

/** Whether some riding day is a token ride beside the others (rest days aside). */
export function hasTokenRide(days: SplitDay[]): boolean {
  const riding = days.filter((d) => !d.rest);
  if (riding.length < 2) return false;
  const mean = riding.reduce((sum, d) => sum + d.drivingMinutes, 0) / riding.length;
  return riding.some((d) => d.drivingMinutes < mean * TOKEN_RIDE_SHARE);
}

/**
 * Days a route needs at a daily moving-time budget, with room for the detours into the towns
 * near the split points.
 */
export function daysNeeded(ridingMinutes: number, budgetMinutes: number): number {
  return Math.max(1, Math.ceil(ridingMinutes / (budgetMinutes * DAYS_NEEDED_MARGIN)));
}

/**
 * Splits the route into days of equal driving time, ends each day at a real town near the split
 * point (a named waypoint if one is close), keeps each day inside the driving budget when the
 * number of days allows, and places fuel stops so that no stretch exceeds the tank range.
 */
export function splitIntoDays(map: DayMap, request: SplitRequest): SplitResult {
  const { gazetteer } = map;
  const { track, dayCount, budgetMinutes } = request;
  const fitsBudget = track.ridingMinutes / dayCount <= budgetMinutes;
  const ends = nightsOf(map, request);
  const ridingDays = ends.slice(1).map((end, i) => rideBetween(gazetteer, request, ends[i], end));
  const days = request.rest ? withRestDays(ridingDays, request.stops, request.rest) : ridingDays;
  return {
    days,
    warnings: [
      ...(fitsBudget ? [] : [overBudgetWarning(track.ridingMinutes, dayCount, budgetMinutes)]),
      ...dayWarnings(days, fitsBudget),
    ],
  };
}

/** Why every day runs over the rider's budget: too few days for the route, and how many would do. */
function overBudgetWarning(ridingMinutes: number, dayCount: number, budgetMinutes: number): string {
  const perDay = ridingMinutes / dayCount;
  const needed = daysNeeded(ridingMinutes, budgetMinutes);
  return (
    `The route needs about ${formatDuration(perDay)} of driving a day over ${dayCount} day${dayCount > 1 ? 's' : ''}, ` +
    `more than your ${formatDuration(budgetMinutes)} daily budget; ${needed} days would keep every day inside it.`
  );
}

/**
 * Where each riding day starts and ends: the start, a town near each split point of equal
 * driving time, the nights the plan fixes (a rest stop, the last stop).
 */
function nightsOf(map: DayMap, request: SplitRequest): DayEnd[] {
  const { track, stops, dayCount, budgetMinutes } = request;
  const ends: DayEnd[] = [stops[0]];
  for (const leg of ridingLegs(track, stops, dayCount, request.rest)) {
    const endMinutes = track.minutesAtKm(leg.to.km);
    const perLegDay = (endMinutes - track.minutesAtKm(ends[ends.length - 1].km)) / leg.days;
    // Nights fall so that each day arrives in daylight where the leg's days leave room for it.
    const placingMinutes =
      request.daylightMinutes !== undefined && perLegDay <= request.daylightMinutes
        ? Math.min(budgetMinutes, request.daylightMinutes)
        : budgetMinutes;
    const legFits = perLegDay <= placingMinutes;
    for (let d = 1; d < leg.days; d++) {
      const prev = ends[ends.length - 1];
      const remainingDays = leg.days - d + 1;
      const targetMinutes =
        track.minutesAtKm(prev.km) + (endMinutes - track.minutesAtKm(prev.km)) / remainingDays;
      // Stay inside the budget today, and stop late enough that the days left can stay inside it
      // too; a small margin absorbs the detour into town.
      const usable = placingMinutes * BUDGET_MARGIN;
      const limitKm = legFits
        ? track.kmAtMinutes(track.minutesAtKm(prev.km) + usable) - prev.offKm
        : Infinity;
      const floorKm = legFits ? track.kmAtMinutes(endMinutes - (leg.days - d) * usable) : 0;
      // Nobody sleeps at sea: a split point on a crossing moves to the port it lands at.
      const targetKm = track.kmAtMinutes(targetMinutes);
      const landing = track.crossingAt(targetKm);
      ends.push(
        nightStop(
          map,
          track,
          stops,
          prev.km,
          landing?.toKm ?? targetKm,
          floorKm,
          landing ? Math.max(limitKm, landing.toKm) : limitKm,
          leg.to.km,
        ),
      );
    }
    ends.push(leg.to);
  }
  return ends;
}

/** One riding day from `start` to `end`: its distance and time, towns, lunch and fuel stops. */
function rideBetween(
  gazetteer: Gazetteer,
  request: SplitRequest,
  start: DayEnd,
  end: DayEnd,
): SplitDay {
  const { track, stops } = request;
  const sea = track.atSea(start.km, end.km);
  const roadKm = Math.max(0, end.km - start.km - sea.km);
  const distanceKm = roadKm + start.offKm + end.offKm;
  const minutesPerKm =
    roadKm > 0
      ? (track.minutesAtKm(end.km) - track.minutesAtKm(start.km) - sea.minutes) / roadKm
      : 1.2;
  const drivingMinutes = distanceKm * minutesPerKm;
  // Not the towns under a crossing's line: Brindisi and Corfu lie by Bari–Igoumenitsa's.
  const along = townsAlong(
    gazetteer,
    track,
    start.km,
    end.km,
    Math.max(4, Math.min(10, roadKm / 25)),
    500,
  ).filter((town) => !track.crossingAt(town.km));
  const ferries = track.ferries
    .filter((f) => f.fromKm >= start.km && f.toKm <= end.km)
    .map((f) => f.crossing);
  const fuel = request.fuelRangeKm
    ? planFuel(gazetteer, track, start, end, {
        rangeKm: request.fuelRangeKm,
        imperial: request.imperial ?? false,
        corridor: request.routeType === 'fastest',
        rider: request.fuelRider,
      })
    : { stops: [], gaps: [] };
  return {
    start,
    end,
    distanceKm,
    drivingMinutes,
    fuelStops: fuel.stops,
    fuelGaps: fuel.gaps,
    towns: withNamedStops(pickTowns(along, 8), stops, start.km, end.km),
    lunch: lunchStop(gazetteer, {
      track,
      along,
      fromKm: start.km,
      toKm: end.km,
      drivingMinutes,
      ferries,
      startName: start.shortName,
      endName: end.shortName,
      routeType: request.routeType,
    }),
    overBudget: Math.round(drivingMinutes) > request.budgetMinutes,
    geometry: [start, ...track.slice(start.km, end.km), end],
    ferries,
  };
}

/** The riding days with the rest days put in after the day that ends at the rest stop. */
function withRestDays(
  ridingDays: SplitDay[],
  stops: DayEnd[],
  rest: NonNullable<SplitRequest['rest']>,
): SplitDay[] {
  const restStop = stops[rest.stopIndex];
  const after = ridingDays.findIndex((d) => d.end === restStop);
  return [
    ...ridingDays.slice(0, after + 1),
    ...Array.from({ length: rest.days }, () => restDay(restStop)),
    ...ridingDays.slice(after + 1),
  ];
}

/**
 * Each day's fuel gaps, the nights with no town near, and, where the days could fit the budget,
 * the days that still run over it.
 */
function dayWarnings(days: SplitDay[], fitsBudget: boolean): string[] {
  const warnings: string[] = [];
  for (const [i, d] of days.entries()) {
    for (const gap of d.fuelGaps) warnings.push(`Day ${i + 1}: ${gap.warning}`);
  }
  for (const [i, d] of days.slice(0, -1).entries()) {
    if (!d.end.canOvernight) {
      warnings.push(
        `Night ${i + 1}: no town within ${NIGHT_MAX_OFF_ROUTE_KM} km of the estimated route; plan this stop with an online router or add a waypoint.`,
      );
    }
  }
  if (fitsBudget) {
    for (const [i, d] of days.entries()) {
      if (d.overBudget)
        warnings.push(
          `Day ${i + 1} runs over your daily budget: no town lies close enough to the ideal stopping point.`,
        );
    }
  }
  return warnings;
}

/**
 * The riding between the start and the last stop as legs that each end at a night the plan fixes:
 * one leg, or two around a rest stop before the last, its riding days shared so that the longer
 * leg's days are as short as they can be.
 */
function ridingLegs(
  track: RouteTrack,
  stops: DayEnd[],
  dayCount: number,
  rest: SplitRequest['rest'],
): { to: DayEnd; days: number }[] {
  const last = stops[stops.length - 1];
  if (!rest || rest.stopIndex >= stops.length - 1 || dayCount < 2) {
    return [{ to: last, days: dayCount }];
  }
  const restStop = stops[rest.stopIndex];
  const before = track.minutesAtKm(restStop.km);
  const after = track.totalMinutes - before;
  let daysBefore = 1;
  const longestDay = (k: number) => Math.max(before / k, after / (dayCount - k));
  for (let k = 2; k < dayCount; k++) if (longestDay(k) < longestDay(daysBefore)) daysBefore = k;
  return [
    { to: restStop, days: daysBefore },
    { to: last, days: dayCount - daysBefore },
  ];
}

/** A day off the bike at `stop`: it starts and ends there. */
function restDay(stop: DayEnd): SplitDay {
  return {
    start: stop,
    end: stop,
    distanceKm: 0,
    drivingMinutes: 0,
    fuelStops: [],
    fuelGaps: [],
    towns: [],
    lunch: { kind: 'town', name: stop.shortName },
    overBudget: false,
    geometry: [stop, stop],
    ferries: [],
    rest: true,
  };
}

function nightStop(
  { gazetteer, reach }: DayMap,
  track: RouteTrack,
  stops: DayEnd[],
  prevKm: number,
  targetKm: number,
  floorKm: number,
  limitKm: number,
  legEndKm: number,
): DayEnd {
  const window = Math.max(10, Math.min(50, (targetKm - prevKm) * 0.15));
  const lo = Math.max(prevKm + 5, targetKm - window, Math.min(floorKm, targetKm));
  const hi = Math.min(targetKm + window, limitKm, legEndKm - 5);
  // A named waypoint near the split point is where the traveller wants to be anyway.
  const named = stops.slice(1, -1).find((s) => s.canOvernight && s.km >= lo && s.km <= hi);
  if (named) return named;
  const byRoad = (town: LatLng, from: LatLng) => {
    const way = reach.between(from, town);
    return way.kind === 'road' && !way.around;
  };
  const pick = (
    from: number,
    to: number,
    radiusKm: number,
    minPopulation: number,
    withinBudget = true,
  ) => {
    const scored: { town: TownOnRoute; score: number }[] = [];
    for (const t of townsAlong(
      gazetteer,
      track,
      from,
      Math.max(from, to),
      radiusKm,
      minPopulation,
    )) {
      if (withinBudget && (t.km + t.offKm > limitKm || t.km - 2 * t.offKm < floorKm)) continue;
      // An island under a crossing's line is not on the way: the ferry does not call there.
      if (track.crossingAt(t.km)) continue;
      // Size matters (services, beds) but not more than staying close to the split point.
      const score =
        Math.log10(t.population) - (2 * Math.abs(t.km - targetKm)) / window - t.offKm / 4;
      scored.push({ town: t, score });
    }
    // The best that a road from the route reaches, asked of the best first: the outlines are
    // searched for a town only when it would be chosen.
    scored.sort((a, b) => b.score - a.score);
    return scored.find(({ town }) => byRoad(town, track.pointAt(town.km)))?.town;
  };
  // Further afield, a night no nearer the last one than half a day and no further than half a
  // day past the split point: days stay balanced, none a token ride beside a long one.
  const half = (targetKm - prevKm) / 2;
  const [near, far] = [prevKm + half, targetKm + half];
  const [from, to] = [Math.max(prevKm + 5, floorKm), Math.min(limitKm, legEndKm - 5)];
  let best =
    pick(lo, hi, 15, NIGHT_TOWN_MIN_POPULATION) ??
    // Nothing near the split point: anywhere the budget allows, smaller towns included, a
    // balanced day first.
    pick(Math.max(from, near), Math.min(to, far), 25, 200) ??
    pick(from, to, 25, 200) ??
    // Still nothing: a real town anywhere ahead beats a night in open country, even over budget.
    pick(
      Math.max(prevKm + 5, targetKm - 150, near),
      Math.min(legEndKm - 5, targetKm + 150, far),
      40,
      0,
      false,
    ) ??
    pick(
      Math.max(prevKm + 5, targetKm - 150),
      Math.min(legEndKm - 5, targetKm + 150),
      40,
      0,
      false,
    );
  if (!best) {
    // Empty country (the Nevada basin, the Norwegian fjeld): take the nearest town of any size.
    const p = track.pointAt(Math.min(targetKm, limitKm));
    const near = gazetteer.near(p, NIGHT_MAX_OFF_ROUTE_KM, 0).find((t) => byRoad(t, p));
    if (!near) {
      const timeZone = timeZoneFor('', '', p);
      // Offline routes cross open water in a straight line; say so rather than invent a town.
      return {
        ...p,
        name: 'Open country',
        shortName: 'Open country',
        countryCode: '',
        timeZone,
        km: targetKm,
        offKm: 0,
        canOvernight: false,
      };
    }
    const { km, offKm } = track.locate(near, prevKm, track.totalKm);
    best = { ...near, km, offKm };
  }
  return townEnd(best);
}

function townEnd(t: TownOnRoute): DayEnd {
  return {
    name: displayName(t.name, t.country, t.admin),
    shortName: t.name,
    lat: t.lat,
    lng: t.lng,
    countryCode: t.country,
    timeZone: timeZoneFor(t.country, t.admin, t),
    km: t.km,
    offKm: round(t.offKm, 1),
    canOvernight: true,
  };
}

/**
 * A stretch without fuel, with the rider's warning: "No fuel for about 260 miles: carry spare
 * fuel." For a group, it names the rider whose range it passes and the town to fill up in before
 * it ("… more than Ana's range of 93 miles: fill up in Battle Mountain, NV before it and carry spare
 * fuel.").
 */
function fuelGap(
  fromKm: number,
  toKm: number,
  imperial: boolean,
  group: { rider: GroupRider | undefined; fillUpAt: string },
): FuelGap {
  const stretch = `No fuel for about ${formatDistance(toKm - fromKm, imperial)}`;
  const { rider, fillUpAt } = group;
  return {
    fromKm: round(fromKm, 1),
    toKm: round(toKm, 1),
    warning: rider
      ? `${stretch}, more than ${rider.name}'s range of ${formatDistance(rider.fuelRangeKm, imperial)}: fill up in ${fillUpAt} before it and carry spare fuel.`
      : `${stretch}: carry spare fuel.`,
  };
}

/**
 * Fuel stops for one day, so that no stretch between the day's start, its fuel stops and its end
 * is longer than the range. Where empty country has no town within reach, the stretch up to the
 * next town (or the day's end) becomes a gap the day warns about; it is never left silent.
 * Positions are km from the start of the day, the same measure as the stops' `atKm`.
 */
function planFuel(
  gazetteer: Gazetteer,
  track: RouteTrack,
  start: DayEnd,
  end: DayEnd,
  {
    rangeKm,
    imperial,
    corridor,
    rider,
  }: { rangeKm: number; imperial: boolean; corridor: boolean; rider?: GroupRider },
): { stops: FuelStop[]; gaps: FuelGap[] } {
  const stops: FuelStop[] = [];
  const gaps: FuelGap[] = [];
  // Positions are ridden km from the day's start: a crossing's sea miles are not ridden.
  const position = (km: number) => km - start.km + start.offKm - track.atSea(start.km, km).km;
  const dayKm = position(end.km) + end.offKm;
  // The day starts with a full tank bought in the night's town; `lastKm` is where the rider
  // rejoins the route after the last fill-up.
  let lastKm = start.km - start.offKm;
  let lastPos = 0;
  while (position(end.km + end.offKm) - position(lastKm) > rangeKm) {
    // A ferry within reach: fill up at the port it lands at.
    const ferry = track.ferries.find(
      (f) =>
        f.fromKm >= lastKm && f.toKm <= end.km && position(f.fromKm) - position(lastKm) <= rangeKm,
    );
    if (ferry) {
      lastKm = ferry.toKm;
      lastPos = position(ferry.toKm);
      const port = ferry.crossing.to;
      stops.push({ ...port, role: 'fuel', atKm: round(lastPos, 1) });
      continue;
    }
    const lo = lastKm + rangeKm * 0.3;
    const hi = lastKm + rangeKm - 5;
    // The furthest reachable town keeps the number of stops down; in empty country a small
    // town a little off the road is better than running dry.
    // On a fastest day, a corridor town in the second half of the reach: the main road's
    // stations, at no more stops than the furthest village would take.
    const corridorTown = corridor
      ? furthestFuelTown(gazetteer, track, (lo + hi) / 2, hi, 8, corridorMinPopulation(rangeKm))
      : undefined;
    const reachable =
      corridorTown ??
      furthestFuelTown(gazetteer, track, lo, hi, 8, FUEL_TOWN_MIN_POPULATION) ??
      furthestFuelTown(gazetteer, track, lo, hi, 25, 0);
    // Nothing within reach: the rider carries fuel to the first town past the range.
    const t =
      reachable ??
      townsAlong(gazetteer, track, hi, Math.max(hi, end.km - 5), 25, 0).find(
        (c) => c.km + c.offKm < end.km,
      );
    const pos = t ? position(t.km) : dayKm;
    if (!reachable) {
      const fillUpAt = stops.at(-1)?.name ?? start.name;
      gaps.push(fuelGap(lastPos, pos, imperial, { rider, fillUpAt }));
    }
    if (!t) break;
    stops.push({ ...fuelStop(t, start), atKm: round(pos, 1) });
    lastKm = t.km - t.offKm;
    lastPos = pos;
  }
  return { stops, gaps };
}

function furthestFuelTown(
  gazetteer: Gazetteer,
  track: RouteTrack,
  lo: number,
  hi: number,
  radiusKm: number,
  minPopulation: number,
): TownOnRoute | undefined {
  const towns = townsAlong(gazetteer, track, lo, hi, radiusKm, minPopulation).filter(
    (t) => t.km + 2 * t.offKm <= hi,
  );
  return towns[towns.length - 1];
}

function fuelStop(t: TownOnRoute, start: DayEnd): FuelStop {
  const stop: Stop = {
    name: displayName(t.name, t.country, t.admin),
    lat: t.lat,
    lng: t.lng,
    role: 'fuel',
    countryCode: t.country,
  };
  return { ...stop, role: 'fuel', atKm: round(t.km - start.km + start.offKm, 1) };
}

/** Up to `max` towns spread along the day, preferring the larger ones. */
function pickTowns(towns: TownOnRoute[], max: number): TownOnRoute[] {
  if (towns.length <= max) return towns;
  const first = towns[0].km;
  const span = towns[towns.length - 1].km - first || 1;
  const buckets = new Map<number, TownOnRoute>();
  for (const t of towns) {
    const b = Math.min(max - 1, Math.floor(((t.km - first) / span) * max));
    const cur = buckets.get(b);
    if (!cur || t.population > cur.population) buckets.set(b, t);
  }
  return [...buckets.values()].sort((a, b) => a.km - b.km);
}

/** The day's towns merged with the traveller's own waypoints that fall inside the day, in order. */
function withNamedStops(
  towns: TownOnRoute[],
  stops: DayEnd[],
  fromKm: number,
  toKm: number,
): string[] {
  const named = stops
    .slice(1, -1)
    .filter((s) => s.km > fromKm && s.km < toKm)
    .map((s) => ({ name: s.shortName, km: s.km }));
  const all = [...towns.map((t) => ({ name: t.name, km: t.km })), ...named].sort(
    (a, b) => a.km - b.km,
  );
  return all.map((t) => t.name).filter((name, i, names) => names.indexOf(name) === i);
}

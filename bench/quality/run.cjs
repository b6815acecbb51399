// Itinerary quality benchmark: how close the offline planner's road distances are to published
// ones, how many typed place names the offline geocoder finds, whether long days and fuel gaps
// are always explained, whether fastest routes keep to major-road corridors, and whether a rider
// can trust the itinerary (riding roads ridden, seasons, the sea, day balance). Prints figures
// beside goals; asserts nothing (see bench/README.md).
// Run: node bench/quality/run.cjs   (npm run bench:quality; no build needed)
require('../planner/ts-register.cjs');
const { join } = require('node:path');

const root = join(__dirname, '../..');
const {
  createTripPlanner,
  cumulativeKm,
  distanceKm,
  loadPlannerData,
  loadReachability,
  OfflineGeocoderAdapter,
  OfflineRouterAdapter,
  NoLoopRoadsError,
  NoRoadError,
  PlaceNotFoundError,
  PlanTooLargeError,
  projectOnLine,
} = require(join(root, 'libs/planner/src/index.ts'));
const { isOpenOn } = require(join(root, 'libs/planner/src/route/road-seasons.ts'));
const { normalizeName } = require(join(root, 'libs/planner/src/gazetteer/normalize-name.ts'));
const { interpolate, pointAlong } = require(join(root, 'libs/planner/src/geo/geo.util.ts'));
const { planInput, TODAY } = require(join(root, 'libs/planner/src/testing/plan-input.fixture.ts'));
const { addDays } = require(join(root, 'libs/planner/src/days/local-time.ts'));
const { weatherHazardOf } = require(join(root, 'libs/contracts/src/planner/weather-hazard.ts'));
const distanceData = require('./distances.json');
const nameData = require('./names.json');
const pacingData = require('./pacing.json');
const corridorData = require('./corridors.json');
const trustData = require('./trust.json');
const loopData = require('./loops.json');

/** The goals (docs/performance.md, "Itinerary quality"): printed beside each figure, never asserted. */
const GOALS = {
  medianDistanceError: 0.08,
  worstDistanceError: 0.2,
  /** North America and Europe, where riders plan most: tighter than the world's. */
  medianDistanceErrorNaEu: 0.05,
  worstDistanceErrorNaEu: 0.15,
  /** A riding road listed as ridden lies this close to its day's line. */
  riddenRoadKm: 5,
  /** A loop's moving time against the hours asked (libs/contracts LOOP_TOLERANCE). */
  loopError: 0.2,
  /** A day riding less than this share of its trip's average day is a token ride. */
  tokenRideShare: 0.25,
  nameRadiusKm: 25,
  /** The named corridor checks of corridors.json: every one. */
  corridorChecks: 1,
  /**
   * At least half of a fastest line within reach of a town a main road serves, and three lunches
   * in four in such towns (CORRIDOR_TOWN_POPULATION).
   */
  corridorLineNearTowns: 0.5,
  corridorLunchTowns: 0.75,
};
/**
 * A town counts as passed when the offline line comes this close (corridors.json), and a point
 * of the line is in a corridor when a town of CORRIDOR_TOWN_POPULATION lies this close.
 */
const CORRIDOR_PASS_KM = 10;
/** A town this size has a main road's services: fuel, food, a motel. */
const CORRIDOR_TOWN_POPULATION = 5000;
/** Legs this long and longer are where the corridor matters; shorter ones pass suburbs. */
const CORRIDOR_MIN_LEG_KM = 150;
/** The line is probed this often for a town near it. */
const CORRIDOR_PROBE_KM = 5;
const FIRST_DATE = '2026-06-01';
/** Positions are rounded to 0.1 km in the response (as in days/fuel-range.property.spec.ts). */
const ROUNDING_KM = 0.2;

const pct = (value) => `${(value * 100).toFixed(1)} %`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The car trip between two places, undated (the planner picks the days), fastest route. */
function carTrip(planner, from, to) {
  const input = { travelMode: 'car', routeType: 'fastest', drivingHours: '8-10' };
  return planner.plan(planInput({ ...input, startLocation: from, destination: to }), TODAY);
}

const bareName = (text) => text.split(',')[0].trim();

async function distances(planner) {
  console.log(
    `\n1. Road distances: ${distanceData.pairs.length} city pairs, car, fastest, undated`,
  );
  const rows = [];
  for (const pair of distanceData.pairs) {
    // This part measures the road model: when the geocoder refuses a qualified name ("Sydney,
    // Australia"), the bare names are planned instead and the pair says so; part 2 counts the miss.
    const plan = await carTrip(planner, pair.from, pair.to).catch((error) =>
      error instanceof PlaceNotFoundError
        ? carTrip(planner, bareName(pair.from), bareName(pair.to)).then(
            (p) => ({ ...p, bare: true }),
            () => null,
          )
        : Promise.reject(error),
    );
    if (!plan) {
      rows.push({ ...pair, planned: null, error: Infinity });
      continue;
    }
    const km = plan.facts.totalDistanceKm;
    const labels = plan.facts.stops.filter((s) => s.label).map((s) => s.label);
    rows.push({ ...pair, planned: km, error: (km - pair.km) / pair.km, labels, bare: plan.bare });
  }
  const abs = rows.map((r) => Math.abs(r.error));
  for (const region of [...new Set(rows.map((r) => r.region))]) {
    const mine = rows.filter((r) => r.region === region).map((r) => Math.abs(r.error));
    console.log(
      `  ${region.padEnd(20)} ${String(mine.length).padStart(3)} pairs, median error ${pct(median(mine))}, worst ${pct(Math.max(...mine))}`,
    );
  }
  const bare = rows.filter((r) => r.bare).length;
  const failed = rows.filter((r) => r.planned === null);
  if (bare) console.log(`  ${bare} pairs planned from the bare names (qualified name not found)`);
  for (const r of failed) console.log(`  not planned at all: ${r.from} → ${r.to}`);
  console.log('  Worst five (planned vs published):');
  const worst = [...rows].sort((a, b) => Math.abs(b.error) - Math.abs(a.error));
  for (const r of worst.slice(0, 5)) {
    const planned = r.planned === null ? 'failed' : `${r.planned.toFixed(0)} km`;
    const sign = r.error > 0 ? '+' : '';
    console.log(
      `    ${`${r.from} → ${r.to}`.padEnd(50)} ${planned.padStart(7)} vs ${String(r.km).padStart(4)} km  ${sign}${pct(r.error)}`,
    );
    console.log(`      published: ${r.source}; planned between ${r.labels?.join(' and ') ?? '-'}`);
  }
  const over = rows.filter((r) => Math.abs(r.error) > GOALS.worstDistanceError);
  const planned = rows.filter((r) => r.planned !== null);
  const naEu = rows
    .filter((r) => r.region === 'North America' || r.region === 'Europe')
    .map((r) => Math.abs(r.error));
  console.log(
    `  North America and Europe: ${naEu.length} pairs, median error ${pct(median(naEu))}, worst ${pct(Math.max(...naEu))}`,
  );
  return {
    pairs: rows.length,
    medianError: median(abs),
    worstError: Math.max(...abs),
    pairsNaEu: naEu.length,
    medianErrorNaEu: median(naEu),
    worstErrorNaEu: Math.max(...naEu),
    pairsOverWorstGoal: over.length,
    plannedFromBareNames: bare,
    notPlanned: failed.length,
    meanSignedError: planned.reduce((s, r) => s + r.error, 0) / planned.length,
  };
}

async function names(data) {
  const geocoder = new OfflineGeocoderAdapter(data);
  console.log(`\n2. Place names: ${nameData.names.length} names, offline geocoder`);
  const misses = [];
  for (const entry of nameData.names) {
    const context = entry.context ? await geocoder.geocode(entry.context) : null;
    const found = await geocoder.geocode(entry.text, context ? { near: [context] } : undefined);
    const offKm = found ? distanceKm(found, entry) : Infinity;
    if (offKm > GOALS.nameRadiusKm) misses.push({ entry, found, context, offKm });
  }
  const kinds = [...new Set(nameData.names.map((e) => e.kind))];
  for (const kind of kinds) {
    const all = nameData.names.filter((e) => e.kind === kind).length;
    const missed = misses.filter((m) => m.entry.kind === kind).length;
    console.log(`  ${kind.padEnd(32)} ${all - missed}/${all}`);
  }
  console.log(misses.length ? '  Misses:' : '  No misses.');
  for (const { entry, found, context, offKm } of misses) {
    const asked = entry.context ? `"${entry.text}" near "${entry.context}"` : `"${entry.text}"`;
    const got = found ? `${found.label} (${offKm.toFixed(0)} km off)` : 'not found';
    const near = entry.context && !context ? '; the context itself was not found' : '';
    console.log(`    ${asked.padEnd(44)} expected ${entry.expect}, got ${got}${near}`);
  }
  return { names: nameData.names.length, resolved: nameData.names.length - misses.length };
}

/** The offline line of the fastest car route between two place names, or null if one is not found. */
async function fastestLine(geocoder, router, from, to) {
  const [a, b] = [await geocoder.geocode(from), await geocoder.geocode(to)];
  if (!a || !b) return null;
  return router.estimate({ from: a, to: b, travelMode: 'car', routeType: 'fastest' }).geometry;
}

/** The great circle between two points, as a line of 100 points. */
function greatCircle(from, to) {
  return Array.from({ length: 101 }, (_, i) => interpolate(from, to, i / 100));
}

/** Points of a line every CORRIDOR_PROBE_KM, and how many lie near a town of a main road. */
function corridorProbes(gazetteer, line) {
  const cum = cumulativeKm(line);
  const out = { probes: 0, near: 0 };
  for (let km = 0; km <= cum[cum.length - 1]; km += CORRIDOR_PROBE_KM) {
    out.probes++;
    const p = pointAlong(line, cum, km);
    if (gazetteer.near(p, CORRIDOR_PASS_KM, CORRIDOR_TOWN_POPULATION).length) out.near++;
  }
  return out;
}

/** The gazetteer's town of that name nearest to a line (a lunch town is on its day's route). */
function townOnLine(gazetteer, name, line) {
  const cum = cumulativeKm(line);
  const off = (t) => projectOnLine(t, line, cum).offKm;
  return gazetteer
    .byName(normalizeName(name))
    .reduce((best, t) => (!best || off(t) < off(best) ? t : best), undefined);
}

/**
 * Whether fastest routes keep to major-road corridors: the named checks of corridors.json
 * (towns the real road passes, towns it does not), then, over the distance pairs, how much of
 * the offline line runs near towns of CORRIDOR_TOWN_POPULATION or more (against the straight
 * line between the same places) and how many lunches of fastest days are in such towns.
 */
async function corridors(data, planner) {
  const geocoder = new OfflineGeocoderAdapter(data);
  const router = new OfflineRouterAdapter(data, loadReachability());
  const { gazetteer } = data;
  console.log(
    `\n4. Corridors: ${corridorData.pairs.length} fastest car routes against the towns their main roads pass (within ${CORRIDOR_PASS_KM} km)`,
  );
  let passed = 0;
  for (const pair of corridorData.pairs) {
    const line = await fastestLine(geocoder, router, pair.from, pair.to);
    if (!line) {
      console.log(`  not planned: ${pair.from} → ${pair.to}`);
      continue;
    }
    const cum = cumulativeKm(line);
    const passes = (town) => projectOnLine(town, line, cum).offKm <= CORRIDOR_PASS_KM;
    // The alternative the line comes closest to following: the one with the fewest towns missed.
    const missed = pair.via
      .map((alternative) => alternative.filter((town) => !passes(town)))
      .sort((a, b) => a.length - b.length)[0];
    const entered = pair.avoid.filter(passes);
    const ok = missed.length === 0 && entered.length === 0;
    if (ok) passed++;
    const why = [
      missed.length ? `misses ${missed.map((t) => t.name).join(', ')}` : '',
      entered.length ? `passes ${entered.map((t) => t.name).join(', ')}` : '',
    ].filter(Boolean);
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${`${pair.from} → ${pair.to}`.padEnd(44)} ${why.join('; ')}`,
    );
  }
  const line = { probes: 0, near: 0 };
  const straight = { probes: 0, near: 0 };
  const lunch = { towns: 0, large: 0 };
  const longPairs = distanceData.pairs.filter((pair) => pair.km >= CORRIDOR_MIN_LEG_KM);
  for (const pair of longPairs) {
    const fastest = await fastestLine(geocoder, router, pair.from, pair.to);
    if (!fastest) continue;
    for (const [sum, probed] of [
      [line, corridorProbes(gazetteer, fastest)],
      [straight, corridorProbes(gazetteer, greatCircle(fastest[0], fastest[fastest.length - 1]))],
    ]) {
      sum.probes += probed.probes;
      sum.near += probed.near;
    }
    // Part 1 says which pairs the geocoder refuses; their lunches are not counted here.
    const plan = await carTrip(planner, pair.from, pair.to).catch((error) =>
      error instanceof PlaceNotFoundError ? null : Promise.reject(error),
    );
    for (const day of plan?.itinerary.days ?? []) {
      const title = day.activities.map((a) => /^Lunch in (.+)$/.exec(a.title)).find(Boolean);
      const town =
        title &&
        townOnLine(
          gazetteer,
          title[1],
          day.facts.geometry.map(([lat, lng]) => ({ lat, lng })),
        );
      if (!town) continue;
      lunch.towns++;
      if (town.population >= CORRIDOR_TOWN_POPULATION) lunch.large++;
    }
  }
  const nearShare = (s) => (s.probes ? s.near / s.probes : 0);
  const lunchShare = lunch.towns ? lunch.large / lunch.towns : 0;
  console.log(
    `  ${longPairs.length} distance pairs of ${CORRIDOR_MIN_LEG_KM} km or more, fastest: ${pct(nearShare(line))} of the offline line (straight line: ${pct(nearShare(straight))}) lies within ${CORRIDOR_PASS_KM} km of a town of ${CORRIDOR_TOWN_POPULATION}+ people; ${lunch.large} of ${lunch.towns} lunches are in such towns (${pct(lunchShare)})`,
  );
  return {
    checks: corridorData.pairs.length,
    checksPassed: passed,
    lineNearTowns: nearShare(line),
    straightLineNearTowns: nearShare(straight),
    lunchTowns: lunch.towns,
    lunchTownsLarge: lunchShare,
  };
}

/**
 * A day over budget is explained when the plan says why: the pacing advice (dated trips with too
 * few days), the route-wide warning that the days cannot fit the budget, or a warning naming
 * that day and the budget (libs/planner/src/days/day-splitter.ts writes both).
 */
function unexplainedLongDays(plan) {
  const { pacing, warnings } = plan.facts;
  const budgetWarnings = warnings.filter((w) => w.includes('daily budget'));
  return plan.itinerary.days.filter((day) => {
    if (!day.facts.overBudget || pacing) return false;
    return !budgetWarnings.some((w) => !/^Day \d+ /.test(w) || w.startsWith(`Day ${day.day} `));
  });
}

/**
 * Stretches between a day's start, its fuel stops and its end longer than the range, and those
 * of them no fuel gap covers or the day's description does not warn about: the invariant of
 * libs/planner/src/days/fuel-range.property.spec.ts.
 */
function fuelStretches(plan) {
  const range = plan.facts.fuelRangeKm;
  const out = { long: 0, unwarned: [] };
  for (const day of plan.itinerary.days) {
    const points = [0, ...day.facts.fuelStops.map((f) => f.atKm), day.facts.distanceKm];
    const gaps = day.facts.fuelGaps ?? [];
    for (let i = 1; i < points.length; i++) {
      const [from, to] = [points[i - 1], points[i]];
      if (to - from <= range + ROUNDING_KM) continue;
      out.long++;
      const covered = gaps.some(
        (g) => g.fromKm <= from + ROUNDING_KM && g.toKm >= to - ROUNDING_KM,
      );
      if (!covered || !day.description.includes('carry spare fuel'))
        out.unwarned.push(`day ${day.day}: ${from.toFixed(1)}–${to.toFixed(1)} km`);
    }
  }
  return out;
}

async function pacing(planner) {
  const { routes, modes } = pacingData;
  console.log(
    `\n3. Pacing: ${routes.length} routes × ${modes.join(', ')} × their daily hours, undated, dated with enough days, dated with too few`,
  );
  const totals = { plans: 0, refused: 0, days: 0, longDays: 0, unexplained: 0, tooFew: 0 };
  const fuel = { days: 0, long: 0, unwarned: 0 };
  const examples = [];
  /** Long days by how the days were chosen: undated plans choose their own count. */
  const longByKind = { undated: 0, enough: 0, tooFew: 0 };
  const planOrRefuse = (input) =>
    planner.plan(input, TODAY).catch((error) => {
      // Past the form's limits (over 30 days at short daily hours): the planner refuses, as it should.
      if (error instanceof PlanTooLargeError) return null;
      // A route whose place the geocoder cannot find is a fault of the data file; say which.
      if (error instanceof PlaceNotFoundError) throw new Error(`pacing.json: ${error.message}`);
      throw error;
    });
  for (const route of routes) {
    for (const mode of modes) {
      for (const drivingHours of route.drivingHours) {
        const base = planInput({
          travelMode: mode,
          startLocation: route.startLocation,
          destination: route.destination,
          waypoints: route.waypoints ?? [],
          isRoundTrip: route.isRoundTrip ?? false,
          drivingHours,
          activities: ['nature', 'landmark', ...(mode === 'motorcycle' ? ['riding-road'] : [])],
        });
        const undated = await planOrRefuse(base);
        const variants = [['undated', undated, 'undated']];
        if (undated) {
          const n = undated.itinerary.days.length;
          const dated = (days) => ({
            ...base,
            startDate: FIRST_DATE,
            endDate: addDays(FIRST_DATE, days - 1),
          });
          variants.push([`${n} days`, await planOrRefuse(dated(n)), 'enough']);
          if (n > 1) {
            const few = Math.max(1, Math.floor(n / 2));
            variants.push([`${few} days (too few)`, await planOrRefuse(dated(few)), 'tooFew']);
          }
        }
        for (const [variant, plan, kind] of variants) {
          const label = `${route.name}, ${mode}, ${drivingHours} h, ${variant}`;
          if (!plan) {
            totals.refused++;
            continue;
          }
          totals.plans++;
          if (plan.facts.pacing) totals.tooFew++;
          totals.days += plan.itinerary.days.length;
          const long = plan.itinerary.days.filter((d) => d.facts.overBudget).length;
          totals.longDays += long;
          longByKind[kind] += long;
          const unexplained = unexplainedLongDays(plan);
          totals.unexplained += unexplained.length;
          for (const day of unexplained)
            examples.push(
              `long day without a reason: ${label}, day ${day.day} (${day.facts.start.name} → ${day.facts.end.name}, ${day.facts.drivingMinutes} min vs ${plan.facts.dailyBudgetHours * 60})`,
            );
          if (mode === 'motorcycle') {
            fuel.days += plan.itinerary.days.length;
            if (!plan.facts.fuelRangeKm) {
              examples.push(`no fuel range on a motorcycle plan: ${label}`);
              continue;
            }
            const stretches = fuelStretches(plan);
            fuel.long += stretches.long;
            fuel.unwarned += stretches.unwarned.length;
            for (const s of stretches.unwarned)
              examples.push(`fuel gap without a warning: ${label}, ${s}`);
          }
        }
      }
    }
  }
  console.log(
    `  ${totals.plans} plans (${totals.tooFew} with too few days, ${totals.refused} refused as past the form's limits), ${totals.days} days`,
  );
  console.log(
    `  ${totals.longDays} days over the daily budget, ${totals.unexplained} of them without a stated reason`,
  );
  console.log(
    `    (${longByKind.undated} on undated plans, ${longByKind.enough} dated with the undated plan's days, ${longByKind.tooFew} dated with too few)`,
  );
  console.log(
    `  motorcycle: ${fuel.days} days, ${fuel.long} stretches longer than the fuel range, ${fuel.unwarned} of them without a warning`,
  );
  for (const example of examples.slice(0, 15)) console.log(`    ${example}`);
  if (examples.length > 15) console.log(`    … and ${examples.length - 15} more`);
  return {
    plans: totals.plans,
    refused: totals.refused,
    days: totals.days,
    longDays: totals.longDays,
    longDaysUndated: longByKind.undated,
    unexplainedLongDays: totals.unexplained,
    motorcycleDays: fuel.days,
    longFuelStretches: fuel.long,
    unwarnedFuelGaps: fuel.unwarned,
  };
}

/** The riding roads a day lists as ridden ("Ride X"), each with its distance to the day's line. */
function riddenRoads(data, day) {
  const line = day.facts.geometry.map(([lat, lng]) => ({ lat, lng }));
  const cum = cumulativeKm(line);
  return day.activities.flatMap((a) => {
    const name = a.type === 'driving' ? null : /^Ride (.+)$/.exec(a.title)?.[1];
    const road = name && data.places.byName(normalizeName(name))[0];
    return road ? [{ name, offKm: projectOnLine(road, line, cum).offKm }] : [];
  });
}

/** Riding days (rest days asked for aside) under a share of the trip's average one: token rides. */
function tokenDays(plan) {
  const days = plan.itinerary.days.filter((d) => !d.facts.restDay);
  if (days.length < 2) return [];
  const mean = days.reduce((sum, d) => sum + d.facts.drivingMinutes, 0) / days.length;
  return days.filter((d) => d.facts.drivingMinutes < mean * GOALS.tokenRideShare);
}

/**
 * What a rider would stop trusting the planner over: riding roads listed but not
 * ridden, seasonal roads ridden when closed, trips across the sea planned, token-ride days.
 */
async function trust(data, planner) {
  console.log(
    `\n5. Rider trust: ${trustData.scenic.length} scenic trips in season and in winter, ${trustData.noRoad.length} trips across the sea, ${trustData.ferry.length} by car ferry, ${trustData.bridged.length} to bridged islands, day balance`,
  );
  const out = { ridden: 0, riddenOff: 0, closedRidden: 0, closuresToSay: 0, closuresSaid: 0 };
  const examples = [];
  for (const trip of trustData.scenic) {
    const plan = async (startDate) =>
      planner.plan(
        planInput({
          travelMode: 'motorcycle',
          routeType: 'scenic',
          tripType: trip.days > 1 ? 'multi-day' : 'day',
          startLocation: trip.startLocation,
          destination: trip.destination,
          waypoints: trip.waypoints,
          startDate,
          endDate: addDays(startDate, trip.days - 1),
          drivingHours: '4-6',
          activities: ['riding-road', 'nature', 'landmark'],
        }),
        TODAY,
      );
    const [summer, winter] = [await plan(trip.summer), await plan(trip.winter)];
    const summerRoads = new Set();
    for (const [season, p] of [
      ['summer', summer],
      ['winter', winter],
    ]) {
      for (const day of p.itinerary.days) {
        for (const road of riddenRoads(data, day)) {
          out.ridden++;
          if (season === 'summer') summerRoads.add(road.name);
          if (road.offKm > GOALS.riddenRoadKm) {
            out.riddenOff++;
            examples.push(
              `${trip.name}, ${season}, day ${day.day}: ${road.name} ${road.offKm.toFixed(1)} km off its line`,
            );
          }
          if (!isOpenOn(road.name, day.date)) {
            out.closedRidden++;
            examples.push(
              `${trip.name}, ${season}, day ${day.day}: rides ${road.name}, closed on ${day.date}`,
            );
          }
        }
      }
    }
    // Every road ridden in summer that is closed on the winter dates is said in winter.
    const alerts = winter.itinerary.days.flatMap((d) =>
      (d.facts.alerts ?? []).map((a) => a.message),
    );
    for (const name of summerRoads) {
      if (isOpenOn(name, trip.winter)) continue;
      out.closuresToSay++;
      if (alerts.some((m) => m.startsWith(`${name} is usually closed`))) out.closuresSaid++;
      else examples.push(`${trip.name}, winter: ${name} is closed and no day says so`);
    }
  }
  console.log(
    `  riding roads listed as ridden: ${out.ridden}, ${out.riddenOff} more than ${GOALS.riddenRoadKm} km off their day's line; ${out.closedRidden} ridden in a month they are closed`,
  );
  console.log(
    `  seasonal roads of the summer trips closed on the winter dates: ${out.closuresToSay}, said on a winter day: ${out.closuresSaid}`,
  );

  const refused = { noRoad: 0, refusedEarly: 0, ferry: 0, ferryLegs: 0, bridgedByRoad: 0 };
  const now = new Date(`${TODAY.today}T12:00:00Z`);
  for (const [from, to] of trustData.noRoad) {
    const input = planInput({ startLocation: from, destination: to });
    const early = await planner.refusals(input, { now });
    const late = await planner.plan(input, TODAY).then(
      () => null,
      (error) => error,
    );
    if (late instanceof NoRoadError) refused.noRoad++;
    else examples.push(`planned across the sea: ${from} → ${to}`);
    if (early.destination) refused.refusedEarly++;
    else examples.push(`not refused before queueing: ${from} → ${to}`);
  }
  for (const [from, to] of trustData.ferry) {
    const plan = await planner
      .plan(planInput({ startLocation: from, destination: to }), TODAY)
      .catch(() => null);
    const legs = plan?.mapData.route.routes[0].legs ?? [];
    const days = plan?.itinerary.days ?? [];
    // The crossing's own entry: a ferry, or Le Shuttle's car train through the tunnel.
    const shown = days.some((d) =>
      d.activities.some((a) => /^(Ferry|Car train) from /.test(a.title)),
    );
    if (legs.some((l) => l.ferry) && shown) refused.ferryLegs++;
    else examples.push(`no ferry leg: ${from} → ${to}`);
    refused.ferry++;
  }
  for (const [from, to] of trustData.bridged) {
    const plan = await planner
      .plan(planInput({ startLocation: from, destination: to }), TODAY)
      .catch(() => null);
    const legs = plan?.mapData.route.routes[0].legs ?? [];
    if (plan && !legs.some((l) => l.ferry)) refused.bridgedByRoad++;
    else examples.push(`${plan ? 'a ferry' : 'refused'} to a bridged island: ${from} → ${to}`);
  }
  console.log(
    `  across the sea: ${refused.noRoad} of ${trustData.noRoad.length} refused by the planner, ${refused.refusedEarly} of them before anything is queued; by car ferry: ${refused.ferryLegs} of ${refused.ferry} with the crossing as its own leg; to islands a bridge joins: ${refused.bridgedByRoad} of ${trustData.bridged.length} by road`,
  );

  // Day balance: the pacing routes dated with twice the days their riding needs, and the spare-day
  // trips: no token ride, and the too-many-days advice wherever the days are more than needed.
  const balance = {
    due: 0,
    plans: 0,
    days: 0,
    token: 0,
    advised: 0,
    restFixes: 0,
    restFixesKept: 0,
  };
  const spareInputs = [
    ...pacingData.routes.map((route) => ({ ...route, mode: 'motorcycle', doubled: true })),
    ...trustData.spareDays.map((trip) => ({ ...trip, mode: 'motorcycle' })),
  ];
  for (const trip of spareInputs) {
    const base = planInput({
      travelMode: trip.mode,
      startLocation: trip.startLocation,
      destination: trip.destination,
      waypoints: trip.waypoints ?? [],
      isRoundTrip: trip.isRoundTrip ?? false,
      drivingHours: trip.drivingHours?.[0] ?? '4-6',
    });
    let days = trip.days;
    if (trip.doubled) {
      const undated = await planner.plan(base, TODAY).catch(() => null);
      if (!undated) continue;
      days = Math.min(30, undated.itinerary.days.length * 2);
    }
    const startDate = trip.startDate ?? FIRST_DATE;
    const plan = await planner
      .plan({ ...base, startDate, endDate: addDays(startDate, days - 1) }, TODAY)
      .catch((error) => (error instanceof PlanTooLargeError ? null : Promise.reject(error)));
    if (!plan) continue;
    balance.plans++;
    balance.days += plan.itinerary.days.length;
    const token = tokenDays(plan);
    balance.token += token.length;
    for (const d of token)
      examples.push(
        `token ride: ${trip.startLocation} → ${trip.destination} over ${days} days, day ${d.day} (${d.facts.drivingMinutes} min)`,
      );
    // More days than the riding fills at the low end of the rider's hours: the advice is due.
    const lowEndMinutes = Number(base.drivingHours.split('-')[0]) * 60;
    const due = Math.ceil(plan.facts.totalDrivingMinutes / lowEndMinutes) < days;
    if (due) balance.due++;
    if (due && plan.facts.spareDays?.fewerDays) balance.advised++;
    else if (due)
      examples.push(
        `not advised: ${trip.startLocation} → ${trip.destination} over ${days} days at ${base.drivingHours} hours (${plan.facts.totalDrivingMinutes} min of riding)`,
      );
    // The rest-day fix, taken: the same days, its rest days in the town it names, no token ride.
    const rest = plan.facts.spareDays?.restDays;
    if (!rest) continue;
    balance.restFixes++;
    const rested = await planner.plan(
      {
        ...base,
        startDate,
        endDate: addDays(startDate, days - 1),
        restDays: rest.days,
        restIn: rest.restIn,
      },
      TODAY,
    );
    const restDays = rested.itinerary.days.filter((d) => d.facts.restDay);
    const kept =
      rested.itinerary.days.length === days &&
      restDays.length === rest.days &&
      restDays.every((d) => d.title.endsWith(`Rest day in ${rest.town}`)) &&
      tokenDays(rested).length === 0 &&
      !rested.facts.spareDays;
    if (kept) balance.restFixesKept++;
    else
      examples.push(
        `rest-day fix not kept: ${trip.startLocation} → ${trip.destination} over ${days} days, ${rest.days} rest days in ${rest.town}`,
      );
  }
  console.log(
    `  day balance: ${balance.plans} plans with more days than their riding needs (${balance.days} days): ${balance.token} token-ride days (under ${pct(GOALS.tokenRideShare)} of the trip's average day); ${balance.advised} of the ${balance.due} whose riding fills fewer days at the low end of their hours advised to take fewer days`,
  );
  console.log(
    `  rest days: ${balance.restFixes} plans offered rest days in a named town; taken, ${balance.restFixesKept} keep their days with the rest days there and no token ride`,
  );
  for (const example of examples.slice(0, 15)) console.log(`    ${example}`);
  if (examples.length > 15) console.log(`    … and ${examples.length - 15} more`);
  return {
    riddenRoads: out.ridden,
    riddenRoadsOffLine: out.riddenOff,
    closedRoadsRidden: out.closedRidden,
    closuresToSay: out.closuresToSay,
    closuresSaid: out.closuresSaid,
    noRoadTrips: trustData.noRoad.length,
    noRoadRefused: refused.noRoad,
    noRoadRefusedBeforeQueueing: refused.refusedEarly,
    ferryTrips: refused.ferry,
    ferryTripsWithFerryLeg: refused.ferryLegs,
    bridgedTrips: trustData.bridged.length,
    bridgedByRoad: refused.bridgedByRoad,
    sparePlans: balance.plans,
    spareDays: balance.days,
    tokenRideDays: balance.token,
    spareDue: balance.due,
    spareAdvised: balance.advised,
    restDayFixes: balance.restFixes,
    restDayFixesKept: balance.restFixesKept,
  };
}

/** Minutes of the day of an "HH:MM" clock time; a later day's arrival ("18:05 (+1 d)") counts on. */
function clockMinutes(text) {
  const [, h, m, later] = /^(\d\d):(\d\d)(?: \(\+(\d+) d\))?/.exec(text) ?? [];
  return h === undefined ? null : Number(later ?? 0) * 1440 + Number(h) * 60 + Number(m);
}

/**
 * A group's ride and the dark (libs/planner/src/plan/riding-group.spec.ts, rider-alerts.ts): the
 * motorcycle pacing routes with a rider whose tank holds 150 km beside one of 400 km, each stretch
 * without fuel longer than the planned range warned about and naming that rider; and the same
 * routes in December, each day that arrives after sunset saying so at its top.
 */
/** A pacing route (pacing.json) on a motorcycle at its shortest hours, with `extra` on the plan. */
function pacingRide(route, extra) {
  return planInput({
    travelMode: 'motorcycle',
    startLocation: route.startLocation,
    destination: route.destination,
    waypoints: route.waypoints ?? [],
    isRoundTrip: route.isRoundTrip ?? false,
    drivingHours: route.drivingHours[0],
    ...extra,
  });
}

async function groupAndDark(planner) {
  const group = [
    { name: 'Ana', fuelRangeKm: 150 },
    { name: 'Ben', fuelRangeKm: 400 },
  ];
  console.log(
    `\n6. Group and daylight: ${pacingData.routes.length} motorcycle routes with a group (smallest tank 150 km), then in December`,
  );
  const out = { plans: 0, setByAna: 0, long: 0, unwarned: 0, gaps: 0, gapsNamingAna: 0 };
  const dark = { days: 0, afterDark: 0, said: 0, undatedDays: 0, undatedAfterDark: 0 };
  const examples = [];
  for (const route of pacingData.routes) {
    const base = pacingRide(route, { group });
    const plan = await planner.plan(base, TODAY).catch((error) => {
      if (error instanceof PlanTooLargeError) return null;
      throw error;
    });
    if (!plan) continue;
    out.plans++;
    if (plan.facts.fuelRangeSetBy?.name === 'Ana' && plan.facts.fuelRangeKm === 128) out.setByAna++;
    const stretches = fuelStretches(plan);
    out.long += stretches.long;
    out.unwarned += stretches.unwarned.length;
    for (const s of stretches.unwarned)
      examples.push(`group fuel gap without a warning: ${route.name}, ${s}`);
    for (const gap of plan.itinerary.days.flatMap((d) => d.facts.fuelGaps ?? [])) {
      out.gaps++;
      if (gap.warning.includes("more than Ana's range")) out.gapsNamingAna++;
      else examples.push(`group fuel gap not naming the rider: ${route.name}: ${gap.warning}`);
    }
    const winter = await planner.plan(
      {
        ...base,
        group: [],
        startDate: '2026-12-15',
        endDate: addDays('2026-12-15', plan.itinerary.days.length - 1),
      },
      TODAY,
    );
    // Undated, planned in December: the planner chooses the days, enough to end each in daylight.
    const undated = await planner.plan({ ...base, group: [] }, { today: '2026-12-15' });
    for (const day of undated.itinerary.days) {
      dark.undatedDays++;
      const [arrival, sunset] = [clockMinutes(day.facts.arrival), clockMinutes(day.facts.sunset)];
      if (arrival !== null && sunset !== null && arrival > sunset) {
        dark.undatedAfterDark++;
        examples.push(`undated, after dark in December: ${route.name}, day ${day.day}`);
      }
    }
    for (const day of winter.itinerary.days) {
      dark.days++;
      const [arrival, sunset] = [clockMinutes(day.facts.arrival), clockMinutes(day.facts.sunset)];
      if (arrival === null || sunset === null || arrival <= sunset) continue;
      dark.afterDark++;
      if ((day.facts.alerts ?? []).some((a) => a.message.startsWith('Arrives after dark: ')))
        dark.said++;
      else examples.push(`after dark without a word: ${route.name} in December, day ${day.day}`);
    }
  }
  console.log(
    `  group: ${out.setByAna} of ${out.plans} plans fuel for Ana's range less the reserve (128 km); ${out.long} stretches longer, ${out.unwarned} of them without a warning; ${out.gapsNamingAna} of ${out.gaps} gap warnings name her`,
  );
  console.log(
    `  December: ${dark.afterDark} of ${dark.days} days arrive after sunset, ${dark.said} of them say so at the top of the day; planned undated in December, ${dark.undatedAfterDark} of ${dark.undatedDays} days do`,
  );
  for (const example of examples.slice(0, 10)) console.log(`    ${example}`);
  return {
    groupPlans: out.plans,
    groupPlansSetBySmallest: out.setByAna,
    groupLongStretches: out.long,
    groupUnwarnedStretches: out.unwarned,
    groupGaps: out.gaps,
    groupGapsNamingRider: out.gapsNamingAna,
    winterDays: dark.days,
    winterDaysAfterDark: dark.afterDark,
    winterDaysAfterDarkSaid: dark.said,
    winterUndatedDays: dark.undatedDays,
    winterUndatedAfterDark: dark.undatedAfterDark,
  };
}

/**
 * Loops (libs/planner/src/plan/loop-route.ts): from each start of loops.json, each of its hours,
 * asked twice as two trips (seeds 1 and 2). How far each loop's moving time is from the hours
 * asked, whether its roads lie on its line, whether the second ask rides another loop, and how
 * many starts were refused for having no riding road near.
 */
async function loops(data, planner) {
  const catalog = data.places.places;
  const asks = loopData.loops.flatMap(({ start, hours }) =>
    hours.map((h) => ({ start, hours: h })),
  );
  console.log(
    `\n7. Loops: ${asks.length} loops from ${loopData.loops.length} towns, each asked twice, on ${loopData.date}`,
  );
  const out = { planned: 0, refused: 0, errors: [], roads: 0, roadsOff: 0, differ: 0, warned: 0 };
  const examples = [];
  for (const { start, hours } of asks) {
    const input = planInput({
      tripType: 'day',
      travelMode: 'motorcycle',
      routeType: 'scenic',
      startLocation: start,
      destination: start,
      isRoundTrip: true,
      loopHours: hours,
      drivingHours: '8-10',
      startDate: loopData.date,
      endDate: loopData.date,
    });
    const plans = [];
    for (const seed of [1, 2]) {
      const plan = await planner.plan(input, { ...TODAY, seed }).catch((error) => {
        if (error instanceof NoLoopRoadsError) return null;
        throw error;
      });
      plans.push(plan);
    }
    if (!plans[0]) {
      out.refused++;
      examples.push(`refused: ${start}, ${hours} h (no riding road near)`);
      continue;
    }
    for (const plan of plans) {
      out.planned++;
      const { loop } = plan.facts;
      const error = (loop.movingMinutes - hours * 60) / (hours * 60);
      out.errors.push(error);
      const said = plan.facts.warnings.some((w) => w.startsWith('This loop rides'));
      if (Math.abs(error) > GOALS.loopError) {
        if (said) out.warned++;
        examples.push(
          `off the hours: ${start}, ${hours} h rides ${loop.movingMinutes} min (${said ? 'said' : 'NOT said'})`,
        );
      }
      const line = plan.itinerary.days.flatMap((d) =>
        d.facts.geometry.map(([lat, lng]) => ({ lat, lng })),
      );
      const cum = cumulativeKm(line);
      const rides = plan.itinerary.days.flatMap((d) => d.activities).map((a) => a.title);
      for (const name of loop.via) {
        out.roads++;
        const place = catalog.find((p) => p.name === name);
        const onLine = projectOnLine(place, line, cum).offKm <= GOALS.riddenRoadKm;
        if (!onLine || (place.kind === 'riding-road' && !rides.includes(`Ride ${name}`))) {
          out.roadsOff++;
          examples.push(
            `a place of the loop not ridden on its line: ${start}, ${hours} h, ${name}`,
          );
        }
      }
    }
    if (plans[0].facts.loop.via.join() !== plans[1].facts.loop.via.join()) out.differ++;
  }
  const abs = out.errors.map(Math.abs).sort((a, b) => a - b);
  const median = abs.length ? abs[Math.floor(abs.length / 2)] : 0;
  const worst = abs.length ? abs[abs.length - 1] : 0;
  const within = abs.filter((e) => e <= GOALS.loopError).length;
  console.log(
    `  ${out.planned} loops planned (${out.refused} starts refused: no riding road near): moving time against the hours asked, median error ${pct(median)}, worst ${pct(worst)}, ${within} of ${out.planned} within ${pct(GOALS.loopError)} (${out.warned} of the others say so); ${out.roadsOff} of ${out.roads} of their roads and sights off their line; the second ask rode another loop for ${out.differ} of ${asks.length - out.refused}`,
  );
  for (const example of examples.slice(0, 10)) console.log(`    ${example}`);
  return {
    loopsPlanned: out.planned,
    loopsRefused: out.refused,
    loopMedianError: median,
    loopWorstError: worst,
    loopsWithinTolerance: within,
    loopsOffSaid: out.warned,
    loopRoads: out.roads,
    loopRoadsOffLine: out.roadsOff,
    loopSecondAskDiffers: out.differ,
    loopAsks: asks.length - out.refused,
  };
}

/**
 * Weather along the route (libs/planner/src/plan/weather-on-route.ts and weather-fallback.ts):
 * the pacing routes on motorcycles, dated in January and in July. Whether every riding day reads
 * the weather at its start, each fuel stop, each riding road it rides and its arrival, at the
 * times of its schedule; whether every day wet or freezing at those times has a Plan B; and
 * whether Plan B's overnight is earlier on the day than its end.
 */
async function weatherAlong(planner) {
  const dates = ['2027-01-12', '2026-07-14'];
  console.log(
    `\n8. Weather along the route: ${pacingData.routes.length} motorcycle routes, dated ${dates.join(' and ')}`,
  );
  const out = { days: 0, complete: 0, bad: 0, planB: 0, overnights: 0, overnightsEarlier: 0 };
  const examples = [];
  for (const route of pacingData.routes) {
    for (const date of dates) {
      const plan = await planner
        .plan(pacingRide(route, { startDate: date }), TODAY)
        .catch((error) => {
          if (error instanceof PlanTooLargeError) return null;
          throw error;
        });
      if (!plan) continue;
      for (const day of plan.itinerary.days) {
        if (day.facts.restDay) continue;
        out.days++;
        const along = day.weather.alongRoute ?? [];
        const names = (kind) => along.filter((p) => p.kind === kind).map((p) => p.place);
        // The riding roads ridden ("Ride Independence Pass"), not the day's own ride ("Ride from …").
        const rides = day.activities
          .map((a) => a.title)
          .filter((t) => t.startsWith('Ride ') && !t.startsWith('Ride from '))
          .map((t) => t.slice('Ride '.length));
        const complete =
          along[0]?.kind === 'start' &&
          along[0].time === day.facts.departure &&
          along[along.length - 1]?.kind === 'arrival' &&
          along[along.length - 1].time === day.facts.arrival.slice(0, 5) &&
          names('fuel').join() === day.facts.fuelStops.map((f) => f.name).join() &&
          rides.every((r) => names('ride').includes(r));
        if (complete) out.complete++;
        else examples.push(`incomplete: ${route.name} on ${date}, day ${day.day}`);
        const bad = along.some((p) => weatherHazardOf(p, day.weather.unit));
        if (!bad) continue;
        out.bad++;
        const planB = day.weather.fallback;
        if (planB) out.planB++;
        else examples.push(`wet or freezing, no Plan B: ${route.name} on ${date}, day ${day.day}`);
        if (planB?.overnight) {
          out.overnights++;
          if (planB.distanceKm < day.facts.distanceKm) out.overnightsEarlier++;
          else examples.push(`Plan B's town not earlier: ${route.name} on ${date}, day ${day.day}`);
        }
      }
    }
  }
  console.log(
    `  ${out.complete} of ${out.days} riding days read the weather at their start, fuel stops, ridden roads and arrival; ${out.planB} of ${out.bad} days wet or freezing at those times have a Plan B, ${out.overnightsEarlier} of its ${out.overnights} overnight towns earlier on the day`,
  );
  for (const example of examples.slice(0, 10)) console.log(`    ${example}`);
  return {
    weatherDays: out.days,
    weatherDaysComplete: out.complete,
    weatherBadDays: out.bad,
    weatherBadDaysWithPlanB: out.planB,
    planBOvernights: out.overnights,
    planBOvernightsEarlier: out.overnightsEarlier,
  };
}

async function main() {
  const data = loadPlannerData();
  const planner = createTripPlanner();
  const d = await distances(planner);
  const n = await names(data);
  const p = await pacing(planner);
  const c = await corridors(data, planner);
  const t = await trust(data, planner);
  const g = await groupAndDark(planner);
  const l = await loops(data, planner);
  const wx = await weatherAlong(planner);
  const rows = [
    [
      'distance: median relative error',
      pct(d.medianError),
      '≤ 8 %',
      d.medianError <= GOALS.medianDistanceError,
    ],
    [
      'distance: worst relative error',
      `${pct(d.worstError)} (${d.pairsOverWorstGoal} of ${d.pairs} pairs over 20 %)`,
      '≤ 20 % for every pair',
      d.worstError <= GOALS.worstDistanceError,
    ],
    [
      'distance, North America and Europe: median',
      `${pct(d.medianErrorNaEu)} (${d.pairsNaEu} pairs)`,
      '≤ 5 %',
      d.medianErrorNaEu <= GOALS.medianDistanceErrorNaEu,
    ],
    [
      'distance, North America and Europe: worst',
      pct(d.worstErrorNaEu),
      '≤ 15 % for every pair',
      d.worstErrorNaEu <= GOALS.worstDistanceErrorNaEu,
    ],
    ['names within 25 km', `${n.resolved}/${n.names}`, 'all', n.resolved === n.names],
    [
      'days over budget without a reason',
      `${p.unexplainedLongDays} of ${p.longDays} long days (${p.days} days, ${p.plans} plans)`,
      'none',
      p.unexplainedLongDays === 0,
    ],
    [
      'motorcycle fuel gaps without a warning',
      `${p.unwarnedFuelGaps} of ${p.longFuelStretches} long stretches (${p.motorcycleDays} days)`,
      'none',
      p.unwarnedFuelGaps === 0,
    ],
    [
      'fastest: named corridor checks',
      `${c.checksPassed}/${c.checks}`,
      'all',
      c.checksPassed >= c.checks * GOALS.corridorChecks,
    ],
    [
      `fastest: line within ${CORRIDOR_PASS_KM} km of a ${CORRIDOR_TOWN_POPULATION}+ town`,
      `${pct(c.lineNearTowns)} (straight line ${pct(c.straightLineNearTowns)})`,
      `≥ ${pct(GOALS.corridorLineNearTowns)}`,
      c.lineNearTowns >= GOALS.corridorLineNearTowns,
    ],
    [
      `fastest: lunch towns of ${CORRIDOR_TOWN_POPULATION}+ people`,
      `${pct(c.lunchTownsLarge)} of ${c.lunchTowns}`,
      `≥ ${pct(GOALS.corridorLunchTowns)}`,
      c.lunchTownsLarge >= GOALS.corridorLunchTowns,
    ],
    [
      `riding roads listed as ridden, off their day's line`,
      `${t.riddenRoadsOffLine} of ${t.riddenRoads} (over ${GOALS.riddenRoadKm} km)`,
      'none',
      t.riddenRoadsOffLine === 0,
    ],
    [
      'seasonal roads ridden while closed',
      `${t.closedRoadsRidden} (${t.closuresSaid}/${t.closuresToSay} winter closures said on the day)`,
      'none, every closure said',
      t.closedRoadsRidden === 0 && t.closuresSaid === t.closuresToSay,
    ],
    [
      'trips across the sea refused',
      `${t.noRoadRefused}/${t.noRoadTrips} (${t.noRoadRefusedBeforeQueueing} before queueing); ferry legs ${t.ferryTripsWithFerryLeg}/${t.ferryTrips}`,
      'all',
      t.noRoadRefused === t.noRoadTrips &&
        t.noRoadRefusedBeforeQueueing === t.noRoadTrips &&
        t.ferryTripsWithFerryLeg === t.ferryTrips,
    ],
    [
      'islands a bridge joins, ridden to by road',
      `${t.bridgedByRoad}/${t.bridgedTrips}`,
      'all',
      t.bridgedByRoad === t.bridgedTrips,
    ],
    [
      'day balance: token rides on spare-day plans',
      `${t.tokenRideDays} of ${t.spareDays} days (${t.spareAdvised}/${t.spareDue} plans due advice advised)`,
      'none, all advised',
      t.tokenRideDays === 0 && t.spareDue > 0 && t.spareAdvised === t.spareDue,
    ],
    [
      'day balance: the rest-day fix, taken',
      `${t.restDayFixesKept}/${t.restDayFixes} plans keep their days, rested in the named town`,
      'all, at least one',
      t.restDayFixes > 0 && t.restDayFixesKept === t.restDayFixes,
    ],
    [
      'group: fuel for the smallest tank, gaps warned naming its rider',
      `${g.groupPlansSetBySmallest}/${g.groupPlans} plans; ${g.groupUnwarnedStretches} of ${g.groupLongStretches} long stretches unwarned; ${g.groupGapsNamingRider}/${g.groupGaps} name her`,
      'all; none; all',
      g.groupPlansSetBySmallest === g.groupPlans &&
        g.groupUnwarnedStretches === 0 &&
        g.groupGapsNamingRider === g.groupGaps,
    ],
    [
      'days arriving after dark said at their top (December)',
      `${g.winterDaysAfterDarkSaid}/${g.winterDaysAfterDark} (of ${g.winterDays} days)`,
      'all',
      g.winterDaysAfterDarkSaid === g.winterDaysAfterDark,
    ],
    [
      'undated in December: days arriving after sunset',
      `${g.winterUndatedAfterDark} of ${g.winterUndatedDays} days`,
      'none',
      g.winterUndatedAfterDark === 0,
    ],
    [
      'loops: moving time against the hours asked',
      `median ${pct(l.loopMedianError)}, worst ${pct(l.loopWorstError)}; ${l.loopsWithinTolerance}/${l.loopsPlanned} within ${pct(GOALS.loopError)}, ${l.loopsOffSaid} of the others say so`,
      `within ${pct(GOALS.loopError)} or say so`,
      l.loopsPlanned > 0 && l.loopsWithinTolerance + l.loopsOffSaid === l.loopsPlanned,
    ],
    [
      'loops: roads and sights on their line; a second ask rides another',
      `${l.loopRoadsOffLine} of ${l.loopRoads} off; ${l.loopSecondAskDiffers}/${l.loopAsks} differ`,
      'none off; most differ',
      l.loopRoadsOffLine === 0 && l.loopSecondAskDiffers * 2 > l.loopAsks,
    ],
    [
      "weather read at each riding day's start, fuel, roads, arrival",
      `${wx.weatherDaysComplete}/${wx.weatherDays} days`,
      'all',
      wx.weatherDaysComplete === wx.weatherDays,
    ],
    [
      'wet or freezing days with a Plan B; its town earlier',
      `${wx.weatherBadDaysWithPlanB}/${wx.weatherBadDays}; ${wx.planBOvernightsEarlier}/${wx.planBOvernights}`,
      'all; all',
      wx.weatherBadDays > 0 &&
        wx.weatherBadDaysWithPlanB === wx.weatherBadDays &&
        wx.planBOvernightsEarlier === wx.planBOvernights,
    ],
  ];
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('\nItinerary quality (offline planner)');
  console.log(`  ${'figure'.padEnd(w[0])}  ${'value'.padEnd(w[1])}  ${'goal'.padEnd(w[2])}  met?`);
  for (const [figure, value, goal, met] of rows)
    console.log(
      `  ${figure.padEnd(w[0])}  ${value.padEnd(w[1])}  ${goal.padEnd(w[2])}  ${met ? 'yes' : 'NO'}`,
    );
  // For bench/run-all.cjs.
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-distance', ...d })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-names', ...n })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-pacing', ...p })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-corridors', ...c })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-trust', ...t })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-group-dark', ...g })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-loops', ...l })}`);
  console.log(`RESULT ${JSON.stringify({ bench: 'quality-weather', ...wx })}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

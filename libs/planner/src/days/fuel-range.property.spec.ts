import { DRIVING_HOURS_VALUES, ROUTE_TYPES } from '@roadbook/contracts';
import type { Day } from '@roadbook/contracts';
import type { Town } from '../gazetteer/gazetteer';
import { displayName } from '../gazetteer/regions';
import { haversineKm } from '../geo/geo.util';
import { createTripPlanner } from '../plan/create-trip-planner';
import { loadPlannerData } from '../plan/planner-data';
import { NoRoadError, PlanTooLargeError } from '../plan/planner.errors';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { seededRandom } from '../testing/seeded-random';

/**
 * The fuel promise, checked on a few hundred random motorcycle trips across North America,
 * Europe and Australia (empty country included): on every day, each stretch between the day's
 * start, its fuel stops and its end is within the fuel range, or the day warns about it.
 */

const TRIPS = 300;
const RANGE_KM = 250;
/** Positions are rounded to 0.1 km in the response. */
const ROUNDING_KM = 0.2;

const REGIONS = [
  { name: 'North America', countries: ['US', 'CA'] },
  { name: 'Europe', countries: ['FR', 'DE', 'ES', 'IT', 'NO', 'SE', 'AT', 'PL', 'GB'] },
  { name: 'Australia', countries: ['AU'] },
];

function townsByRegion(): Town[][] {
  const { gazetteer } = loadPlannerData();
  const regions: Town[][] = REGIONS.map(() => []);
  for (let i = 0; i < gazetteer.size; i++) {
    const t = gazetteer.town(i);
    if (t.population < 5000) continue;
    const r = REGIONS.findIndex((reg) => reg.countries.includes(t.country));
    if (r >= 0) regions[r].push(t);
  }
  return regions;
}

/** Every stretch of the day longer than the range lies inside a gap the day warns about. */
function unwarnedStretches(day: Day): string[] {
  const points = [0, ...day.facts.fuelStops.map((f) => f.atKm), day.facts.distanceKm];
  const gaps = day.facts.fuelGaps ?? [];
  const out: string[] = [];
  for (let i = 1; i < points.length; i++) {
    const [from, to] = [points[i - 1], points[i]];
    if (to - from <= RANGE_KM + ROUNDING_KM) continue;
    const warned = gaps.some((g) => g.fromKm <= from + ROUNDING_KM && g.toKm >= to - ROUNDING_KM);
    const said = day.description.includes('carry spare fuel');
    if (!warned || !said) out.push(`day ${day.day}: ${from.toFixed(1)}–${to.toFixed(1)} km`);
  }
  return out;
}

describe('fuel range on random motorcycle trips', () => {
  const planner = createTripPlanner();
  const regions = townsByRegion();

  it(`keeps every stretch within ${RANGE_KM} km or warns about it, on ${TRIPS} trips`, async () => {
    const next = seededRandom(20261123);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const failures: string[] = [];
    let planned = 0;
    let warnedGaps = 0;
    for (let trip = 0; trip < TRIPS; trip++) {
      const towns = regions[trip % regions.length];
      const from = pick(towns);
      const reach = 150 + next() * 1500;
      const candidates = towns.filter((t) => {
        const d = haversineKm(from.lat, from.lng, t.lat, t.lng);
        return d > reach * 0.6 && d < reach;
      });
      if (!candidates.length) continue;
      const to = pick(candidates);
      const dated = next() < 0.5;
      const days = 1 + Math.floor(next() * 6);
      const plan = await planner
        .plan(
          planInput({
            travelMode: 'motorcycle',
            startLocation: displayName(from.name, from.country, from.admin),
            destination: displayName(to.name, to.country, to.admin),
            routeType: pick(ROUTE_TYPES),
            drivingHours: pick(DRIVING_HOURS_VALUES),
            ...(dated
              ? { startDate: '2026-06-01', endDate: `2026-06-${String(days).padStart(2, '0')}` }
              : {}),
          }),
          TODAY,
        )
        // A same-named town elsewhere can make the trip longer than any plan allows, and two
        // towns of a region can lie on islands no road joins (Maui and Kauai): skip those.
        .catch((e: unknown) => {
          if (e instanceof PlanTooLargeError || e instanceof NoRoadError) return null;
          throw e;
        });
      if (!plan) continue;
      planned++;
      for (const day of plan.itinerary.days) {
        warnedGaps += day.facts.fuelGaps?.length ?? 0;
        for (const f of unwarnedStretches(day))
          failures.push(`trip ${trip} ${from.name} → ${to.name}, ${f}`);
      }
      const tip = plan.itinerary.rideTips.find((t) => t.startsWith('Fuel is planned'));
      const anyGap = plan.itinerary.days.some((d) => d.facts.fuelGaps?.length);
      expect(tip).toBeDefined();
      expect(tip!.includes('except on the stretches')).toBe(anyGap);
    }
    expect(failures).toEqual([]);
    expect(planned).toBeGreaterThan(TRIPS * 0.9);
    // The sample reaches empty country, so the warning path is exercised, not only the stops.
    expect(warnedGaps).toBeGreaterThan(0);
  });
});

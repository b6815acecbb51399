import type { ItineraryResponse, PlanTripInput } from '@roadbook/contracts';
import { parsePlanRequest, type PlanRequest } from '../plan/plan-request';

/** A complete plan-form input with sensible defaults; tests override what they are about. */
export function planInput(overrides: Partial<PlanTripInput>): PlanTripInput {
  return {
    name: 'Test ride',
    tripType: 'multi-day',
    travelMode: 'car',
    travelers: 2,
    adults: 2,
    hotelRooms: 1,
    startLocation: 'Denver, CO',
    destination: 'Moab, Utah',
    isRoundTrip: false,
    waypoints: [],
    routeType: 'fastest',
    activities: ['nature', 'landmark'],
    accommodation: [],
    budget: 'moderate',
    drivingHours: '6-8',
    additionalNotes: '',
    ...overrides,
  };
}

/** `planInput` as the planner's steps take it, checked and parsed. */
export function planRequest(overrides: Partial<PlanTripInput>): PlanRequest {
  return parsePlanRequest(planInput(overrides));
}

export const TODAY = { today: '2026-05-01' };

export const MILES = 1.609344;

/**
 * The stretches between fuel (a day's start, its fuel stops, its end) longer than `rangeKm` that
 * the day does not list as a fuel gap: "day N: from–to km". None when every one is warned.
 */
export function stretchesBeyondRangeUnwarned(plan: ItineraryResponse, rangeKm: number): string[] {
  return plan.itinerary.days.flatMap(({ day, facts }) => {
    const marks = [0, ...facts.fuelStops.map((s) => s.atKm), facts.distanceKm];
    return marks
      .slice(1)
      .map((km, i) => ({ fromKm: marks[i], toKm: km }))
      .filter(({ fromKm, toKm }) => toKm - fromKm > rangeKm)
      .filter(
        ({ fromKm, toKm }) => !facts.fuelGaps?.some((g) => g.fromKm === fromKm && g.toKm === toKm),
      )
      .map(({ fromKm, toKm }) => `day ${day}: ${fromKm}–${toKm} km`);
  });
}

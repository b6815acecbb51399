import { isSamePlaceText } from './plan-dates';
import type { PlanTripInput } from './plan-trip.dto';

/**
 * Whether `place` names where this plan may rest: its destination or one of its stops, as the
 * rider typed them (a rest day is a night more where a day of riding already ends, never a new
 * place). The start is not one: resting there is starting a day later.
 */
export function isRestPlaceOf(
  plan: Pick<PlanTripInput, 'destination' | 'waypoints'>,
  place: string,
): boolean {
  return [plan.destination, ...(plan.waypoints ?? [])].some(
    (named) => typeof named === 'string' && isSamePlaceText(named, place),
  );
}

/** Days of the plan without riding: its rest days where it names a place to take them. */
export function restDayCount(plan: Pick<PlanTripInput, 'restDays' | 'restIn'>): number {
  return plan.restIn?.trim() ? Math.max(0, plan.restDays ?? 0) : 0;
}

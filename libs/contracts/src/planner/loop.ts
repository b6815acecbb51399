import { isSamePlaceText } from './plan-dates';
import type { PlanTripInput } from './plan-trip.dto';

/**
 * A loop (docs/product.md#loops): a round trip with no stops and a riding time, which the planner
 * turns into a ride from the start through the famous riding roads near it and back.
 */
export const MIN_LOOP_HOURS = 1;
export const MAX_LOOP_HOURS = 12;
/** The hours the plan form offers: every whole hour from the least to the most. */
export const LOOP_HOUR_CHOICES: readonly number[] = Array.from(
  { length: MAX_LOOP_HOURS - MIN_LOOP_HOURS + 1 },
  (_, i) => MIN_LOOP_HOURS + i,
);
/** How far the loop's moving time may be from the hours asked, either way. */
export const LOOP_TOLERANCE = 0.2;

type LoopFields = Pick<
  PlanTripInput,
  'loopHours' | 'isRoundTrip' | 'waypoints' | 'startLocation' | 'destination'
>;

/** The hours of the plan's loop, or null for a plan that is not one. */
export function loopHoursOf(plan: Pick<PlanTripInput, 'loopHours'>): number | null {
  return typeof plan.loopHours === 'number' && plan.loopHours > 0 ? plan.loopHours : null;
}

/**
 * Whether a loop's other fields make one: a round trip, no stops (the loop chooses its own),
 * and the destination its start, where a loop ends. True for a plan that is not a loop.
 */
export function isLoopShape(plan: LoopFields): boolean {
  if (loopHoursOf(plan) === null) return true;
  return (
    plan.isRoundTrip === true &&
    (plan.waypoints ?? []).every((w) => typeof w !== 'string' || !w.trim()) &&
    typeof plan.startLocation === 'string' &&
    typeof plan.destination === 'string' &&
    isSamePlaceText(plan.startLocation, plan.destination)
  );
}

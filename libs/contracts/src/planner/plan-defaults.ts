import type { DefaultedField, PlanTripDto, PlanTripInput } from './plan-trip.dto';

/**
 * What a plan means by a field it leaves out: one traveller, no stops, no rest days, no group…
 * `PlanTripDto` starts from these, and so does the planner's `PlanRequest`.
 */
export const PLAN_DEFAULTS: Readonly<Pick<PlanTripDto, DefaultedField>> = Object.freeze({
  adults: 1,
  hotelRooms: 1,
  isRoundTrip: false,
  waypoints: Object.freeze([]) as unknown as string[],
  accommodation: Object.freeze([]) as unknown as string[],
  additionalNotes: '',
  restDays: 0,
  restIn: '',
  group: Object.freeze([]) as unknown as PlanTripDto['group'],
  rideAfterDark: false,
  loopHours: null,
});

/** The plan with every field it left out (or sent as undefined) at its default. */
export function withPlanDefaults(input: PlanTripInput): PlanTripInput & typeof PLAN_DEFAULTS {
  const given = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as PlanTripInput;
  return { ...PLAN_DEFAULTS, ...given };
}

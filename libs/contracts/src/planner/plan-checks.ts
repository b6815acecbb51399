import { ISO_DATE_PATTERN, isCalendarDate, isWithinTripYears, tripDayCount } from './plan-dates';
import { LOCATION_MIN_LENGTH, MAX_TRIP_DAYS } from './plan-trip.messages';
import type { PlanTripInput } from './plan-trip.dto';
import { isLoopShape } from './loop';
import { isRestPlaceOf } from './rest-days';
import { isGroupRider } from './riding-group';

/**
 * The plan's rules of our own: those that read other fields (an end date against the start) or
 * know the calendar. The server's `PlanTripDto` names them in its decorators and the browser runs
 * them from `PLAN_RULES`, so both decide with the same function (docs/adr/0011-one-plan-schema.md).
 *
 * A check sees the plan as it arrived: any field may hold anything, so each tests its types first
 * and leaves a value of the wrong type to the rule that speaks for it.
 */
export type PlanCheck = (
  value: unknown,
  plan: Partial<Record<keyof PlanTripInput, unknown>>,
  constraints: readonly unknown[],
) => boolean;

const isText = (value: unknown): value is string => typeof value === 'string';

/** Only a well-formed date is checked further; the format rule speaks for the others. */
const whenWellFormed =
  (test: (date: string) => boolean): PlanCheck =>
  (value) =>
    !isText(value) || !ISO_DATE_PATTERN.test(value) || test(value);

/** Days from the plan's start to this end date, when both are real dates. */
function daysUntil(end: unknown, plan: Parameters<PlanCheck>[1]): number | null {
  return isText(end) && isText(plan.startDate) ? tripDayCount(plan.startDate, end) : null;
}

/** The plan's fields a helper reads, as the helper types them; each helper checks their types. */
const asPlan = (plan: Parameters<PlanCheck>[1]) => plan as PlanTripInput;

export const PLAN_CHECKS = {
  isCalendarDate: whenWellFormed(isCalendarDate),
  isWithinTripYears: whenWellFormed((d) => !isCalendarDate(d) || isWithinTripYears(d)),
  isOnOrAfterStart: (end, plan) => (daysUntil(end, plan) ?? 1) >= 1,
  isWithinMaxTripDays: (end, plan) => (daysUntil(end, plan) ?? 0) <= MAX_TRIP_DAYS,
  /** Against a party of at least one: a count of no one is the travellers field's problem alone. */
  isAtMostTravelers: (adults, plan) =>
    typeof adults !== 'number' ||
    typeof plan.travelers !== 'number' ||
    plan.travelers < 1 ||
    adults <= plan.travelers,
  /** One of the form's choices; an empty value is left to the "required" rule, which says so. */
  isChoice: (value, _plan, [choices]) =>
    !isText(value) || value === '' || (choices as readonly string[]).includes(value),
  /** No rest days fit any trip: an end before the start is the end date's problem alone. */
  isFewerThanTripDays: (rest, plan) =>
    typeof rest !== 'number' ||
    rest <= 0 ||
    rest < (plan.tripType === 'day' ? 1 : (daysUntil(plan.endDate, plan) ?? Infinity)),
  isRestPlace: (place, plan) =>
    !isText(place) || place === '' || isRestPlaceOf(asPlan(plan), place),
  isNamedForRestDays: (place, plan) =>
    !(typeof plan.restDays === 'number' && plan.restDays > 0) || (isText(place) && place !== ''),
  isGroupRider: (rider) => isGroupRider(rider),
  /** A loop ends at its start: with no start yet, that is the start's problem alone. */
  isLoopShape: (_hours, plan) =>
    !isText(plan.startLocation) ||
    plan.startLocation.trim().length < LOCATION_MIN_LENGTH ||
    isLoopShape(asPlan(plan)),
} satisfies Record<string, PlanCheck>;

export type PlanCheckName = keyof typeof PLAN_CHECKS;

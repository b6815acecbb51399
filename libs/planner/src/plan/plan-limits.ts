import {
  ACCOMMODATION_VALUES,
  ACTIVITY_CHOICE_VALUES,
  LOCATION_MAX_LENGTH,
  MAX_HOTEL_ROOMS,
  MAX_TRAVELERS,
  MAX_TRIP_DAYS,
  MAX_WAYPOINTS,
  NOTES_MAX_LENGTH,
  PlanTripMessages,
  TRIP_NAME_MAX_LENGTH,
  isCalendarDate,
  tripDayCount,
} from '@roadbook/contracts';
import type { PlanTripInput } from '@roadbook/contracts';
import { PlanTimeBudgetError, PlanTooLargeError } from './planner.errors';

const longerThan = (text: unknown, max: number) => typeof text === 'string' && text.length > max;

/**
 * The plan form's limits, checked by the engine itself before any work, so a plan that never
 * passed the form's checks (an old job, another caller) cannot make it plan millions of days.
 */
export function assertPlanWithinLimits(input: PlanTripInput): void {
  const dates = [input.startDate, input.endDate].filter((d): d is string => Boolean(d));
  if (dates.some((date) => !isCalendarDate(date))) {
    throw new PlanTooLargeError('days', PlanTripMessages.calendarDate);
  }
  if (input.startDate && input.endDate) {
    const days = tripDayCount(input.startDate, input.endDate)!;
    if (days > MAX_TRIP_DAYS) throw new PlanTooLargeError('days', PlanTripMessages.tripTooLong);
  }
  const waypoints = (input.waypoints ?? []).filter((w) => typeof w !== 'string' || w.trim());
  if (waypoints.length > MAX_WAYPOINTS) {
    throw new PlanTooLargeError('stops', PlanTripMessages.tooManyWaypoints);
  }
  const tooBig: [boolean, string][] = [
    [longerThan(input.name, TRIP_NAME_MAX_LENGTH), PlanTripMessages.nameTooLong],
    [longerThan(input.startLocation, LOCATION_MAX_LENGTH), PlanTripMessages.startLocationTooLong],
    [longerThan(input.destination, LOCATION_MAX_LENGTH), PlanTripMessages.destinationTooLong],
    [waypoints.some((w) => longerThan(w, LOCATION_MAX_LENGTH)), PlanTripMessages.waypointTooLong],
    [longerThan(input.additionalNotes, NOTES_MAX_LENGTH), PlanTripMessages.notesTooLong],
    [(input.restDays ?? 0) >= MAX_TRIP_DAYS, PlanTripMessages.restDays],
    [input.travelers > MAX_TRAVELERS, PlanTripMessages.tooManyTravelers],
    [(input.adults ?? 1) > MAX_TRAVELERS, PlanTripMessages.tooManyAdults],
    [(input.hotelRooms ?? 1) > MAX_HOTEL_ROOMS, PlanTripMessages.tooManyHotelRooms],
    [input.activities.length > ACTIVITY_CHOICE_VALUES.length, PlanTripMessages.activityRepeated],
    [
      (input.accommodation ?? []).length > ACCOMMODATION_VALUES.length,
      PlanTripMessages.accommodationRepeated,
    ],
  ];
  const found = tooBig.find(([over]) => over);
  if (found) throw new PlanTooLargeError('size', found[1]);
}

/** Days an undated plan needs at its daily budget, refused past the longest trip allowed. */
export function assertDayCountWithinLimit(dayCount: number, budgetHours: number): void {
  if (dayCount <= MAX_TRIP_DAYS) return;
  throw new PlanTooLargeError(
    'days',
    `This route needs about ${dayCount} days at up to ${budgetHours} hours a day, and ${PlanTripMessages.tripTooLong.toLowerCase()}: allow more hours a day or split it into shorter trips.`,
  );
}

/**
 * A check to call between steps: throws PlanTimeBudgetError once `budgetMs` has passed since
 * it was made. A step already running finishes first (provider calls have their own timeouts).
 */
export function timeBudget(
  budgetMs: number | undefined,
  now: () => number = Date.now,
): (step: string) => void {
  if (budgetMs === undefined) return () => undefined;
  const deadline = now() + budgetMs;
  return (step) => {
    if (now() > deadline) throw new PlanTimeBudgetError(budgetMs, step);
  };
}

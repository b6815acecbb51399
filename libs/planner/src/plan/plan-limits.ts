import { MAX_TRIP_DAYS, PlanTripMessages } from '@roadbook/contracts';
import { PlanTimeBudgetError, PlanTooLargeError } from './planner.errors';

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

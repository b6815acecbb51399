import { DRIVING_HOURS_CHOICES, MAX_TRIP_DAYS } from '@roadbook/contracts';
import type { DrivingHoursChoice, PacingAdvice, SpareDaysAdvice } from '@roadbook/contracts';
import { daysNeeded } from '../days/day-splitter';
import { addDays } from '../days/local-time';
import type { PlanRequest } from './plan-request';
import type { RestPlace } from './rest-days';

/** The plan's days: riding, and rest days off the bike. */
export interface PlanDays {
  riding: number;
  rest: number;
}

const dayCount = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** What the rider chose, as the advice's message ends: "you chose 6" or the riding days left. */
function chosen(days: PlanDays): string {
  return days.rest
    ? `your ${dayCount(days.rest)} of rest leave${days.rest === 1 ? 's' : ''} ${days.riding}`
    : `you chose ${days.riding}`;
}

/** '4-6' → '4–6'. */
const hoursLabel = (choice: DrivingHoursChoice) => choice.value.replace('-', '–');

/**
 * When the rider's dates cannot fit the distance at their daily hours, says so plainly and
 * offers the two fixes: the days the trip needs (rest days kept), or longer riding days (the
 * shortest choice that fits the riding days, else the longest there is). Undefined when the
 * days are enough.
 */
export function pacingAdvice(
  input: PlanRequest,
  ridingMinutes: number,
  days: PlanDays,
): PacingAdvice | undefined {
  const chosenDays = days.riding;
  const budgetHours = input.dailyHours.maxHours;
  const neededDays = daysNeeded(ridingMinutes, budgetHours * 60);
  if (!input.startDate || neededDays <= chosenDays) return undefined;
  const dailyHours = hoursLabel(input.dailyHours);
  const longer = DRIVING_HOURS_CHOICES.filter((c) => c.maxHours > budgetHours).map((c) => ({
    drivingHours: c.value,
    dailyHours: hoursLabel(c),
    neededDays: daysNeeded(ridingMinutes, c.maxHours * 60),
  }));
  const longerHours = longer.find((c) => c.neededDays <= chosenDays) ?? longer.at(-1) ?? null;
  return {
    chosenDays,
    neededDays,
    dailyHours,
    message: `At ${dailyHours} hours a day this trip needs ${neededDays} days; ${chosen(days)}.`,
    moreDays:
      neededDays + days.rest <= MAX_TRIP_DAYS
        ? {
            days: neededDays + days.rest,
            endDate: addDays(input.startDate, neededDays + days.rest - 1),
          }
        : null,
    longerHours,
  };
}

/**
 * When the rider's dates are more than the distance fills even at the low end of their daily
 * hours, the days would be token rides: says so plainly and offers the fixes, each a changed
 * plan: the days the riding fills (rest days kept), a longer scenic route through the famous
 * roads and places near this one (`scenicLoop`, found by the caller), and the spare days as rest
 * days at `restPlace` (the plan's rest place, else its destination; null when not to offer them)
 * where the riding there and on leaves any. Undefined when the days are needed.
 */
export function spareDaysAdvice(
  input: PlanRequest,
  ridingMinutes: number,
  days: PlanDays,
  restPlace: RestPlace | null,
  scenicLoop: SpareDaysAdvice['scenicLoop'],
): SpareDaysAdvice | undefined {
  const chosenDays = days.riding;
  // The low end is no ceiling (days may run up to the budget), so no margin for nights that fall
  // past their split point, as daysNeeded keeps under the budget.
  const lowEndMinutes = input.dailyHours.minHours * 60;
  const neededDays = Math.max(1, Math.ceil(ridingMinutes / lowEndMinutes));
  if (!input.startDate || neededDays >= chosenDays) return undefined;
  const dailyHours = hoursLabel(input.dailyHours);
  const spare = restPlace ? chosenDays - Math.max(neededDays, restPlace.midRoute ? 2 : 1) : 0;
  return {
    chosenDays,
    neededDays,
    dailyHours,
    message: `At ${dailyHours} hours a day this trip is ${dayCount(neededDays)} of riding; ${chosen(days)}.`,
    fewerDays: {
      days: neededDays + days.rest,
      endDate: addDays(input.startDate, neededDays + days.rest - 1),
    },
    scenicLoop,
    ...(restPlace &&
      spare > 0 && {
        restDays: { days: days.rest + spare, restIn: restPlace.restIn, town: restPlace.town },
      }),
  };
}

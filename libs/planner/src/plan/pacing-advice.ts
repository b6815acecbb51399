import { DRIVING_HOURS_CHOICES, MAX_TRIP_DAYS } from '@roadbook/contracts';
import type { PacingAdvice, PlanTripInput, SpareDaysAdvice } from '@roadbook/contracts';
import { daysNeeded } from '../days/day-splitter';
import { addDays } from '../days/local-time';
import { parseDrivingHours } from './plan-input.parser';

/** '4-6' → '4–6'; a typed number stays as typed. */
function hoursLabel(text: string, maxHours: number): string {
  const choice = DRIVING_HOURS_CHOICES.find((c) => c.value === text);
  return choice ? choice.value.replace('-', '–') : String(maxHours);
}

/**
 * When the rider's dates cannot fit the distance at their daily hours, says so plainly and
 * offers the two fixes: the days the trip needs, or longer riding days (the shortest choice
 * that fits the chosen days, else the longest there is). Undefined when the days are enough.
 */
export function pacingAdvice(
  input: PlanTripInput,
  totalMinutes: number,
  chosenDays: number,
): PacingAdvice | undefined {
  const budgetHours = parseDrivingHours(input.drivingHours);
  const neededDays = daysNeeded(totalMinutes, budgetHours * 60);
  if (!input.startDate || neededDays <= chosenDays) return undefined;
  const dailyHours = hoursLabel(input.drivingHours, budgetHours);
  const longer = DRIVING_HOURS_CHOICES.filter((c) => c.maxHours > budgetHours).map((c) => ({
    drivingHours: c.value,
    dailyHours: hoursLabel(c.value, c.maxHours),
    neededDays: daysNeeded(totalMinutes, c.maxHours * 60),
  }));
  const longerHours = longer.find((c) => c.neededDays <= chosenDays) ?? longer.at(-1) ?? null;
  return {
    chosenDays,
    neededDays,
    dailyHours,
    message: `At ${dailyHours} hours a day this trip needs ${neededDays} days; you chose ${chosenDays}.`,
    moreDays:
      neededDays <= MAX_TRIP_DAYS
        ? { days: neededDays, endDate: addDays(input.startDate, neededDays - 1) }
        : null,
    longerHours,
  };
}

/** The low end of the rider's daily hours: '4-6' is 4; a typed number is half of it. */
function minDailyHours(text: string, maxHours: number): number {
  const choice = DRIVING_HOURS_CHOICES.find((c) => c.value === text);
  return choice ? Number(choice.value.split('-')[0]) : maxHours / 2;
}

/**
 * When the rider's dates are more than the distance fills even at the low end of their daily
 * hours, the days would be token rides: says so plainly and offers the fixes, each a changed
 * plan: the days the riding fills, and a longer scenic route through the famous roads and
 * places near this one (`scenicLoop`, found by the caller). Undefined when the days are needed.
 */
export function spareDaysAdvice(
  input: PlanTripInput,
  totalMinutes: number,
  chosenDays: number,
  scenicLoop: SpareDaysAdvice['scenicLoop'],
): SpareDaysAdvice | undefined {
  const budgetHours = parseDrivingHours(input.drivingHours);
  const neededDays = daysNeeded(totalMinutes, minDailyHours(input.drivingHours, budgetHours) * 60);
  if (!input.startDate || neededDays >= chosenDays) return undefined;
  const dailyHours = hoursLabel(input.drivingHours, budgetHours);
  const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  return {
    chosenDays,
    neededDays,
    dailyHours,
    message: `At ${dailyHours} hours a day this trip is ${days(neededDays)} of riding; you chose ${chosenDays}.`,
    fewerDays: { days: neededDays, endDate: addDays(input.startDate, neededDays - 1) },
    scenicLoop,
  };
}

import { DRIVING_HOURS_CHOICES, MAX_TRIP_DAYS } from '@roadbook/contracts';
import type { PacingAdvice, PlanTripInput } from '@roadbook/contracts';
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

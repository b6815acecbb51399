import { BUDGET_LEVELS, DRIVING_HOURS_CHOICES } from '@roadbook/contracts';
import type { BudgetLevel, PlanTripInput } from '@roadbook/contracts';
import { daysBetween } from '../days/local-time';

/** Budget text to a level: the form's values, or words and $ signs people type. */
export function parseBudget(text: string): BudgetLevel {
  const t = text.toLowerCase();
  const exact = BUDGET_LEVELS.find((b) => t === b);
  if (exact) return exact;
  if (/lux|\$\$\$\$|premium/.test(t)) return 'luxury';
  if (/comfort|upscale|\$\$\$/.test(t)) return 'comfort';
  if (/budget|cheap|low|\$(?!\$)/.test(t)) return 'budget';
  return 'moderate';
}

/** Daily driving budget in hours from "4-6", "6", "6-8 hours" or a form value. */
export function parseDrivingHours(text: string): number {
  const choice = DRIVING_HOURS_CHOICES.find((c) => c.value === text);
  if (choice) return choice.maxHours;
  const numbers = (text.match(/\d+(\.\d+)?/g) ?? []).map(Number).filter((n) => n > 0 && n <= 16);
  return numbers.length ? Math.max(...numbers) : 6;
}

/** Days from the dates (inclusive), null when the plan has none; a day trip is always one. */
export function dayCountFromDates(input: PlanTripInput): number | null {
  if (input.tripType === 'day') return 1;
  if (!input.startDate || !input.endDate) return null;
  return Math.max(1, daysBetween(input.startDate, input.endDate) + 1);
}

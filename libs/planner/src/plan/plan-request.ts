import { checkPlan, DRIVING_HOURS_CHOICES, withPlanDefaults } from '@roadbook/contracts';
import type {
  BudgetLevel,
  DrivingHoursChoice,
  PlanField,
  PlanTripInput,
} from '@roadbook/contracts';
import { daysBetween } from '../days/local-time';
import { PlanRejectedError } from './planner.errors';

/**
 * The plan as the engine's steps take it (docs/adr/0011-one-plan-schema.md): checked once, at the
 * planner's door, against the plan rules every part of Roadbook runs (`checkPlan`, PlanTripDto's
 * own rules), every field it left out at its default, and its choices as the values the steps
 * use, so no step parses form text again.
 */
export type PlanRequest = Readonly<ReturnType<typeof withPlanDefaults>> & {
  readonly budget: BudgetLevel;
  /** The daily riding hours chosen: the planner's daily budget is its high end. */
  readonly dailyHours: DrivingHoursChoice;
  /** Days from the dates, both counted; 1 for a day trip; null for a plan without dates. */
  readonly datedDays: number | null;
};

/**
 * The plan, checked and parsed; a plan the rules refuse (an old job, a caller that skipped the
 * gateway, dates running for years) is a PlanRejectedError before any work.
 */
export function parsePlanRequest(input: PlanTripInput): PlanRequest {
  const plan = withPlanDefaults(input);
  const verdict = checkPlan(plan);
  const field = (Object.keys(verdict) as PlanField[])[0];
  if (field) throw new PlanRejectedError(field, verdict[field]![0]);
  return {
    ...plan,
    budget: plan.budget as BudgetLevel,
    dailyHours: DRIVING_HOURS_CHOICES.find((choice) => choice.value === plan.drivingHours)!,
    datedDays: datedDays(plan),
  };
}

function datedDays(plan: PlanTripInput): number | null {
  if (plan.tripType === 'day') return 1;
  if (!plan.startDate || !plan.endDate) return null;
  return daysBetween(plan.startDate, plan.endDate) + 1;
}

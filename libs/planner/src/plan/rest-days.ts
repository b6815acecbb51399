import { isSamePlaceText, restDayCount } from '@roadbook/contracts';
import type { PlanTripInput } from '@roadbook/contracts';
import { placeFields } from './itinerary-response.parts';
import type { Located } from './itinerary-response.parts';

/** The plan's rest days as the route allows them, and the riding days around them. */
export interface RestPlan {
  /** Where in the route's stops the rest days are taken; -1 for none. */
  stopIndex: number;
  days: number;
  ridingDays: number;
  /** Said on the itinerary when fewer rest days fit than the rider asked for. */
  warning?: string;
}

/** Where the plan names its rest place among the route's stops (not the start); -1 for none. */
function restStopIndex(input: PlanTripInput, sequence: Located[]): number {
  if (!restDayCount(input)) return -1;
  const names = (text: string) => isSamePlaceText(text, input.restIn ?? '');
  const named = placeFields(input).slice(1);
  const field = (named.find(([f, text]) => f === 'destination' && names(text)) ??
    named.find(([, text]) => names(text)))?.[0];
  return sequence.findIndex((p, i) => i > 0 && p.field === field);
}

/**
 * The rest days of a plan and the riding days left beside them. Dated, the days are the rider's:
 * the rest days fit inside them, leaving a riding day to reach the rest place and, when it lies
 * before the end, one to ride on. Undated, the riding takes the days it needs and the rest days
 * come on top. `neededRidingDays` is what the route needs at the rider's hours.
 */
export function restPlan(
  input: PlanTripInput,
  sequence: Located[],
  datedDays: number | null,
  neededRidingDays: number,
): RestPlan {
  const stopIndex = restStopIndex(input, sequence);
  if (stopIndex < 0) return { stopIndex, days: 0, ridingDays: datedDays ?? neededRidingDays };
  const asked = restDayCount(input);
  const minRiding = stopIndex < sequence.length - 1 ? 2 : 1;
  if (datedDays === null) {
    return { stopIndex, days: asked, ridingDays: Math.max(neededRidingDays, minRiding) };
  }
  const days = Math.max(0, Math.min(asked, datedDays - minRiding));
  const town = sequence[stopIndex].shortName;
  return {
    stopIndex: days > 0 ? stopIndex : -1,
    days,
    ridingDays: datedDays - days,
    ...(days < asked && {
      warning: `The ${datedDays} days have room for ${days} of your ${asked} rest days in ${town}: riding there and on takes at least ${minRiding} days.`,
    }),
  };
}

/** Where the plan's spare days could be rested: its rest place, else its destination. */
export interface RestPlace {
  /** Where in the route's stops. */
  stopIndex: number;
  /** As the rider typed it, for the changed plan. */
  restIn: string;
  /** As the itinerary names it. */
  town: string;
  /** Before the route's last stop (a round trip's destination): riding on takes a day more. */
  midRoute: boolean;
}

export function restPlace(input: PlanTripInput, sequence: Located[], rest: RestPlan): RestPlace {
  const index =
    rest.stopIndex >= 0
      ? rest.stopIndex
      : sequence.findIndex((p, i) => i > 0 && p.field === 'destination');
  return {
    stopIndex: index,
    restIn: rest.stopIndex >= 0 ? (input.restIn ?? '').trim() : input.destination.trim(),
    town: sequence[index].shortName,
    midRoute: index < sequence.length - 1,
  };
}

/**
 * Said when the planner made `added` of the rider's days rest days at `town`, because no town on
 * the way splits the riding into more days without a token ride.
 */
export function addedRestWarning(added: number, ridingDays: number, town: string): string {
  const days = added === 1 ? 'one day is a rest day' : `${added} days are rest days`;
  return `No town on the way splits this riding into ${ridingDays} days without a token ride, so ${days} in ${town}.`;
}

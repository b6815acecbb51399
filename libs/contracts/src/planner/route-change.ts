import type { PlanTripInput } from './plan-trip.dto';
import { loopHoursOf } from './loop';
import { restDayCount } from './rest-days';

/**
 * Whether changing each plan field changes the route, and so the itinerary (libs/planner reads
 * them): the places and their order, the dates and the trip type (how many days, their weather),
 * the travel mode and route type (the roads), the activities (the stops), where to sleep, the
 * rooms, travellers and budget (lodging and costs), the riding hours (where each day ends), the
 * rest days (days without riding, and where), the group (its smallest tank sets the fuel stops),
 * riding after dark (when each day leaves) and a loop's hours (which roads it rides).
 * The name and the notes only colour the narrative's words (the template picks its phrases by the
 * name, the online narrative reads the notes), and the adults are only checked against the
 * travellers: a new name, note or count of adults rides the same days. Every field is named, so a
 * field added to the plan is sorted here before anything compiles.
 *
 * The trips service decides by it whether an edit is saved in place; the plan form, whether its
 * button saves the changes or plans the trip again.
 */
const CHANGES_ROUTE: Record<keyof PlanTripInput, boolean> = {
  name: false,
  additionalNotes: false,
  adults: false,
  tripType: true,
  startDate: true,
  endDate: true,
  travelMode: true,
  travelers: true,
  hotelRooms: true,
  startLocation: true,
  destination: true,
  isRoundTrip: true,
  waypoints: true,
  routeType: true,
  activities: true,
  accommodation: true,
  budget: true,
  drivingHours: true,
  restDays: true,
  restIn: true,
  group: true,
  rideAfterDark: true,
  loopHours: true,
};

const ROUTE_FIELDS = (Object.keys(CHANGES_ROUTE) as (keyof PlanTripInput)[]).filter(
  (field) => CHANGES_ROUTE[field],
);

/** Whether `field` is a plan field that leaves the route alone (false for any other name). */
export function leavesRouteAlone(field: string): boolean {
  return CHANGES_ROUTE[field as keyof PlanTripInput] === false;
}

/** A plan's route fields as the planner takes them, its defaults filled in ('' for no date). */
function routeOf(plan: PlanTripInput): Partial<Record<keyof PlanTripInput, unknown>> {
  return {
    ...plan,
    startDate: plan.startDate ?? '',
    endDate: plan.endDate ?? '',
    hotelRooms: plan.hotelRooms ?? 1,
    isRoundTrip: plan.isRoundTrip ?? false,
    waypoints: plan.waypoints ?? [],
    accommodation: plan.accommodation ?? [],
    restDays: restDayCount(plan),
    restIn: restDayCount(plan) > 0 ? plan.restIn!.trim() : '',
    group: plan.group ?? [],
    rideAfterDark: plan.rideAfterDark ?? false,
    loopHours: loopHoursOf(plan),
  };
}

/**
 * Lists in order: stops in another order are another ride, and a choice is not guessed at. The
 * group's riders are compared by what they hold (name and range), in order too.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}

/** Whether going from one plan to the other changes the route, so the itinerary is made again. */
export function changesRoute(before: PlanTripInput, after: PlanTripInput): boolean {
  const [was, is] = [routeOf(before), routeOf(after)];
  return ROUTE_FIELDS.some((field) => !sameValue(was[field], is[field]));
}

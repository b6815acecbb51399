import type { PlanTripInput } from '@roadbook/contracts';
import type { TripEntity } from './entities/trip.entity';
import { toPlan } from './to-plan';

/**
 * Whether changing each plan field changes the route, and so the itinerary (libs/planner reads
 * them): the places and their order, the dates and the trip type (how many days, their weather),
 * the travel mode and route type (the roads), the activities (the stops), where to sleep, the
 * rooms, travellers and budget (lodging and costs) and the riding hours (where each day ends).
 * The name and the notes only colour the narrative's words (the template picks its phrases by the
 * name, the online narrative reads the notes), and the adults are only checked against the
 * travellers: a new name, note or count of adults rides the same days. Every field is named, so a
 * field added to the plan is sorted here before the service compiles.
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
};

const ROUTE_FIELDS = (Object.keys(CHANGES_ROUTE) as (keyof PlanTripInput)[]).filter(
  (field) => CHANGES_ROUTE[field],
);

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
  };
}

/** Lists in order: stops in another order are another ride, and a choice is not guessed at. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

/** Whether going from one plan to the other changes the route, so the itinerary is made again. */
export function changesRoute(before: PlanTripInput, after: PlanTripInput): boolean {
  const [was, is] = [routeOf(before), routeOf(after)];
  return ROUTE_FIELDS.some((field) => !sameValue(was[field], is[field]));
}

/**
 * Whether an edit is saved in place, keeping the trip's version and its ready itinerary: only
 * when there is one and the route stays the same. A trip still generating or failed is planned
 * again (Try Again sends the same plan precisely to have it planned again).
 */
export function keepsItinerary(trip: TripEntity, plan: PlanTripInput): boolean {
  return trip.generationStatus === 'ready' && !changesRoute(toPlan(trip), plan);
}

/**
 * The columns an edit that keeps the itinerary writes: those of the fields that leave the route
 * alone. The others are the same already, and leaving them out means an edit made at the same
 * moment as a re-plan never writes the old route over the new one.
 */
export function offRouteColumns(columns: Partial<TripEntity>): Partial<TripEntity> {
  return Object.fromEntries(
    Object.entries(columns).filter(
      ([field]) => CHANGES_ROUTE[field as keyof PlanTripInput] === false,
    ),
  );
}

import { changesRoute, leavesRouteAlone, type PlanTripInput } from '@roadbook/contracts';
import type { TripEntity } from './entities/trip.entity';
import { toPlan } from './to-plan';

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
  return Object.fromEntries(Object.entries(columns).filter(([field]) => leavesRouteAlone(field)));
}

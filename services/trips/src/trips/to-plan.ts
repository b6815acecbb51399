import { loopHoursOf, restDayCount } from '@roadbook/contracts';
import type { PlanTripDto, PlanTripInput } from '@roadbook/contracts';
import type { TripEntity } from './entities/trip.entity';

/** The plan form's fields as stored on a trip ('' for dates not given). */
export function planColumns(plan: PlanTripDto): Partial<TripEntity> {
  return {
    name: plan.name,
    tripType: plan.tripType,
    startDate: plan.startDate ?? '',
    endDate: plan.endDate ?? '',
    travelMode: plan.travelMode,
    travelers: plan.travelers,
    adults: plan.adults,
    hotelRooms: plan.hotelRooms ?? 1,
    startLocation: plan.startLocation,
    destination: plan.destination,
    isRoundTrip: plan.isRoundTrip,
    waypoints: plan.waypoints,
    routeType: plan.routeType,
    activities: plan.activities,
    accommodation: plan.accommodation,
    budget: plan.budget,
    drivingHours: plan.drivingHours,
    additionalNotes: plan.additionalNotes,
    restDays: restDayCount(plan),
    restIn: restDayCount(plan) > 0 ? plan.restIn : '',
    group: plan.group ?? [],
    rideAfterDark: plan.rideAfterDark ?? false,
    loopHours: loopHoursOf(plan),
  };
}

/** What the planner takes, rebuilt from the stored trip. */
export function toPlan(trip: TripEntity): PlanTripInput {
  return {
    name: trip.name,
    tripType: trip.tripType,
    ...(trip.startDate && { startDate: trip.startDate }),
    ...(trip.endDate && { endDate: trip.endDate }),
    travelMode: trip.travelMode,
    travelers: trip.travelers,
    adults: trip.adults,
    hotelRooms: trip.hotelRooms,
    startLocation: trip.startLocation,
    destination: trip.destination,
    isRoundTrip: trip.isRoundTrip,
    waypoints: trip.waypoints,
    routeType: trip.routeType,
    activities: trip.activities,
    accommodation: trip.accommodation,
    budget: trip.budget,
    drivingHours: trip.drivingHours,
    additionalNotes: trip.additionalNotes,
    restDays: trip.restDays,
    restIn: trip.restIn,
    group: trip.group,
    rideAfterDark: trip.rideAfterDark,
    loopHours: trip.loopHours,
  };
}

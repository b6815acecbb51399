import { PlanTripDto, type PlanTripInput } from '@roadbook/contracts';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import type { TripEntity } from './entities/trip.entity';
import { keepsItinerary, offRouteColumns } from './route-change';
import { planColumns } from './to-plan';

const PLAN: PlanTripInput = planInput({
  travelMode: 'motorcycle',
  routeType: 'scenic',
  drivingHours: '4-6',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  waypoints: ['Grand Junction, CO'],
  accommodation: ['motel'],
});

/** PLAN's columns, as the service stores a validated plan. */
const columns = () => planColumns(plainToInstance(PlanTripDto, PLAN));

/** A stored trip of PLAN, in the given generation state. */
function storedTrip(generationStatus: TripEntity['generationStatus']): TripEntity {
  return { ...columns(), version: 3, generationStatus } as TripEntity;
}

describe('keepsItinerary', () => {
  const renamed = { ...PLAN, name: 'Red rock, slowly' };

  it('keeps a ready itinerary when the route stays the same', () => {
    expect(keepsItinerary(storedTrip('ready'), renamed)).toBe(true);
    expect(keepsItinerary(storedTrip('ready'), { ...PLAN, travelers: 4 })).toBe(false);
  });

  it('plans again a trip still generating or failed, whatever changed', () => {
    expect(keepsItinerary(storedTrip('generating'), renamed)).toBe(false);
    expect(keepsItinerary(storedTrip('failed'), PLAN)).toBe(false);
  });
});

describe('offRouteColumns', () => {
  it('keeps only the columns of the fields that leave the route alone', () => {
    expect(offRouteColumns(columns())).toEqual({
      name: PLAN.name,
      adults: PLAN.adults,
      additionalNotes: PLAN.additionalNotes,
    });
  });
});

import type { PlanTripInput } from '@roadbook/contracts';

/** A complete plan-form input with sensible defaults; tests override what they are about. */
export function planInput(overrides: Partial<PlanTripInput>): PlanTripInput {
  return {
    name: 'Test ride',
    tripType: 'multi-day',
    travelMode: 'car',
    travelers: 2,
    adults: 2,
    hotelRooms: 1,
    startLocation: 'Denver, CO',
    destination: 'Moab, Utah',
    isRoundTrip: false,
    waypoints: [],
    routeType: 'fastest',
    activities: ['nature', 'landmark'],
    accommodation: [],
    budget: 'moderate',
    drivingHours: '6-8',
    additionalNotes: '',
    ...overrides,
  };
}

export const TODAY = { today: '2026-05-01' };

export const MILES = 1.609344;

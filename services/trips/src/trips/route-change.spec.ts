import { PlanTripDto, type PlanTripInput } from '@roadbook/contracts';
import { planInput } from '@roadbook/planner/testing';
import { plainToInstance } from 'class-transformer';
import type { TripEntity } from './entities/trip.entity';
import { changesRoute, keepsItinerary, offRouteColumns } from './route-change';
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

describe('changesRoute', () => {
  it('is false for the same plan, and for a new name, notes or count of adults', () => {
    expect(changesRoute(PLAN, { ...PLAN })).toBe(false);
    expect(
      changesRoute(PLAN, {
        ...PLAN,
        name: 'Red rock, slowly',
        additionalNotes: 'Coffee in Fruita',
        adults: 1,
      }),
    ).toBe(false);
  });

  it.each<[string, Partial<PlanTripInput>]>([
    ['another start', { startLocation: 'Boulder, CO' }],
    ['another destination', { destination: 'Durango, CO' }],
    ['another stop', { waypoints: ['Grand Junction, CO', 'Ouray, CO'] }],
    ['a round trip', { isRoundTrip: true }],
    ['another start date', { startDate: '2027-06-11' }],
    ['another end date', { endDate: '2027-06-13' }],
    ['no dates', { startDate: undefined, endDate: undefined }],
    ['a day trip', { tripType: 'day' }],
    ['another travel mode', { travelMode: 'car' }],
    ['another route type', { routeType: 'fastest' }],
    ['other activities', { activities: ['nature'] }],
    ['another place to sleep', { accommodation: ['camping'] }],
    ['more rooms', { hotelRooms: 2 }],
    ['more travellers', { travelers: 3 }],
    ['another budget', { budget: 'luxury' }],
    ['other riding hours', { drivingHours: '6-8' }],
  ])('counts %s as another route', (_change, change) => {
    expect(changesRoute(PLAN, { ...PLAN, ...change })).toBe(true);
  });

  it('takes a missing optional field as the default the planner gives it', () => {
    const bare = planInput({ startDate: undefined, endDate: undefined });
    const filled = { ...bare, startDate: '', endDate: '' } as PlanTripInput;
    expect(
      changesRoute(
        { ...filled, hotelRooms: 1, isRoundTrip: false, waypoints: [], accommodation: [] },
        {
          ...bare,
          hotelRooms: undefined,
          isRoundTrip: undefined,
          waypoints: undefined,
          accommodation: undefined,
        },
      ),
    ).toBe(false);
  });

  it('counts stops in another order as another route', () => {
    const two = { ...PLAN, waypoints: ['Grand Junction, CO', 'Ouray, CO'] };
    expect(changesRoute(two, { ...two, waypoints: ['Ouray, CO', 'Grand Junction, CO'] })).toBe(
      true,
    );
  });
});

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

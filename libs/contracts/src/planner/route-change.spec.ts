import type { PlanTripInput } from './plan-trip.dto';
import { changesRoute, leavesRouteAlone } from './route-change';

const PLAN: PlanTripInput = {
  name: 'Red rock',
  tripType: 'multi-day',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  travelMode: 'motorcycle',
  travelers: 2,
  adults: 2,
  hotelRooms: 1,
  startLocation: 'Denver, CO',
  destination: 'Moab, Utah',
  isRoundTrip: false,
  waypoints: ['Grand Junction, CO'],
  routeType: 'scenic',
  activities: ['nature', 'landmark'],
  accommodation: ['motel'],
  budget: 'moderate',
  drivingHours: '4-6',
  additionalNotes: '',
};

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
    ['a rest day', { restDays: 1, restIn: 'Ouray, CO' }],
    ['a group', { group: [{ name: 'Ana', fuelRangeKm: 150 }] }],
  ])('counts %s as another route', (_change, change) => {
    expect(changesRoute(PLAN, { ...PLAN, ...change })).toBe(true);
  });

  it('takes a missing optional field as the default the planner gives it', () => {
    const bare = { ...PLAN, startDate: undefined, endDate: undefined };
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

  it('counts a rest place without rest days as no rest at all', () => {
    expect(changesRoute(PLAN, { ...PLAN, restDays: 0, restIn: 'Ouray, CO' })).toBe(false);
    const resting = { ...PLAN, restDays: 1, restIn: 'Ouray, CO' };
    expect(changesRoute(resting, { ...resting, restIn: ' ouray, co ' })).toBe(true);
    expect(changesRoute(resting, { ...resting, restDays: 2 })).toBe(true);
  });

  it('compares the group by its riders, not by the objects that hold them', () => {
    const group = (range: number) => ({ ...PLAN, group: [{ name: 'Ana', fuelRangeKm: range }] });
    expect(changesRoute(group(150), group(150))).toBe(false);
    expect(changesRoute(group(150), group(180))).toBe(true);
    expect(changesRoute(PLAN, { ...PLAN, group: [] })).toBe(false);
  });

  it('counts stops in another order as another route', () => {
    const two = { ...PLAN, waypoints: ['Grand Junction, CO', 'Ouray, CO'] };
    expect(changesRoute(two, { ...two, waypoints: ['Ouray, CO', 'Grand Junction, CO'] })).toBe(
      true,
    );
  });
});

describe('leavesRouteAlone', () => {
  it('names the plan fields an edit may change without planning again, and no other', () => {
    expect(['name', 'additionalNotes', 'adults'].every(leavesRouteAlone)).toBe(true);
    expect(leavesRouteAlone('startLocation')).toBe(false);
    expect(leavesRouteAlone('generationStatus')).toBe(false);
  });
});

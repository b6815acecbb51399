import { PlanTripMessages, latestTripYear } from '@roadbook/contracts/browser';
import { describe, expect, it } from 'vitest';
import { makeTrip } from '../../../test/fixtures/trip-fixtures';
import {
  EMPTY_PLAN_FORM,
  isLoopOffered,
  planFormFromTrip,
  toPlanBody,
  validatePlanForm,
} from './plan-form.model';
import type { PlanFormValues } from './plan-form.model';

const filled: PlanFormValues = {
  ...EMPTY_PLAN_FORM,
  name: 'Rockies to Red Rock',
  startDate: '2026-06-12',
  endDate: '2026-06-14',
  travelers: '2',
  adults: '2',
  startLocation: 'Denver, CO',
  destination: 'Moab, UT',
  activities: ['nature'],
  budget: 'moderate',
  drivingHours: '4-6',
};

/** When the form is checked in these tests: before every date of `filled`. */
const NOW = new Date('2026-05-01T12:00:00Z');

const stops = (count: number) => Array.from({ length: count }, (_, i) => `Town ${i + 1}`);

describe('validatePlanForm limits', () => {
  it('accepts a complete plan', () => {
    expect(validatePlanForm(filled, NOW)).toEqual({});
  });

  it.each<[string, Partial<PlanFormValues>, keyof PlanFormValues, string]>([
    [
      'a 101-character name',
      { name: 'x'.repeat(101) },
      'name',
      'Trip name must be at most 100 characters',
    ],
    ['February 31', { startDate: '2026-02-31' }, 'startDate', PlanTripMessages.calendarDate],
    [
      'a day ride in year 1',
      { tripType: 'day', startDate: '0001-01-01' },
      'startDate',
      PlanTripMessages.dateYears,
    ],
    ['year 9999', { endDate: '9999-12-31' }, 'endDate', PlanTripMessages.dateYears],
    [
      'an end before the start',
      { endDate: '2026-06-11' },
      'endDate',
      PlanTripMessages.endBeforeStart,
    ],
    [
      '31 days',
      { startDate: '2026-06-01', endDate: '2026-07-01' },
      'endDate',
      'Trips can be at most 30 days long',
    ],
    [
      '51 travelers',
      { travelers: '51', adults: '1' },
      'travelers',
      PlanTripMessages.tooManyTravelers,
    ],
    [
      'a billion travelers',
      { travelers: '1000000000' },
      'travelers',
      PlanTripMessages.tooManyTravelers,
    ],
    ['more adults than travelers', { adults: '3' }, 'adults', PlanTripMessages.adultsOverTravelers],
    ['21 hotel rooms', { hotelRooms: '21' }, 'hotelRooms', PlanTripMessages.tooManyHotelRooms],
    [
      'a 201-character start',
      { startLocation: 'x'.repeat(201) },
      'startLocation',
      PlanTripMessages.startLocationTooLong,
    ],
    [
      'a 201-character destination',
      { destination: 'x'.repeat(201) },
      'destination',
      PlanTripMessages.destinationTooLong,
    ],
    ['11 stops', { waypoints: stops(11) }, 'waypoints', 'Add at most 10 stops'],
    [
      'a 2-character stop',
      { waypoints: ['Moab, UT', 'NY'] },
      'waypoints',
      PlanTripMessages.waypointTooShort,
    ],
    [
      'a 201-character stop',
      { waypoints: ['x'.repeat(201)] },
      'waypoints',
      PlanTripMessages.waypointTooLong,
    ],
    ['an unknown activity', { activities: ['x'] }, 'activities', PlanTripMessages.activityChoice],
    [
      'an activity twice',
      { activities: ['food', 'food'] },
      'activities',
      PlanTripMessages.activityRepeated,
    ],
    [
      'an unknown place to sleep',
      { accommodation: ['palace'] },
      'accommodation',
      PlanTripMessages.accommodationChoice,
    ],
    ['an unknown budget', { budget: 'cheap' }, 'budget', PlanTripMessages.budgetChoice],
    [
      'unknown riding hours',
      { drivingHours: '20' },
      'drivingHours',
      PlanTripMessages.drivingHoursChoice,
    ],
    [
      '2001 characters of notes',
      { additionalNotes: 'x'.repeat(2001) },
      'additionalNotes',
      'Notes must be at most 2000 characters',
    ],
  ])('refuses %s with the server message', (_label, change, field, message) => {
    expect(validatePlanForm({ ...filled, ...change }, NOW)).toEqual({ [field]: message });
  });

  it.each<[string, Partial<PlanFormValues>]>([
    ['a 100-character name', { name: 'x'.repeat(100) }],
    ['30 days', { startDate: '2026-06-01', endDate: '2026-06-30' }],
    ['the last year allowed', { startDate: `${latestTripYear()}-12-31`, endDate: '' }],
    ['50 travelers in 20 rooms', { travelers: '50', adults: '50', hotelRooms: '20' }],
    ['10 stops and blank ones', { waypoints: [...stops(10), '', '  '] }],
    ['2000 characters of notes', { additionalNotes: 'x'.repeat(2000) }],
  ])('accepts %s, the edge of a limit', (_label, change) => {
    expect(validatePlanForm({ ...filled, ...change }, NOW)).toEqual({});
  });

  it('keeps the spec messages first: an empty field is required, not out of the list', () => {
    expect(validatePlanForm({ ...filled, budget: '', drivingHours: '' }, NOW)).toEqual({
      budget: 'Budget selection is required',
      drivingHours: 'Driving hours preference is required',
    });
    expect(validatePlanForm({ ...filled, travelers: '0' }).travelers).toBe(
      'At least 1 traveler is required',
    );
  });

  it('checks a day ride by its one date only', () => {
    expect(
      validatePlanForm(
        {
          ...filled,
          tripType: 'day',
          startDate: '2026-06-12',
          endDate: '2020-01-01',
        },
        NOW,
      ),
    ).toEqual({});
  });

  it('sends the stops trimmed, without the blank ones', () => {
    expect(toPlanBody({ ...filled, waypoints: [' Ouray, CO ', ''] }).waypoints).toEqual([
      'Ouray, CO',
    ]);
  });

  it('opens an older trip for Modify without choices the form no longer offers', () => {
    const values = planFormFromTrip(
      makeTrip({
        activities: ['nature', 'karaoke'],
        accommodation: ['motel', 'palace'],
        budget: 'cheap',
        drivingHours: '4-6',
      }),
    );
    expect(values).toMatchObject({
      activities: ['nature'],
      accommodation: ['motel'],
      budget: '',
      drivingHours: '4-6',
    });
  });
});

describe('validatePlanForm refusals of plans that mean nothing', () => {
  it('refuses the same start and destination without a round trip or stops, on the destination', () => {
    const same = { ...filled, destination: 'denver,  CO' };
    expect(validatePlanForm(same, NOW)).toEqual({
      destination: PlanTripMessages.sameStartAndDestination,
    });
    expect(validatePlanForm({ ...same, isRoundTrip: true }, NOW)).toEqual({});
    expect(validatePlanForm({ ...same, waypoints: ['Boulder, CO'] }, NOW)).toEqual({});
  });

  it('refuses a start date already past everywhere on Earth, on the start date', () => {
    // 10:00 UTC on 2 May: 1 May is over everywhere; 22:00 on 1 May in the latest time zone.
    const now = new Date('2026-05-02T10:00:00Z');
    const on = (startDate: string) => ({ ...filled, startDate, endDate: '2026-05-09' });
    expect(validatePlanForm(on('2026-04-30'), now)).toEqual({
      startDate: PlanTripMessages.startDateInPast,
    });
    // Still 1 May west of the date line until noon UTC: the server checks the start's own zone.
    expect(validatePlanForm(on('2026-05-01'), now)).toEqual({});
  });
});

describe('rest days in the plan form', () => {
  const resting = { ...filled, restDays: 1, restIn: 'Moab, UT' };

  it('keeps a trip’s rest days through Modify and sends them', () => {
    const values = planFormFromTrip(makeTrip({ restDays: 2, restIn: 'Moab, UT' }));
    expect(values).toMatchObject({ restDays: 2, restIn: 'Moab, UT' });
    expect(toPlanBody(values)).toMatchObject({ restDays: 2, restIn: 'Moab, UT' });
  });

  it('sends no rest place once the rest days are removed', () => {
    expect(toPlanBody({ ...resting, restDays: 0 })).toMatchObject({ restDays: 0, restIn: '' });
  });

  it('refuses rest days where the plan no longer goes, or that leave no day to ride', () => {
    expect(validatePlanForm(resting, NOW)).toEqual({});
    expect(validatePlanForm({ ...resting, destination: 'Ouray, CO' }, NOW)).toEqual({
      restIn: PlanTripMessages.restIn,
    });
    expect(validatePlanForm({ ...resting, restDays: 3 }, NOW)).toEqual({
      restIn: PlanTripMessages.restDaysFillTrip,
    });
    expect(validatePlanForm({ ...resting, tripType: 'day', startDate: '2026-06-12' }, NOW)).toEqual(
      { restIn: PlanTripMessages.restDaysFillTrip },
    );
  });
});

describe('the group in the plan form', () => {
  const riders = (...group: [string, string][]) => ({
    ...filled,
    group: group.map(([name, range]) => ({ name, range })),
  });

  it('sends each range in km, whichever unit it was typed in', () => {
    expect(
      toPlanBody({ ...riders(['Ana', '93'], [' Ben ', '250']), rangeUnit: 'mi' }).group,
    ).toEqual([
      { name: 'Ana', fuelRangeKm: 150 },
      { name: 'Ben', fuelRangeKm: 402 },
    ]);
    expect(toPlanBody({ ...riders(['Ana', '150']), rangeUnit: 'km' }).group).toEqual([
      { name: 'Ana', fuelRangeKm: 150 },
    ]);
  });

  it('refuses a rider without a name, and a range out of bounds in the unit shown', () => {
    expect(validatePlanForm({ ...riders(['', '150']), rangeUnit: 'km' }, NOW)).toEqual({
      group: PlanTripMessages.riderName,
    });
    expect(validatePlanForm({ ...riders(['Ana', '700']), rangeUnit: 'mi' }, NOW)).toEqual({
      group: 'Each fuel range must be a whole number from 31 to 621 miles',
    });
    expect(validatePlanForm({ ...riders(['Ana', '700']), rangeUnit: 'km' }, NOW)).toEqual({});
  });

  it('opens a trip’s group for Modify in the form’s unit', () => {
    const values = planFormFromTrip(makeTrip({ group: [{ name: 'Ana', fuelRangeKm: 150 }] }));
    expect(values.group).toEqual([
      { name: 'Ana', range: values.rangeUnit === 'mi' ? '93' : '150' },
    ]);
    expect(toPlanBody(values).group).toEqual([{ name: 'Ana', fuelRangeKm: 150 }]);
  });
});

describe('riding after dark in the plan form', () => {
  it('is off by default, and kept through Modify', () => {
    expect(toPlanBody(filled).rideAfterDark).toBe(false);
    const values = planFormFromTrip(makeTrip({ rideAfterDark: true }));
    expect(values.rideAfterDark).toBe(true);
    expect(toPlanBody(values).rideAfterDark).toBe(true);
  });
});

describe('a loop in the plan form', () => {
  const roundTrip: PlanFormValues = { ...filled, isRoundTrip: true, destination: '' };

  it('is offered on a round trip with no stops only', () => {
    expect(isLoopOffered(filled)).toBe(false);
    expect(isLoopOffered(roundTrip)).toBe(true);
    expect(isLoopOffered({ ...roundTrip, waypoints: ['  '] })).toBe(true);
    expect(isLoopOffered({ ...roundTrip, waypoints: ['Ouray, CO'] })).toBe(false);
  });

  it('sends its hours and the start as its destination, with no destination typed', () => {
    const loop = { ...roundTrip, loopHours: '3' };
    expect(validatePlanForm(loop, NOW)).toEqual({});
    expect(toPlanBody(loop)).toEqual(
      expect.objectContaining({ destination: 'Denver, CO', isRoundTrip: true, loopHours: 3 }),
    );
    // A stop added after the hours were chosen makes it a round trip through the stop again.
    expect(toPlanBody({ ...loop, destination: 'Moab, UT', waypoints: ['Ouray, CO'] })).toEqual(
      expect.objectContaining({ destination: 'Moab, UT', loopHours: null }),
    );
    expect(toPlanBody(filled).loopHours).toBeNull();
  });

  it('keeps a loop through Modify', () => {
    const values = planFormFromTrip(
      makeTrip({ isRoundTrip: true, destination: 'Denver, CO', waypoints: [], loopHours: 4 }),
    );
    expect(values.loopHours).toBe('4');
    expect(toPlanBody(values).loopHours).toBe(4);
  });
});

import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isCalendarDate, lastTripDay, latestTripYear, tripDayCount } from './plan-dates';
import {
  ACTIVITY_CHOICE_VALUES,
  DRIVING_HOURS_CHOICES,
  DRIVING_HOURS_VALUES,
} from './plan-form.options';
import { PlanTripDto } from './plan-trip.dto';
import { PlanTripMessages } from './plan-trip.messages';

const valid = {
  name: 'Blue Ridge weekend',
  tripType: 'multi-day',
  startDate: '2026-06-12',
  endDate: '2026-06-14',
  travelMode: 'motorcycle',
  travelers: '2',
  adults: 2,
  startLocation: 'Asheville, NC',
  destination: 'Robbinsville, NC',
  routeType: 'scenic',
  activities: ['riding-road'],
  budget: 'moderate',
  drivingHours: '4-6',
};

function messages(input: Record<string, unknown>): string[] {
  const dto = plainToInstance(PlanTripDto, input);
  return validateSync(dto).flatMap((e) => Object.values(e.constraints ?? {}));
}

function messagesOf(field: string, input: Record<string, unknown>): string[] {
  const dto = plainToInstance(PlanTripDto, input);
  const error = validateSync(dto).find((e) => e.property === field);
  return Object.values(error?.constraints ?? {});
}

const stops = (count: number) => Array.from({ length: count }, (_, i) => `Town ${i + 1}`);

describe('PlanTripDto', () => {
  it('accepts a complete plan and fills the spec defaults', () => {
    const dto = plainToInstance(PlanTripDto, { ...valid, startDate: '' });
    expect(validateSync(dto)).toEqual([]);
    expect(dto).toMatchObject({
      travelers: 2,
      adults: 2,
      hotelRooms: 1,
      isRoundTrip: false,
      waypoints: [],
      accommodation: [],
      additionalNotes: '',
    });
    expect(dto.startDate).toBeUndefined();
  });

  it.each([
    [{ name: 'ab' }, PlanTripMessages.nameTooShort],
    [{ travelMode: 'bicycle' }, PlanTripMessages.travelMode],
    [{ travelers: 0 }, PlanTripMessages.travelers],
    [{ adults: 0 }, PlanTripMessages.adults],
    [{ startLocation: '  ' }, PlanTripMessages.startLocation],
    [{ destination: 'NY' }, PlanTripMessages.destination],
    [{ routeType: 'curvy' }, PlanTripMessages.routeType],
    [{ activities: [] }, PlanTripMessages.activities],
    [{ budget: '' }, PlanTripMessages.budget],
    [{ drivingHours: '' }, PlanTripMessages.drivingHours],
  ])('rejects %o with the spec message', (override, message) => {
    expect(messages({ ...valid, ...override })).toContain(message);
  });

  it.each([
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Trip name must be at most 100 characters'],
    ['year 1', { startDate: '0001-01-01' }, PlanTripMessages.dateYears],
    ['year 9999', { endDate: '9999-12-31' }, PlanTripMessages.dateYears],
    ['February 31', { startDate: '2026-02-31', endDate: '' }, PlanTripMessages.calendarDate],
    [
      'an end before the start',
      { startDate: '2026-06-14', endDate: '2026-06-12' },
      PlanTripMessages.endBeforeStart,
    ],
    [
      '31 days',
      { startDate: '2026-06-01', endDate: '2026-07-01' },
      'Trips can be at most 30 days long',
    ],
    [
      '0001-01-01 to 9999-12-31',
      { startDate: '0001-01-01', endDate: '9999-12-31' },
      PlanTripMessages.tripTooLong,
    ],
    ['a billion travelers', { travelers: 1e9 }, PlanTripMessages.tooManyTravelers],
    ['51 travelers', { travelers: '51', adults: 1 }, PlanTripMessages.tooManyTravelers],
    ['more adults than travelers', { adults: 3 }, PlanTripMessages.adultsOverTravelers],
    ['21 hotel rooms', { hotelRooms: 21 }, PlanTripMessages.tooManyHotelRooms],
    [
      'a 201-character start',
      { startLocation: 'x'.repeat(201) },
      PlanTripMessages.startLocationTooLong,
    ],
    [
      'a 201-character destination',
      { destination: 'x'.repeat(201) },
      PlanTripMessages.destinationTooLong,
    ],
    ['11 stops', { waypoints: stops(11) }, 'Add at most 10 stops'],
    ['a 2-character stop', { waypoints: ['Moab, UT', 'NY'] }, PlanTripMessages.waypointTooShort],
    ['a 201-character stop', { waypoints: ['x'.repeat(201)] }, PlanTripMessages.waypointTooLong],
    ['a stop that is not text', { waypoints: [42] }, PlanTripMessages.waypoints],
    ['an unknown activity', { activities: ['x'] }, PlanTripMessages.activityChoice],
    ['an activity twice', { activities: ['food', 'food'] }, PlanTripMessages.activityRepeated],
    [
      'more activities than there are',
      { activities: [...ACTIVITY_CHOICE_VALUES, 'food'] },
      PlanTripMessages.activityRepeated,
    ],
    [
      'an unknown place to sleep',
      { accommodation: ['palace'] },
      PlanTripMessages.accommodationChoice,
    ],
    [
      'a place to sleep twice',
      { accommodation: ['motel', 'motel'] },
      PlanTripMessages.accommodationRepeated,
    ],
    ['an unknown budget', { budget: 'cheap' }, PlanTripMessages.budgetChoice],
    ['unknown riding hours', { drivingHours: '20' }, PlanTripMessages.drivingHoursChoice],
    [
      '2001 characters of notes',
      { additionalNotes: 'x'.repeat(2001) },
      'Notes must be at most 2000 characters',
    ],
  ])('refuses %s', (_label, override, message) => {
    expect(messages({ ...valid, ...override })).toContain(message);
  });

  it.each([
    ['a 100-character name', { name: 'x'.repeat(100) }],
    ['30 days', { startDate: '2026-06-01', endDate: '2026-06-30' }],
    ['a leap day', { startDate: '2028-02-29', endDate: '2028-03-01' }],
    ['the last year allowed', { startDate: `${latestTripYear()}-12-31`, endDate: '' }],
    ['the first year allowed', { startDate: '2000-01-01', endDate: '2000-01-01' }],
    ['50 travelers, 50 adults and 20 rooms', { travelers: 50, adults: 50, hotelRooms: 20 }],
    ['10 stops', { waypoints: stops(10) }],
    ['every activity', { activities: [...ACTIVITY_CHOICE_VALUES] }],
    ['2000 characters of notes', { additionalNotes: 'x'.repeat(2000) }],
  ])('accepts %s, the edge of a limit', (_label, override) => {
    expect(messages({ ...valid, ...override })).toEqual([]);
  });

  it('speaks about a wrong format before the calendar or the years', () => {
    expect(messagesOf('startDate', { ...valid, startDate: '12/06/2026' })).toEqual([
      PlanTripMessages.date,
    ]);
    expect(messagesOf('startDate', { ...valid, startDate: '1999-02-30' })).toEqual([
      PlanTripMessages.calendarDate,
    ]);
  });

  it('says only the spec message for an empty budget or riding-hours choice', () => {
    expect(messagesOf('budget', { ...valid, budget: '' })).toEqual([PlanTripMessages.budget]);
    expect(messagesOf('drivingHours', { ...valid, drivingHours: '' })).toEqual([
      PlanTripMessages.drivingHours,
    ]);
  });

  it('trims the stops and drops blank ones', () => {
    const dto = plainToInstance(PlanTripDto, { ...valid, waypoints: [' Moab, UT ', '  ', ''] });
    expect(validateSync(dto)).toEqual([]);
    expect(dto.waypoints).toEqual(['Moab, UT']);
  });

  it('takes rest days at the destination or a stop, leaving a day to ride', () => {
    const resting = { ...valid, waypoints: ['Bryson City, NC'] };
    expect(messages({ ...resting, restDays: '1', restIn: ' robbinsville, nc ' })).toEqual([]);
    expect(messages({ ...resting, restDays: 2, restIn: 'Bryson City, NC' })).toEqual([]);
    expect(plainToInstance(PlanTripDto, valid)).toMatchObject({ restDays: 0, restIn: '' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['the start', { restDays: 1, restIn: 'Asheville, NC' }, 'restIn', PlanTripMessages.restIn],
    ['no place', { restDays: 1 }, 'restIn', PlanTripMessages.restIn],
    [
      'a place off the plan',
      { restDays: 1, restIn: 'Moab, UT' },
      'restIn',
      PlanTripMessages.restIn,
    ],
    [
      'every day of the trip',
      { restDays: 3, restIn: 'Robbinsville, NC' },
      'restDays',
      PlanTripMessages.restDaysFillTrip,
    ],
    [
      'a day trip',
      { tripType: 'day', endDate: '', restDays: 1, restIn: 'Robbinsville, NC' },
      'restDays',
      PlanTripMessages.restDaysFillTrip,
    ],
    [
      'half a day',
      { restDays: 1.5, restIn: 'Robbinsville, NC' },
      'restDays',
      PlanTripMessages.restDays,
    ],
    [
      'a negative count',
      { restDays: -1, restIn: 'Robbinsville, NC' },
      'restDays',
      PlanTripMessages.restDays,
    ],
  ])('refuses rest days at %s, on the field', (_case, change, field, message) => {
    expect(messagesOf(field, { ...valid, ...change })).toContain(message);
  });

  it('takes a group of riders with their fuel ranges, names trimmed', () => {
    const dto = plainToInstance(PlanTripDto, {
      ...valid,
      group: [
        { name: ' Ana ', fuelRangeKm: 150 },
        { name: 'Ben', fuelRangeKm: 400 },
      ],
    });
    expect(validateSync(dto)).toEqual([]);
    expect(dto.group).toEqual([
      { name: 'Ana', fuelRangeKm: 150 },
      { name: 'Ben', fuelRangeKm: 400 },
    ]);
    expect(plainToInstance(PlanTripDto, valid).group).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['no name', [{ name: ' ', fuelRangeKm: 150 }], PlanTripMessages.groupRider],
    ['a tank too small', [{ name: 'Ana', fuelRangeKm: 20 }], PlanTripMessages.groupRider],
    ['a fraction of a km', [{ name: 'Ana', fuelRangeKm: 150.5 }], PlanTripMessages.groupRider],
    ['not a list', { name: 'Ana', fuelRangeKm: 150 }, PlanTripMessages.groupRider],
    [
      '13 riders',
      Array.from({ length: 13 }, (_, i) => ({ name: `Rider ${i}`, fuelRangeKm: 200 })),
      PlanTripMessages.groupSize,
    ],
  ])('refuses a group with %s, on the group', (_case, group, message) => {
    expect(messagesOf('group', { ...valid, group })).toContain(message);
  });

  it('lets days end after dark only when asked, as a true or false', () => {
    expect(plainToInstance(PlanTripDto, valid).rideAfterDark).toBe(false);
    expect(messages({ ...valid, rideAfterDark: true })).toEqual([]);
    expect(messagesOf('rideAfterDark', { ...valid, rideAfterDark: 'yes' })).toEqual([
      PlanTripMessages.rideAfterDark,
    ]);
  });

  it('takes a loop of 1 to 12 whole hours on a round trip from the start with no stops', () => {
    const loop = { ...valid, isRoundTrip: true, destination: valid.startLocation, waypoints: [] };
    expect(plainToInstance(PlanTripDto, valid).loopHours).toBeNull();
    expect(messages({ ...valid, loopHours: null })).toEqual([]);
    expect(messages({ ...loop, loopHours: 3 })).toEqual([]);
    expect(messages({ ...loop, loopHours: '4' })).toEqual([]);
    for (const hours of [0, 13, 2.5, 'soon'])
      expect(messagesOf('loopHours', { ...loop, loopHours: hours })).toContain(
        PlanTripMessages.loopHours,
      );
    for (const shape of [
      { isRoundTrip: false },
      { waypoints: ['Estes Park, CO'] },
      { destination: 'Moab, UT' },
    ])
      expect(messagesOf('loopHours', { ...loop, ...shape, loopHours: 3 })).toEqual([
        PlanTripMessages.loopShape,
      ]);
  });

  it('uses the spec wording', () => {
    expect(PlanTripMessages.travelers).toBe('At least 1 traveler is required');
    expect(PlanTripMessages.activities).toBe('Select at least one activity');
  });

  it('offers a driving-hours choice for every value, with increasing budgets', () => {
    expect(DRIVING_HOURS_CHOICES.map((c) => c.value)).toEqual([...DRIVING_HOURS_VALUES]);
    const hours = DRIVING_HOURS_CHOICES.map((c) => c.maxHours);
    expect([...hours].sort((a, b) => a - b)).toEqual(hours);
  });
});

describe('plan dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-13-01', false],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2026-6-1', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it('counts both the first and the last day', () => {
    expect(tripDayCount('2026-06-12', '2026-06-12')).toBe(1);
    expect(tripDayCount('2026-02-27', '2026-03-01')).toBe(3);
    expect(tripDayCount('2026-06-14', '2026-06-12')).toBe(-1);
    expect(tripDayCount('0001-01-01', '9999-12-31')).toBe(3_652_059);
    expect(tripDayCount('2026-02-31', '2026-03-01')).toBeNull();
  });

  it('names the last day a trip may end on', () => {
    expect(lastTripDay('2026-06-01')).toBe('2026-06-30');
    expect(tripDayCount('2026-02-15', lastTripDay('2026-02-15')!)).toBe(30);
    expect(lastTripDay('2026-02-31')).toBeNull();
  });
});

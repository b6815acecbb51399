import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { latestTripYear } from './plan-dates';
import { MAX_GROUP_RIDERS } from './riding-group';
import { PlanTripDto } from './plan-trip.dto';
import { checkPlan, type PlanVerdict } from './plan-rules';
import { describePlanRules, planRulesSource } from './plan-rules.describe';
import { PLAN_RULES } from './plan-rules.generated';

/** What the gateway answers for this body: each field's messages, first declared first. */
function serverVerdict(body: object): PlanVerdict {
  const verdict: Record<string, string[]> = {};
  for (const error of validateSync(plainToInstance(PlanTripDto, body))) {
    verdict[error.property] = [...new Set(Object.values(error.constraints ?? {}).reverse())];
  }
  return verdict;
}

/** A plan as the web's form sends it: cleaned up, numbers as numbers. */
const valid = {
  name: 'Blue Ridge weekend',
  tripType: 'multi-day',
  startDate: '2026-06-12',
  endDate: '2026-06-14',
  travelMode: 'motorcycle',
  travelers: 2,
  adults: 2,
  hotelRooms: 1,
  startLocation: 'Asheville, NC',
  destination: 'Robbinsville, NC',
  isRoundTrip: false,
  waypoints: ['Bryson City, NC'],
  routeType: 'scenic',
  activities: ['riding-road'],
  accommodation: [],
  budget: 'moderate',
  drivingHours: '4-6',
  additionalNotes: '',
  restDays: 0,
  restIn: '',
  group: [],
  rideAfterDark: false,
  loopHours: null,
};

const rider = (name: string, fuelRangeKm: number) => ({ name, fuelRangeKm });
const lateYear = latestTripYear() + 1;

const plans: [string, Record<string, unknown>][] = [
  ['a complete plan', {}],
  ['a plan with its optional fields left out', { startDate: undefined, endDate: undefined }],
  ['a short name', { name: 'ab' }],
  ['an empty name', { name: '' }],
  ['a name of emoji, each one character', { name: '🏍️🏍️🏍️' }],
  ['a long name', { name: 'n'.repeat(101) }],
  ['a name that is not text', { name: 42 }],
  ['an unknown trip type', { tripType: 'weekend' }],
  ['a date in another format', { startDate: '12/06/2026' }],
  ['a date that does not exist', { startDate: '2026-02-30' }],
  ['a date past the years allowed', { startDate: `${lateYear}-06-12`, endDate: undefined }],
  ['an end before the start', { endDate: '2026-06-11' }],
  ['an end on the start day', { endDate: '2026-06-12' }],
  ['a trip over 30 days', { endDate: '2026-07-30' }],
  ['no travel mode', { travelMode: '' }],
  ['no travelers', { travelers: 0, adults: 0 }],
  ['travelers that are not a number (NaN is sent as null)', { travelers: null }],
  ['a fraction of a traveler', { travelers: 1.5 }],
  ['too many travelers', { travelers: 51, adults: 1 }],
  ['more adults than travelers', { travelers: 1, adults: 2 }],
  ['too many hotel rooms', { hotelRooms: 21 }],
  ['no start', { startLocation: '' }],
  ['a start too long', { startLocation: 'x'.repeat(201) }],
  ['a short destination', { destination: 'ab' }],
  ['a round trip that is not a boolean', { isRoundTrip: 'yes' }],
  ['too many stops', { waypoints: Array.from({ length: 11 }, (_, i) => `Town ${i}`) }],
  ['a short stop', { waypoints: ['ab'] }],
  ['a stop that is not text', { waypoints: [7] }],
  ['no route type', { routeType: '' }],
  ['no activity', { activities: [] }],
  ['an activity not offered', { activities: ['skydiving'] }],
  ['an activity twice', { activities: ['food', 'food'] }],
  ['an accommodation not offered', { accommodation: ['castle'] }],
  ['no budget', { budget: '' }],
  ['a budget not offered', { budget: 'lavish' }],
  ['no daily hours', { drivingHours: '' }],
  ['daily hours not offered', { drivingHours: '13-15' }],
  ['long notes', { additionalNotes: 'n'.repeat(2001) }],
  ['rest days at the destination', { restDays: 1, restIn: 'Robbinsville, NC' }],
  ['rest days at a stop', { restDays: 1, restIn: 'bryson city nc' }],
  ['rest days somewhere the trip does not go', { restDays: 1, restIn: 'Denver' }],
  ['rest days with no place', { restDays: 1, restIn: '' }],
  ['rest days filling the trip', { restDays: 3, restIn: 'Robbinsville, NC' }],
  ['rest days on a day trip', { tripType: 'day', restDays: 1, restIn: 'Robbinsville, NC' }],
  ['negative rest days', { restDays: -1 }],
  ['a group', { group: [rider('Ana', 250), rider('Ben', 180)] }],
  ['a rider without a name', { group: [rider('', 250)] }],
  ['a rider with a range out of bounds', { group: [rider('Ana', 5)] }],
  [
    'too big a group',
    { group: Array.from({ length: MAX_GROUP_RIDERS + 1 }, () => rider('A', 200)) },
  ],
  ['riding after dark that is not a boolean', { rideAfterDark: 'yes' }],
  ['a loop', { isRoundTrip: true, waypoints: [], destination: 'Asheville, NC', loopHours: 4 }],
  ['a loop with stops', { isRoundTrip: true, destination: 'Asheville, NC', loopHours: 4 }],
  ['a loop of too many hours', { isRoundTrip: true, waypoints: [], loopHours: 13 }],
];

describe('PLAN_RULES', () => {
  it('is PlanTripDto as it is now (run `npm run generate:plan-rules` when this fails)', () => {
    const written = readFileSync(join(__dirname, 'plan-rules.generated.ts'), 'utf8');
    expect(written).toBe(planRulesSource());
    expect(PLAN_RULES).toEqual(describePlanRules());
  });

  it.each(plans)('gives the server verdict on %s', (_case, change) => {
    const body = { ...valid, ...change };
    expect(checkPlan(body)).toEqual(serverVerdict(body));
  });

  it.each([
    ['an end before the start', { endDate: '2026-06-11' }, ['endDate']],
    ['a party of no one, with an adult', { travelers: 0, adults: 1 }, ['travelers']],
    [
      'a loop with no start (its destination, the start again, is empty too)',
      { isRoundTrip: true, waypoints: [], startLocation: '', destination: '', loopHours: 4 },
      ['startLocation', 'destination'],
    ],
  ])('says %s under its own fields only', (_case, change, fields) => {
    const body = { ...valid, ...change };
    expect(Object.keys(serverVerdict(body))).toEqual(fields);
    expect(Object.keys(checkPlan(body))).toEqual(fields);
  });

  it('finds a problem with every field in the table, so agreeing means something', () => {
    const flagged = plans.flatMap(([, change]) => Object.keys(checkPlan({ ...valid, ...change })));
    expect([...new Set(flagged)].sort()).toEqual(Object.keys(PLAN_RULES).sort());
    expect(checkPlan(valid)).toEqual({});
  });
});

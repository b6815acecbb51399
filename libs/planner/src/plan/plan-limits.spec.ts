import { PlanTripMessages } from '@roadbook/contracts';
import type { PlanTripInput } from '@roadbook/contracts';
import type { GeocoderPort } from '../ports/geocoder.port';
import { OfflineGeocoderAdapter } from '../geocode/offline-geocoder.adapter';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';
import { timeBudget } from './plan-limits';
import { PlanRejectedError, PlanTimeBudgetError, PlanTooLargeError } from './planner.errors';
import { loadPlannerData } from './planner-data';
import { TripPlanner } from './trip-planner';

const planner = createTripPlanner();
const SETTINGS = { fuelRangeKm: 250, maxOffRouteKm: 60, sunsetMarginMinutes: 60 };

async function refusal<T extends Error>(
  input: PlanTripInput,
  kind: new (...args: never[]) => T,
): Promise<T> {
  const error: unknown = await planner.plan(input, TODAY).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  return error as T;
}

describe('TripPlanner limits', () => {
  it('refuses 0001-01-01 to 9999-12-31 at once, without planning a day', async () => {
    const started = Date.now();
    const error = await refusal(
      planInput({ startDate: '0001-01-01', endDate: '9999-12-31' }),
      PlanRejectedError,
    );
    expect(error).toMatchObject({ field: 'startDate', message: PlanTripMessages.dateYears });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses 31 days and plans 30', async () => {
    const error = await refusal(
      planInput({ startDate: '2026-06-01', endDate: '2026-07-01' }),
      PlanRejectedError,
    );
    expect(error).toMatchObject({ field: 'endDate', message: PlanTripMessages.tripTooLong });
    const plan = await planner.plan(
      planInput({ startDate: '2026-06-01', endDate: '2026-06-30' }),
      TODAY,
    );
    expect(plan.itinerary.days).toHaveLength(30);
  });

  it('refuses dates that are not on the calendar', async () => {
    const error = await refusal(
      planInput({ startDate: '2026-02-31', endDate: '2026-03-02' }),
      PlanRejectedError,
    );
    expect(error).toMatchObject({ field: 'startDate', message: PlanTripMessages.calendarDate });
  });

  it('refuses more than 10 stops, whatever the form would have said', async () => {
    const waypoints = Array.from({ length: 11 }, () => 'Grand Junction, CO');
    const error = await refusal(planInput({ waypoints }), PlanRejectedError);
    expect(error).toMatchObject({ field: 'waypoints', message: 'Add at most 10 stops' });
  });

  it.each([
    ['a 10 000-character name', { name: 'x'.repeat(10_000) }, PlanTripMessages.nameTooLong],
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
    ['a 201-character stop', { waypoints: ['x'.repeat(201)] }, PlanTripMessages.waypointTooLong],
    [
      '2001 characters of notes',
      { additionalNotes: 'x'.repeat(2001) },
      PlanTripMessages.notesTooLong,
    ],
    ['a billion travelers', { travelers: 1e9 }, PlanTripMessages.tooManyTravelers],
    ['21 hotel rooms', { hotelRooms: 21 }, PlanTripMessages.tooManyHotelRooms],
    [
      'ten activities',
      { activities: Array.from({ length: 10 }, () => 'food') },
      PlanTripMessages.activityRepeated,
    ],
    [
      'daily hours the form does not offer',
      { drivingHours: '6 hours' },
      PlanTripMessages.drivingHoursChoice,
    ],
  ])("refuses %s with the plan rules' message", async (_label, override, message) => {
    const error = await refusal(planInput(override), PlanRejectedError);
    expect(error.message).toBe(message);
  });

  it('refuses an undated route that needs more than 30 days at its daily budget', async () => {
    const error = await refusal(
      planInput({
        startLocation: 'Seattle, WA',
        waypoints: ['Miami, FL', 'Bangor, ME', 'San Diego, CA'],
        destination: 'Seattle, WA',
        drivingHours: '2-4',
      }),
      PlanTooLargeError,
    );
    expect(error.limit).toBe('days');
    expect(error.message).toMatch(/^This route needs about \d+ days at up to 4 hours a day/);
    expect(error.message).toContain('trips can be at most 30 days long');
  });
});

describe('TripPlanner time budget', () => {
  const data = loadPlannerData();
  const offline = new OfflineGeocoderAdapter(data);
  /** An online geocoder that answers right, slowly. */
  const slowGeocoder: GeocoderPort = {
    name: 'slow',
    geocode: async (text) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return offline.geocode(text);
    },
  };

  it('stops between steps once the budget is spent', async () => {
    const slow = new TripPlanner(data, { geocoder: slowGeocoder }, SETTINGS);
    const error: unknown = await slow
      .plan(planInput({}), { ...TODAY, timeBudgetMs: 10 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlanTimeBudgetError);
    expect(error).toMatchObject({ budgetMs: 10, step: 'finding destination' });
  });

  it('plans as usual within the budget', async () => {
    const slow = new TripPlanner(data, { geocoder: slowGeocoder }, SETTINGS);
    const plan = await slow.plan(planInput({}), { ...TODAY, timeBudgetMs: 60_000 });
    expect(plan.itinerary.days.length).toBeGreaterThan(0);
  });

  it('counts from when the check was made', () => {
    let now = 1_000;
    const check = timeBudget(500, () => now);
    now = 1_500;
    expect(() => check('day 1')).not.toThrow();
    now = 1_501;
    expect(() => check('day 2')).toThrow(PlanTimeBudgetError);
    expect(() => timeBudget(undefined, () => now)('anything')).not.toThrow();
  });
});

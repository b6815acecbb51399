import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DRIVING_HOURS_CHOICES, DRIVING_HOURS_VALUES } from './plan-form.options';
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

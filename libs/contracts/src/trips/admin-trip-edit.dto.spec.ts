import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AdminTripEdit } from './admin-trip-edit.dto';
import { TripMessages } from './trip-messages';

const plan = {
  name: 'Blue Ridge weekend',
  tripType: 'multi-day',
  travelMode: 'motorcycle',
  travelers: 2,
  adults: 2,
  startLocation: 'Asheville, NC',
  destination: 'Robbinsville, NC',
  routeType: 'scenic',
  activities: ['riding-road'],
  budget: 'moderate',
  drivingHours: '4-6',
};

/** Each failing property with its messages, as the validation pipes read them. */
function failures(body: unknown): Record<string, string[]> {
  const errors = validateSync(plainToInstance(AdminTripEdit, body));
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('AdminTripEdit', () => {
  it('takes a whole plan with or without a description', () => {
    expect(failures({ plan, description: 'Three days of gaps and hollows.' })).toEqual({});
    expect(failures({ plan })).toEqual({});
  });

  it.each([
    ['no plan', { description: 'Only the words' }],
    ['a plan that is not an object', { plan: 'Blue Ridge weekend' }],
    ['a null plan', { plan: null }],
  ])('refuses %s with a message that asks for the plan', (_case, body) => {
    expect(failures(body).plan).toContain(TripMessages.planRequired);
  });
});

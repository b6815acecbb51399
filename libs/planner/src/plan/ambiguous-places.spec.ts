import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';

const planner = createTripPlanner();

async function plannedLabels(startLocation: string, destination: string): Promise<string[]> {
  const plan = await planner.plan(planInput({ startLocation, destination }), TODAY);
  return plan.facts.stops
    .filter((stop) => stop.role === 'start' || stop.role === 'destination')
    .map((stop) => stop.label!);
}

describe('TripPlanner resolves a name found in several places toward the plan', () => {
  it.each([
    ['portland', 'Seattle, WA', 'Portland, Oregon, United States'],
    ['portland', 'Boston', 'Portland, Maine, United States'],
    ['paris', 'Dallas, TX', 'Paris, Texas, United States'],
    ['paris', 'Lyon', 'Paris, France'],
    ['san jose', 'Alajuela, Costa Rica', 'San José, Costa Rica'],
  ])('"%s" with "%s" is %s', async (ambiguous, other, label) => {
    const [start] = await plannedLabels(ambiguous, other);
    expect(start).toBe(label);
  });

  it('settles the name whose largest match leads most clearly first: Boston, then Portland', async () => {
    expect(await plannedLabels('Portland', 'Boston')).toEqual([
      'Portland, Maine, United States',
      'Boston, Massachusetts, United States',
    ]);
  });

  it('labels qualified places in full too, so the itinerary says which one it planned', async () => {
    expect(await plannedLabels('Denver, CO', 'Moab, Utah')).toEqual([
      'Denver, Colorado, United States',
      'Moab, Utah, United States',
    ]);
  });
});

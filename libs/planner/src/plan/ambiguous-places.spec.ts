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

describe('TripPlanner finds sizeable towns by their English and their local names', () => {
  it.each([
    ['Köln', 'Firenze', ['Köln, Germany', 'Florence, Italy']],
    ['Cologne', 'Praha', ['Köln, Germany', 'Prague, Czechia']],
    ['NAPOLI', 'roma', ['Naples, Italy', 'Rome, Italy']],
    ['Den Haag', 'Bruxelles', ['The Hague, Netherlands', 'Brussels, Belgium']],
    ['Cologne', 'Paris', ['Köln, Germany', 'Paris, France']],
  ])('%s to %s', async (startLocation, destination, labels) => {
    expect(await plannedLabels(startLocation, destination)).toEqual(labels);
  });

  it('keeps a town whose own name it is when the plan is near it: Monterey, California', async () => {
    const [start] = await plannedLabels('Monterey', 'San Francisco');
    expect(start).toBe('Monterey, California, United States');
  });
});

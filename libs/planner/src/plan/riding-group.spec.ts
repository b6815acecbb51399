import { planInput, stretchesBeyondRangeUnwarned, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';

/** A group rides one plan: the smallest tank, less a reserve, sets every fuel stop. */
const planner = createTripPlanner();

describe('a group', () => {
  const group = [
    { name: 'Ana', fuelRangeKm: 150 },
    { name: 'Ben', fuelRangeKm: 400 },
  ];

  it('fuels for the smallest tank less a reserve, and says whose range set it', async () => {
    const input = planInput({
      travelMode: 'motorcycle',
      routeType: 'fastest',
      startLocation: 'Denver, CO',
      destination: 'Moab, UT',
      drivingHours: '8-10',
      group,
    });
    const plan = await planner.plan(input, TODAY);
    expect(plan.facts.fuelRangeKm).toBe(128);
    expect(plan.facts.fuelRangeSetBy).toEqual({ name: 'Ana', fuelRangeKm: 150 });
    // Fuel at least every 128 km, or the day says where it cannot be (Fruita to Moab is empty).
    expect(stretchesBeyondRangeUnwarned(plan, 128)).toEqual([]);
    expect(plan.itinerary.days.some((d) => d.facts.fuelStops.length > 0)).toBe(true);
    expect(plan.itinerary.rideTips).toContainEqual(
      expect.stringContaining("(Ana's range of 93 miles, the group's smallest, less a reserve)"),
    );
    // Without the group, the motorcycle default spaces the fuel further apart.
    const alone = await planner.plan({ ...input, group: [] }, TODAY);
    expect(alone.facts.fuelRangeSetBy).toBeUndefined();
    expect(alone.itinerary.days[0].facts.fuelStops.length).toBeLessThan(
      plan.itinerary.days[0].facts.fuelStops.length,
    );
  });

  it('names the rider whose range a stretch without fuel passes, and where to fill up first', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        routeType: 'fastest',
        startLocation: 'Ely, NV',
        destination: 'Fallon, NV',
        drivingHours: '8-10',
        group,
      }),
      TODAY,
    );
    expect(
      plan.itinerary.days.flatMap((d) => d.facts.fuelGaps ?? []).map((g) => g.warning),
    ).toEqual([
      "No fuel for about 181 miles, more than Ana's range of 93 miles: fill up in Eureka, NV before it and carry spare fuel.",
    ]);
  });
});

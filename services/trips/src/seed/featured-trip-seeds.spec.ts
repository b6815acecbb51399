import { PlanTripDto, TRAVEL_MODES } from '@roadbook/contracts';
import { createTripPlanner } from '@roadbook/planner';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { FEATURED_TRIP_SEEDS, featuredTripPlan } from './featured-trip-seeds';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('featured trip seeds', () => {
  it('are at least eight, with unique slugs, across every travel mode', () => {
    expect(FEATURED_TRIP_SEEDS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(FEATURED_TRIP_SEEDS.map((seed) => seed.slug)).size).toBe(
      FEATURED_TRIP_SEEDS.length,
    );
    expect(new Set(FEATURED_TRIP_SEEDS.map((seed) => seed.travelMode))).toEqual(
      new Set(TRAVEL_MODES),
    );
  });

  it('date a trip on the next best month at least two weeks ahead', () => {
    const alps = FEATURED_TRIP_SEEDS.find((seed) => seed.bestMonth === 7)!;
    expect(featuredTripPlan(alps, TODAY)).toMatchObject({
      startDate: '2027-07-15',
      endDate: `2027-07-${15 + alps.days - 1}`,
    });
    const december = { ...alps, bestMonth: 12 };
    // December 15th is 22 days after November 23rd: this year; from December 5th, next year.
    expect(featuredTripPlan(december, TODAY).startDate).toBe('2026-12-15');
    expect(featuredTripPlan(december, new Date('2026-12-05T00:00:00Z')).startDate).toBe(
      '2027-12-15',
    );
  });

  describe.each(FEATURED_TRIP_SEEDS.map((seed) => [seed.slug, seed] as const))('%s', (_, seed) => {
    const plan = featuredTripPlan(seed, TODAY);

    it('passes the plan form checks', () => {
      expect(validateSync(plainToInstance(PlanTripDto, plan))).toEqual([]);
    });

    it('is planned by the offline engine, a day per planned day', async () => {
      const result = await createTripPlanner().plan(plan, { today: '2026-11-23' });
      expect(result.itinerary.days).toHaveLength(seed.days);
    });
  });
});

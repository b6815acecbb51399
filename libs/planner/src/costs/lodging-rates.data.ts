import type { AccommodationChoice, BudgetLevel } from '@roadbook/contracts';

/**
 * One night for one room (or one pitch at a campground or RV park), in US dollars at US price
 * level (1.0 in country-prices.data.ts), by the lodging kind and the plan's budget level:
 * approximate national averages, 2025, rounded from published hotel rate surveys (STR's US
 * average daily rate by class, about $160 for mid-range) and campground and RV-park listings.
 * A country's price level (country-prices.data.ts) scales them.
 */
export const LODGING_RATES_AS_OF = '2025-06';

export const NIGHTLY_USD: Readonly<Record<AccommodationChoice, Record<BudgetLevel, number>>> = {
  hotel: { budget: 95, moderate: 155, comfort: 240, luxury: 420 },
  motel: { budget: 75, moderate: 100, comfort: 130, luxury: 160 },
  bnb: { budget: 100, moderate: 150, comfort: 210, luxury: 320 },
  cabin: { budget: 90, moderate: 140, comfort: 210, luxury: 350 },
  camping: { budget: 25, moderate: 35, comfort: 50, luxury: 80 },
  'rv-park': { budget: 40, moderate: 55, comfort: 75, luxury: 110 },
};

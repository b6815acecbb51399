import type { TravelMode } from '@roadbook/contracts';

/**
 * Litres per 100 km of a typical vehicle of each mode on mixed roads, round figures from
 * manufacturers' and touring clubs' published consumption: a touring motorcycle about 5, a
 * mid-size car about 8, a motorhome (class A or C) about 25. Petrol, like the prices
 * (country-prices.data.ts); a diesel RV costs about the same per km.
 */
export const LITRES_PER_100_KM: Readonly<Record<TravelMode, number>> = {
  motorcycle: 5,
  car: 8,
  rv: 25,
};

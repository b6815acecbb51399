import type {
  AccommodationChoice,
  BudgetLevel,
  CostPriceSource,
  DayCostEstimate,
  TravelMode,
  TripCostEstimate,
} from '@roadbook/contracts';
import { round } from '../geo/geo.util';
import { COUNTRY_PRICES, COUNTRY_PRICES_AS_OF } from './country-prices.data';
import { EXCHANGE_RATES_AS_OF, USD_RATES } from './exchange-rates.data';
import { LITRES_PER_100_KM } from './fuel-consumption.data';
import { LODGING_RATES_AS_OF, NIGHTLY_USD } from './lodging-rates.data';
import { REGION_PRICES, REGION_PRICES_AS_OF, WORLD_PRICES } from './price-regions.data';

/** The oldest of the tables' dates: the figures are no fresher than that. */
export const COST_TABLES_AS_OF = [
  COUNTRY_PRICES_AS_OF,
  EXCHANGE_RATES_AS_OF,
  LODGING_RATES_AS_OF,
  REGION_PRICES_AS_OF,
].sort()[0];

/** How the itinerary words what the estimates rest on. */
export const COST_BASIS = `approximate national averages, ${COST_TABLES_AS_OF.slice(0, 4)}`;

/** What one plan's costs are worked out with, the same for each day. */
export interface CostPlan {
  mode: TravelMode;
  budget: BudgetLevel;
  /** The lodging the days are planned in (activities/lodging-kind.ts). */
  lodging: AccommodationChoice;
  rooms: number;
  /** ISO 4217 code amounts are given in: tripCurrency(start country). */
  currency: string;
}

interface Prices {
  source: CostPriceSource;
  fuelUsdPerLitre: number;
  lodgingLevel: number;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "Peru" for PE; the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return 'an unknown country';
  return regionNames.of(code) ?? code;
}

/** A country's prices in US dollars; for one the table lacks, its region's or the world's. */
export function pricesIn(countryCode: string): Prices {
  const national = COUNTRY_PRICES[countryCode];
  if (national) {
    return {
      source: { countryCode, basis: 'national', label: countryName(countryCode) },
      fuelUsdPerLitre: national.fuelPerLitre / USD_RATES[national.currency],
      lodgingLevel: national.lodgingLevel,
    };
  }
  const region = REGION_PRICES.find((r) => r.countries.split(' ').includes(countryCode));
  const stand = region ?? WORLD_PRICES;
  return {
    source: {
      countryCode,
      basis: region ? 'regional' : 'world',
      label: `${stand.name} average`,
    },
    fuelUsdPerLitre: stand.fuelUsdPerLitre,
    lodgingLevel: stand.lodgingLevel,
  };
}

/** The start country's currency; US dollars, said as such, when the tables lack it. */
export function tripCurrency(startCountry: string): { currency: string; note?: string } {
  const currency = COUNTRY_PRICES[startCountry]?.currency;
  if (currency && USD_RATES[currency]) return { currency };
  return {
    currency: 'USD',
    note: `Amounts are in US dollars: the price tables have no currency for ${countryName(startCountry)}.`,
  };
}

/**
 * One day's estimate. Fuel: the day's distance at the mode's consumption, priced where the day
 * ends (a day rarely crosses a border, and when it does the end is where the tank is filled
 * for the next morning). Lodging: one night in each room, except after the last day's arrival,
 * which ends the trip (a round trip too: it ends at home). Whole units of the trip's currency.
 */
export function estimateDayCosts(
  day: { distanceKm: number; countryCode: string; isLastDay: boolean },
  plan: CostPlan,
): DayCostEstimate {
  const prices = pricesIn(day.countryCode);
  const rate = USD_RATES[plan.currency];
  const litres = (day.distanceKm * LITRES_PER_100_KM[plan.mode]) / 100;
  const fuel = Math.round(litres * prices.fuelUsdPerLitre * rate);
  const nights = day.isLastDay ? 0 : 1;
  const nightly = NIGHTLY_USD[plan.lodging][plan.budget] * prices.lodgingLevel * rate;
  const lodging = Math.round(nights * plan.rooms * nightly);
  return {
    estimate: true,
    fuel: { litres: round(litres, 1), amount: fuel, priceFrom: prices.source },
    lodging: { nights, rooms: plan.rooms, amount: lodging, kind: plan.lodging },
    amount: fuel + lodging,
  };
}

/** The trip's estimate: the sum of its days (so the page adds up), and what stood in for what. */
export function estimateTripCosts(
  days: readonly DayCostEstimate[],
  startCountry: string,
): TripCostEstimate {
  const { currency, note } = tripCurrency(startCountry);
  const fuel = days.reduce((sum, d) => sum + d.fuel.amount, 0);
  const lodging = days.reduce((sum, d) => sum + d.lodging.amount, 0);
  const standIns = new Map<string, CostPriceSource>();
  for (const { priceFrom } of days.map((d) => d.fuel)) {
    if (priceFrom.basis !== 'national') standIns.set(priceFrom.countryCode, priceFrom);
  }
  const notes = [
    ...(note ? [note] : []),
    ...[...standIns.values()].map(
      (s) => `No prices for ${countryName(s.countryCode)} in the tables: the ${s.label} is used.`,
    ),
  ];
  return {
    estimate: true,
    currency,
    fuelVolumeUnit: startCountry === 'US' ? 'gal' : 'L',
    fuel,
    lodging,
    total: fuel + lodging,
    pricesAsOf: COST_TABLES_AS_OF,
    basis: COST_BASIS,
    notes,
  };
}

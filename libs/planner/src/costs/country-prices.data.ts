/**
 * What a country's road trip costs, one row a country: the pump price of a litre of regular
 * petrol (95 RON in Europe, "regular" in North America) in the currency sold in, and the
 * lodging price level against the US (1.0; lodging-rates.data.ts gives the US nightly rates).
 *
 * Approximate national averages, 2025, rounded, from public sources: the EU Weekly Oil Bulletin
 * for EU countries, the US EIA's weekly retail gasoline price, Natural Resources Canada, the
 * UK's weekly road fuel prices, national statistics and motoring clubs elsewhere; price levels
 * from Eurostat's and the OECD's price-level indices for restaurants and hotels. A day's pump
 * price can differ by 10–20 % from these (region, brand, month), hence "estimate" everywhere.
 *
 * Bulgaria has used the euro since 1 January 2026; its 2025 price is converted at the fixed
 * rate (1.95583 lev to the euro).
 */
export const COUNTRY_PRICES_AS_OF = '2025-06';

export interface CountryPrices {
  /** ISO 4217 code of the currency sold in, and the trip's currency when it starts there. */
  currency: string;
  /** Regular petrol, per litre, in `currency`. */
  fuelPerLitre: number;
  /** Lodging price level, US = 1. */
  lodgingLevel: number;
}

const row = (currency: string, fuelPerLitre: number, lodgingLevel: number): CountryPrices => ({
  currency,
  fuelPerLitre,
  lodgingLevel,
});

export const COUNTRY_PRICES: Readonly<Record<string, CountryPrices>> = {
  // North America
  US: row('USD', 0.83, 1.0), // about $3.15 a US gallon
  CA: row('CAD', 1.5, 0.95),
  MX: row('MXN', 24.0, 0.55),
  // European Union
  AT: row('EUR', 1.6, 0.9),
  BE: row('EUR', 1.7, 0.9),
  BG: row('EUR', 1.27, 0.45),
  HR: row('EUR', 1.45, 0.75),
  CY: row('EUR', 1.4, 0.75),
  CZ: row('CZK', 36.5, 0.6),
  DK: row('DKK', 13.6, 1.05),
  EE: row('EUR', 1.65, 0.65),
  FI: row('EUR', 1.85, 0.9),
  FR: row('EUR', 1.8, 0.9),
  DE: row('EUR', 1.74, 0.85),
  GR: row('EUR', 1.85, 0.8),
  HU: row('HUF', 590, 0.55),
  IE: row('EUR', 1.75, 1.05),
  IT: row('EUR', 1.8, 0.9),
  LV: row('EUR', 1.6, 0.6),
  LT: row('EUR', 1.55, 0.6),
  LU: row('EUR', 1.55, 1.0),
  MT: row('EUR', 1.34, 0.75),
  NL: row('EUR', 1.98, 1.0),
  PL: row('PLN', 6.0, 0.55),
  PT: row('EUR', 1.75, 0.7),
  RO: row('RON', 7.2, 0.5),
  SK: row('EUR', 1.6, 0.55),
  SI: row('EUR', 1.48, 0.7),
  ES: row('EUR', 1.55, 0.8),
  SE: row('SEK', 17.5, 0.95),
  // Elsewhere in Europe
  GB: row('GBP', 1.38, 1.0),
  CH: row('CHF', 1.78, 1.35),
  NO: row('NOK', 21.0, 1.1),
  IS: row('ISK', 300, 1.35),
  LI: row('CHF', 1.76, 1.2),
  AD: row('EUR', 1.45, 0.8),
  MC: row('EUR', 1.9, 1.6),
  SM: row('EUR', 1.7, 0.8),
  ME: row('EUR', 1.5, 0.6),
  RS: row('RSD', 190, 0.45),
  BA: row('BAM', 2.55, 0.45),
  MK: row('MKD', 76, 0.4),
  AL: row('ALL', 185, 0.45),
  MD: row('MDL', 24, 0.4),
  UA: row('UAH', 56, 0.4),
  TR: row('TRY', 46, 0.55),
  // Oceania, Asia, Africa
  AU: row('AUD', 1.9, 0.95),
  NZ: row('NZD', 2.55, 0.9),
  JP: row('JPY', 175, 0.75),
  ZA: row('ZAR', 21.5, 0.5),
};

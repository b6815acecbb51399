/**
 * Units of each currency one US dollar bought: approximate 2025 averages of the rates central
 * banks publish (the ECB's reference rates, the Federal Reserve's H.10), rounded. Only the
 * currencies the price tables (country-prices.data.ts) and the trips' start countries need.
 * Converting keeps a price comparable, not exact: a rate moves by several percent in a year.
 */
export const EXCHANGE_RATES_AS_OF = '2025-06';

export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.39,
  MXN: 19.2,
  EUR: 0.89,
  GBP: 0.75,
  CHF: 0.83,
  NOK: 10.4,
  SEK: 9.8,
  DKK: 6.65,
  ISK: 128,
  PLN: 3.78,
  CZK: 22.0,
  HUF: 355,
  RON: 4.5,
  RSD: 104,
  BAM: 1.74,
  MKD: 54.8,
  ALL: 86,
  MDL: 17.3,
  UAH: 41.5,
  TRY: 39,
  AUD: 1.56,
  NZD: 1.72,
  JPY: 148,
  ZAR: 18.0,
};

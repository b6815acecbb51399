/**
 * What stands in for a country missing from country-prices.data.ts: its region's average, else
 * the world's, always said as such on the itinerary. Petrol per litre in US dollars and the
 * lodging price level (US = 1), approximate averages, 2025, rounded from the same public
 * sources as the country table and published cross-country pump-price comparisons.
 */
export const REGION_PRICES_AS_OF = '2025-06';

export interface RegionPrices {
  /** "South America": said as "South America average". */
  name: string;
  fuelUsdPerLitre: number;
  lodgingLevel: number;
  /** ISO 3166 codes of the region's countries (those in the country table never reach here). */
  countries: string;
}

export const REGION_PRICES: readonly RegionPrices[] = [
  {
    name: 'Central America and Caribbean',
    fuelUsdPerLitre: 1.2,
    lodgingLevel: 0.5,
    countries: 'BZ CR SV GT HN NI PA CU DO HT JM TT BS BB PR',
  },
  {
    name: 'South America',
    fuelUsdPerLitre: 1.15,
    lodgingLevel: 0.5,
    countries: 'AR BO BR CL CO EC GY PE PY SR UY VE',
  },
  {
    name: 'Europe',
    fuelUsdPerLitre: 1.65,
    lodgingLevel: 0.75,
    countries: 'BY XK RU VA FO GI GE AM AZ',
  },
  {
    name: 'Middle East',
    fuelUsdPerLitre: 0.85,
    lodgingLevel: 0.8,
    countries: 'AE BH IL IQ IR JO KW LB OM QA SA SY YE',
  },
  {
    name: 'Africa',
    fuelUsdPerLitre: 1.15,
    lodgingLevel: 0.5,
    countries: 'DZ AO BW EG ET GH KE LS MA MZ NA NG RW SN SZ TN TZ UG ZM ZW',
  },
  {
    name: 'Asia',
    fuelUsdPerLitre: 1.05,
    lodgingLevel: 0.55,
    countries: 'AF BD BN KH CN HK IN ID KZ KG LA MY MN MM NP PK PH SG KR LK TW TJ TH TM UZ VN',
  },
  {
    name: 'Oceania',
    fuelUsdPerLitre: 1.7,
    lodgingLevel: 0.9,
    countries: 'FJ PG NC PF WS TO VU',
  },
];

/** Anywhere else: a world average. */
export const WORLD_PRICES = { name: 'world', fuelUsdPerLitre: 1.3, lodgingLevel: 0.7 };

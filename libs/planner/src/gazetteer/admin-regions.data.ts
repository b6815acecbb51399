import { getAllCountries } from 'countries-and-timezones';

/**
 * Names the geocoder understands after a comma ("Moab, Utah", "Lyon, France", "Byron Bay, NSW")
 * and the time zone used for local clock times. GeoNames codes US states by their postal
 * abbreviation and Canadian provinces and Australian states by number, so those carry both their
 * usual abbreviation and GeoNames code.
 */
export interface AdminRegion {
  country: string;
  /** GeoNames admin1 code as it appears in the gazetteer. */
  code: string;
  name: string;
  abbreviation: string;
  timeZone: string;
}

const US: [string, string, string][] = [
  ['AL', 'Alabama', 'America/Chicago'],
  ['AK', 'Alaska', 'America/Anchorage'],
  ['AZ', 'Arizona', 'America/Phoenix'],
  ['AR', 'Arkansas', 'America/Chicago'],
  ['CA', 'California', 'America/Los_Angeles'],
  ['CO', 'Colorado', 'America/Denver'],
  ['CT', 'Connecticut', 'America/New_York'],
  ['DE', 'Delaware', 'America/New_York'],
  ['DC', 'District of Columbia', 'America/New_York'],
  ['FL', 'Florida', 'America/New_York'],
  ['GA', 'Georgia', 'America/New_York'],
  ['HI', 'Hawaii', 'Pacific/Honolulu'],
  ['ID', 'Idaho', 'America/Boise'],
  ['IL', 'Illinois', 'America/Chicago'],
  ['IN', 'Indiana', 'America/Indiana/Indianapolis'],
  ['IA', 'Iowa', 'America/Chicago'],
  ['KS', 'Kansas', 'America/Chicago'],
  ['KY', 'Kentucky', 'America/New_York'],
  ['LA', 'Louisiana', 'America/Chicago'],
  ['ME', 'Maine', 'America/New_York'],
  ['MD', 'Maryland', 'America/New_York'],
  ['MA', 'Massachusetts', 'America/New_York'],
  ['MI', 'Michigan', 'America/Detroit'],
  ['MN', 'Minnesota', 'America/Chicago'],
  ['MS', 'Mississippi', 'America/Chicago'],
  ['MO', 'Missouri', 'America/Chicago'],
  ['MT', 'Montana', 'America/Denver'],
  ['NE', 'Nebraska', 'America/Chicago'],
  ['NV', 'Nevada', 'America/Los_Angeles'],
  ['NH', 'New Hampshire', 'America/New_York'],
  ['NJ', 'New Jersey', 'America/New_York'],
  ['NM', 'New Mexico', 'America/Denver'],
  ['NY', 'New York', 'America/New_York'],
  ['NC', 'North Carolina', 'America/New_York'],
  ['ND', 'North Dakota', 'America/Chicago'],
  ['OH', 'Ohio', 'America/New_York'],
  ['OK', 'Oklahoma', 'America/Chicago'],
  ['OR', 'Oregon', 'America/Los_Angeles'],
  ['PA', 'Pennsylvania', 'America/New_York'],
  ['RI', 'Rhode Island', 'America/New_York'],
  ['SC', 'South Carolina', 'America/New_York'],
  ['SD', 'South Dakota', 'America/Chicago'],
  ['TN', 'Tennessee', 'America/Chicago'],
  ['TX', 'Texas', 'America/Chicago'],
  ['UT', 'Utah', 'America/Denver'],
  ['VT', 'Vermont', 'America/New_York'],
  ['VA', 'Virginia', 'America/New_York'],
  ['WA', 'Washington', 'America/Los_Angeles'],
  ['WV', 'West Virginia', 'America/New_York'],
  ['WI', 'Wisconsin', 'America/Chicago'],
  ['WY', 'Wyoming', 'America/Denver'],
];

const CA: [string, string, string, string][] = [
  ['01', 'AB', 'Alberta', 'America/Edmonton'],
  ['02', 'BC', 'British Columbia', 'America/Vancouver'],
  ['03', 'MB', 'Manitoba', 'America/Winnipeg'],
  ['04', 'NB', 'New Brunswick', 'America/Moncton'],
  ['05', 'NL', 'Newfoundland and Labrador', 'America/St_Johns'],
  ['07', 'NS', 'Nova Scotia', 'America/Halifax'],
  ['08', 'ON', 'Ontario', 'America/Toronto'],
  ['09', 'PE', 'Prince Edward Island', 'America/Halifax'],
  ['10', 'QC', 'Quebec', 'America/Toronto'],
  ['11', 'SK', 'Saskatchewan', 'America/Regina'],
  ['12', 'YT', 'Yukon', 'America/Whitehorse'],
  ['13', 'NT', 'Northwest Territories', 'America/Yellowknife'],
  ['14', 'NU', 'Nunavut', 'America/Iqaluit'],
];

const AU: [string, string, string, string][] = [
  ['01', 'ACT', 'Australian Capital Territory', 'Australia/Sydney'],
  ['02', 'NSW', 'New South Wales', 'Australia/Sydney'],
  ['03', 'NT', 'Northern Territory', 'Australia/Darwin'],
  ['04', 'QLD', 'Queensland', 'Australia/Brisbane'],
  ['05', 'SA', 'South Australia', 'Australia/Adelaide'],
  ['06', 'TAS', 'Tasmania', 'Australia/Hobart'],
  ['07', 'VIC', 'Victoria', 'Australia/Melbourne'],
  ['08', 'WA', 'Western Australia', 'Australia/Perth'],
];

export const ADMIN_REGIONS: readonly AdminRegion[] = [
  ...US.map(([code, name, timeZone]) => ({
    country: 'US',
    code,
    name,
    abbreviation: code,
    timeZone,
  })),
  ...CA.map(([code, abbreviation, name, timeZone]) => ({
    country: 'CA',
    code,
    name,
    abbreviation,
    timeZone,
  })),
  ...AU.map(([code, abbreviation, name, timeZone]) => ({
    country: 'AU',
    code,
    name,
    abbreviation,
    timeZone,
  })),
];

export interface Country {
  code: string;
  name: string;
  aliases: string[];
  /** None for a country of several zones without its regions here: clock times by longitude. */
  timeZone?: string;
  /** Whether road distances are signed in miles. */
  imperial: boolean;
}

/** The countries road trips here cross most, with the names riders use for them. */
const CURATED_COUNTRIES: readonly Country[] = [
  {
    code: 'US',
    name: 'United States',
    aliases: ['usa', 'us', 'united states of america', 'america'],
    timeZone: 'America/New_York',
    imperial: true,
  },
  { code: 'CA', name: 'Canada', aliases: [], timeZone: 'America/Toronto', imperial: false },
  {
    code: 'MX',
    name: 'Mexico',
    aliases: ['méxico'],
    timeZone: 'America/Mexico_City',
    imperial: false,
  },
  // Central America, each on a single time zone, as road trips from Mexico continue south.
  { code: 'GT', name: 'Guatemala', aliases: [], timeZone: 'America/Guatemala', imperial: false },
  { code: 'BZ', name: 'Belize', aliases: [], timeZone: 'America/Belize', imperial: false },
  { code: 'HN', name: 'Honduras', aliases: [], timeZone: 'America/Tegucigalpa', imperial: false },
  {
    code: 'SV',
    name: 'El Salvador',
    aliases: [],
    timeZone: 'America/El_Salvador',
    imperial: false,
  },
  { code: 'NI', name: 'Nicaragua', aliases: [], timeZone: 'America/Managua', imperial: false },
  { code: 'CR', name: 'Costa Rica', aliases: [], timeZone: 'America/Costa_Rica', imperial: false },
  { code: 'PA', name: 'Panama', aliases: ['panamá'], timeZone: 'America/Panama', imperial: false },
  {
    code: 'GB',
    name: 'United Kingdom',
    aliases: ['uk', 'great britain', 'england', 'scotland', 'wales', 'britain'],
    timeZone: 'Europe/London',
    imperial: true,
  },
  { code: 'IE', name: 'Ireland', aliases: ['eire'], timeZone: 'Europe/Dublin', imperial: false },
  { code: 'FR', name: 'France', aliases: [], timeZone: 'Europe/Paris', imperial: false },
  {
    code: 'DE',
    name: 'Germany',
    aliases: ['deutschland'],
    timeZone: 'Europe/Berlin',
    imperial: false,
  },
  { code: 'IT', name: 'Italy', aliases: ['italia'], timeZone: 'Europe/Rome', imperial: false },
  {
    code: 'ES',
    name: 'Spain',
    aliases: ['españa', 'espana'],
    timeZone: 'Europe/Madrid',
    imperial: false,
  },
  { code: 'PT', name: 'Portugal', aliases: [], timeZone: 'Europe/Lisbon', imperial: false },
  {
    code: 'CH',
    name: 'Switzerland',
    aliases: ['schweiz', 'suisse', 'svizzera'],
    timeZone: 'Europe/Zurich',
    imperial: false,
  },
  {
    code: 'AT',
    name: 'Austria',
    aliases: ['österreich', 'osterreich'],
    timeZone: 'Europe/Vienna',
    imperial: false,
  },
  {
    code: 'BE',
    name: 'Belgium',
    aliases: ['belgique', 'belgie'],
    timeZone: 'Europe/Brussels',
    imperial: false,
  },
  {
    code: 'NL',
    name: 'Netherlands',
    aliases: ['holland', 'the netherlands', 'nederland'],
    timeZone: 'Europe/Amsterdam',
    imperial: false,
  },
  { code: 'LU', name: 'Luxembourg', aliases: [], timeZone: 'Europe/Luxembourg', imperial: false },
  {
    code: 'DK',
    name: 'Denmark',
    aliases: ['danmark'],
    timeZone: 'Europe/Copenhagen',
    imperial: false,
  },
  { code: 'NO', name: 'Norway', aliases: ['norge'], timeZone: 'Europe/Oslo', imperial: false },
  {
    code: 'SE',
    name: 'Sweden',
    aliases: ['sverige'],
    timeZone: 'Europe/Stockholm',
    imperial: false,
  },
  { code: 'FI', name: 'Finland', aliases: ['suomi'], timeZone: 'Europe/Helsinki', imperial: false },
  { code: 'IS', name: 'Iceland', aliases: [], timeZone: 'Atlantic/Reykjavik', imperial: false },
  { code: 'PL', name: 'Poland', aliases: ['polska'], timeZone: 'Europe/Warsaw', imperial: false },
  {
    code: 'CZ',
    name: 'Czechia',
    aliases: ['czech republic'],
    timeZone: 'Europe/Prague',
    imperial: false,
  },
  { code: 'SK', name: 'Slovakia', aliases: [], timeZone: 'Europe/Bratislava', imperial: false },
  { code: 'HU', name: 'Hungary', aliases: [], timeZone: 'Europe/Budapest', imperial: false },
  { code: 'SI', name: 'Slovenia', aliases: [], timeZone: 'Europe/Ljubljana', imperial: false },
  {
    code: 'HR',
    name: 'Croatia',
    aliases: ['hrvatska'],
    timeZone: 'Europe/Zagreb',
    imperial: false,
  },
  {
    code: 'BA',
    name: 'Bosnia and Herzegovina',
    aliases: ['bosnia'],
    timeZone: 'Europe/Sarajevo',
    imperial: false,
  },
  { code: 'ME', name: 'Montenegro', aliases: [], timeZone: 'Europe/Podgorica', imperial: false },
  { code: 'RS', name: 'Serbia', aliases: [], timeZone: 'Europe/Belgrade', imperial: false },
  { code: 'AL', name: 'Albania', aliases: [], timeZone: 'Europe/Tirane', imperial: false },
  {
    code: 'MK',
    name: 'North Macedonia',
    aliases: ['macedonia'],
    timeZone: 'Europe/Skopje',
    imperial: false,
  },
  { code: 'GR', name: 'Greece', aliases: ['hellas'], timeZone: 'Europe/Athens', imperial: false },
  { code: 'BG', name: 'Bulgaria', aliases: [], timeZone: 'Europe/Sofia', imperial: false },
  {
    code: 'RO',
    name: 'Romania',
    aliases: ['românia'],
    timeZone: 'Europe/Bucharest',
    imperial: false,
  },
  { code: 'MD', name: 'Moldova', aliases: [], timeZone: 'Europe/Chisinau', imperial: false },
  { code: 'UA', name: 'Ukraine', aliases: [], timeZone: 'Europe/Kyiv', imperial: false },
  { code: 'EE', name: 'Estonia', aliases: [], timeZone: 'Europe/Tallinn', imperial: false },
  { code: 'LV', name: 'Latvia', aliases: [], timeZone: 'Europe/Riga', imperial: false },
  { code: 'LT', name: 'Lithuania', aliases: [], timeZone: 'Europe/Vilnius', imperial: false },
  {
    code: 'TR',
    name: 'Turkey',
    aliases: ['türkiye', 'turkiye'],
    timeZone: 'Europe/Istanbul',
    imperial: false,
  },
  { code: 'AD', name: 'Andorra', aliases: [], timeZone: 'Europe/Andorra', imperial: false },
  { code: 'MC', name: 'Monaco', aliases: [], timeZone: 'Europe/Monaco', imperial: false },
  { code: 'LI', name: 'Liechtenstein', aliases: [], timeZone: 'Europe/Vaduz', imperial: false },
  { code: 'SM', name: 'San Marino', aliases: [], timeZone: 'Europe/San_Marino', imperial: false },
  { code: 'MT', name: 'Malta', aliases: [], timeZone: 'Europe/Malta', imperial: false },
  { code: 'CY', name: 'Cyprus', aliases: [], timeZone: 'Asia/Nicosia', imperial: false },
];

/**
 * Every other country by its ISO code and English name, from the tz database's country list
 * (`countries-and-timezones`), so "Sydney, Australia" or "Durban, South Africa" is understood; a
 * country of one time zone gets it. Only Liberia and Myanmar besides the curated ones sign
 * distances in miles.
 */
const OTHER_COUNTRIES: readonly Country[] = Object.values(getAllCountries())
  .filter(({ id }) => !CURATED_COUNTRIES.some((country) => country.code === id))
  .map(({ id, name, timezones }) => ({
    code: id,
    name,
    aliases: [],
    ...(timezones.length === 1 && { timeZone: timezones[0] }),
    imperial: id === 'LR' || id === 'MM',
  }));

export const COUNTRIES: readonly Country[] = [...CURATED_COUNTRIES, ...OTHER_COUNTRIES];

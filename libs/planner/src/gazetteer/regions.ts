import type { LatLng } from '@roadbook/contracts';
import { normalizeName } from './gazetteer';
import { ADMIN_REGIONS, COUNTRIES } from './admin-regions.data';
import type { AdminRegion, Country } from './admin-regions.data';

/** A qualifier after a comma: a state or province (with its country) or a country. */
export type RegionMatch =
  { kind: 'admin'; region: AdminRegion } | { kind: 'country'; country: Country };

const byKey = new Map<string, RegionMatch[]>();
const add = (key: string, match: RegionMatch) =>
  byKey.set(normalizeName(key), [...(byKey.get(normalizeName(key)) ?? []), match]);
for (const region of ADMIN_REGIONS) {
  add(region.name, { kind: 'admin', region });
  add(region.abbreviation, { kind: 'admin', region });
}
for (const country of COUNTRIES) {
  for (const key of [country.code, country.name, ...country.aliases])
    add(key, { kind: 'country', country });
}

export function matchRegion(text: string): RegionMatch[] {
  return byKey.get(normalizeName(text)) ?? [];
}

export function adminRegion(country: string, code: string): AdminRegion | undefined {
  return ADMIN_REGIONS.find((r) => r.country === country && r.code === code);
}

export function countryInfo(code: string): Country | undefined {
  return COUNTRIES.find((c) => c.code === code);
}

/**
 * US states split between two time zones, by the line that matters on the road: east Tennessee
 * (Gatlinburg, Knoxville) keeps Eastern time, the Florida panhandle Central, El Paso Mountain.
 */
const SPLIT_STATES: Record<string, (lat: number, lng: number) => string | undefined> = {
  TN: (_lat, lng) => (lng > -85.25 ? 'America/New_York' : undefined),
  KY: (_lat, lng) => (lng < -86.0 ? 'America/Chicago' : undefined),
  FL: (_lat, lng) => (lng < -85.0 ? 'America/Chicago' : undefined),
  IN: (_lat, lng) => (lng < -87.0 ? 'America/Chicago' : undefined),
  MI: (lat, lng) => (lat > 45.5 && lng < -87.6 ? 'America/Menominee' : undefined),
  TX: (_lat, lng) => (lng < -104.9 ? 'America/Denver' : undefined),
  KS: (_lat, lng) => (lng < -101.5 ? 'America/Denver' : undefined),
  NE: (_lat, lng) => (lng < -101.3 ? 'America/Denver' : undefined),
  SD: (_lat, lng) => (lng < -100.3 ? 'America/Denver' : undefined),
  ND: (lat, lng) => (lng < -101.0 && lat < 47.5 ? 'America/Denver' : undefined),
  ID: (lat) => (lat > 45.6 ? 'America/Los_Angeles' : undefined),
  OR: (lat, lng) => (lng > -117.4 && lat < 44.5 ? 'America/Boise' : undefined),
};

/** IANA zone for a place; outside the table, the nominal zone of its longitude. */
export function timeZoneFor(country: string, admin: string, { lat, lng }: LatLng): string {
  const split = country === 'US' ? SPLIT_STATES[admin]?.(lat, lng) : undefined;
  const zone = split ?? adminRegion(country, admin)?.timeZone ?? countryInfo(country)?.timeZone;
  if (zone) return zone;
  const offset = Math.round(lng / 15);
  // Etc/GMT zones are named with the sign inverted (Etc/GMT-1 is UTC+1).
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** "Moab, UT" for the US and Canada, "Lyon, France" elsewhere. */
/** The name with its state or province and country spelt out: "Portland, Oregon, United States". */
export function fullLabel(name: string, country: string, admin: string): string {
  const region = adminRegion(country, admin);
  return [name, region?.name, countryInfo(country)?.name ?? country].filter(Boolean).join(', ');
}

export function displayName(name: string, country: string, admin: string): string {
  const region = adminRegion(country, admin);
  if (region) return `${name}, ${region.abbreviation}`;
  const c = countryInfo(country);
  return c ? `${name}, ${c.name}` : name;
}

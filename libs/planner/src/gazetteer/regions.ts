import { normalizeName } from './gazetteer';
import { ADMIN_REGIONS, COUNTRIES } from './admin-regions.data';
import type { AdminRegion, Country } from './admin-regions.data';

/** A qualifier after a comma: a state or province (with its country) or a country. */
export type RegionMatch =
  | { kind: 'admin'; region: AdminRegion }
  | { kind: 'country'; country: Country };

const byKey = new Map<string, RegionMatch[]>();
const add = (key: string, match: RegionMatch) =>
  byKey.set(normalizeName(key), [...(byKey.get(normalizeName(key)) ?? []), match]);
for (const region of ADMIN_REGIONS) {
  add(region.name, { kind: 'admin', region });
  add(region.abbreviation, { kind: 'admin', region });
}
for (const country of COUNTRIES) {
  for (const key of [country.code, country.name, ...country.aliases]) add(key, { kind: 'country', country });
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

/** IANA zone for a place; outside the table, the nominal zone of its longitude. */
export function timeZoneFor(country: string, admin: string, lng: number): string {
  const zone = adminRegion(country, admin)?.timeZone ?? countryInfo(country)?.timeZone;
  if (zone) return zone;
  const offset = Math.round(lng / 15);
  // Etc/GMT zones are named with the sign inverted (Etc/GMT-1 is UTC+1).
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** "Moab, UT" for the US and Canada, "Lyon, France" elsewhere. */
export function displayName(name: string, country: string, admin: string): string {
  const region = adminRegion(country, admin);
  if (region) return `${name}, ${region.abbreviation}`;
  const c = countryInfo(country);
  return c ? `${name}, ${c.name}` : name;
}

import { displayName, fullLabel } from '../gazetteer/regions';
import { ADMIN_REGIONS } from '../gazetteer/admin-regions.data';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { GeocodedPlace, GeocoderPort } from '../ports/geocoder.port';

export interface NominatimConfig {
  baseUrl: string;
  /** Nominatim's usage policy requires an identifying User-Agent. */
  userAgent: string;
  email?: string;
  timeoutMs?: number;
}

/** Geocodes with Nominatim's /search (format=jsonv2), one best match per query. */
export class NominatimGeocoderAdapter implements GeocoderPort {
  readonly name = 'nominatim';

  constructor(private readonly config: NominatimConfig) {}

  async geocode(text: string): Promise<GeocodedPlace | null> {
    const params = new URLSearchParams({
      q: text,
      format: 'jsonv2',
      limit: '1',
      addressdetails: '1',
    });
    if (this.config.email) params.set('email', this.config.email);
    const body = await fetchJson(
      this.name,
      `${this.config.baseUrl.replace(/\/$/, '')}/search?${params.toString()}`,
      { headers: { 'User-Agent': this.config.userAgent, Accept: 'application/json' } },
      this.config.timeoutMs,
    );
    if (!Array.isArray(body)) throw new ProviderError(this.name, 'expected an array of results');
    const first: unknown = body[0];
    if (first === undefined) return null;
    if (!isRecord(first)) throw new ProviderError(this.name, 'malformed result');
    const lat = Number(first.lat);
    const lng = Number(first.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      throw new ProviderError(this.name, 'result without coordinates');
    const address = isRecord(first.address) ? first.address : {};
    const countryCode =
      typeof address.country_code === 'string' ? address.country_code.toUpperCase() : '';
    const local = [address.city, address.town, address.village, address.hamlet, first.name].find(
      (v): v is string => typeof v === 'string' && v.length > 0,
    );
    const shortName = local ?? text.split(',')[0].trim();
    const state = typeof address.state === 'string' ? address.state : '';
    const region = ADMIN_REGIONS.find((r) => r.country === countryCode && r.name === state);
    return {
      name: displayName(shortName, countryCode, region?.code ?? ''),
      shortName,
      label: fullLabel(shortName, countryCode, region?.code ?? ''),
      lat,
      lng,
      countryCode,
      admin: region?.code,
      kind: 'online',
    };
  }
}

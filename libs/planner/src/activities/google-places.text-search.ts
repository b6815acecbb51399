import type { LatLng } from '@roadbook/contracts';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';

export const GOOGLE_PLACES_PROVIDER = 'google-places';
export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

export interface GooglePlacesConfig {
  apiKey: string;
  /** Defaults to https://places.googleapis.com; tests point it at a loopback fake. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface TextSearch {
  textQuery: string;
  maxResultCount: number;
  /** Prefer results inside this circle. */
  near?: { center: LatLng; radiusM: number };
}

/**
 * Places (New) Text Search: `POST /v1/places:searchText` with the key in a header (never in a
 * URL a log could keep) and a field mask, which is also what Google bills by. Resolves the
 * places found, `[]` when nothing matches (Google answers an empty object then).
 */
export async function searchPlacesByText(
  config: GooglePlacesConfig,
  fieldMask: string,
  { textQuery, maxResultCount, near }: TextSearch,
): Promise<unknown[]> {
  const body = await fetchJson(
    GOOGLE_PLACES_PROVIDER,
    `${(config.baseUrl ?? GOOGLE_PLACES_URL).replace(/\/$/, '')}/v1/places:searchText`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Goog-Api-Key': config.apiKey,
        'X-Goog-FieldMask': fieldMask,
      },
      body: JSON.stringify({
        textQuery,
        maxResultCount,
        ...(near && {
          locationBias: {
            circle: {
              center: { latitude: near.center.lat, longitude: near.center.lng },
              radius: near.radiusM,
            },
          },
        }),
      }),
    },
    config.timeoutMs,
  );
  if (!isRecord(body)) throw new ProviderError(GOOGLE_PLACES_PROVIDER, 'response is not an object');
  const places: unknown = body.places;
  return Array.isArray(places) ? (places as unknown[]) : [];
}

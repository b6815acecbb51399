import { cumulativeKm, pointAlong } from '../geo/geo.util';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { PlaceCandidate, PlaceKind, PlacesPort, PlacesQuery } from '../ports/places.port';

export interface GooglePlacesConfig {
  apiKey: string;
  /** Defaults to https://places.googleapis.com; tests point it at a loopback fake. */
  baseUrl?: string;
  timeoutMs?: number;
}

const TEXT_QUERY: Record<PlaceKind, string> = {
  attraction: 'tourist attractions',
  beach: 'beaches',
  hiking: 'hiking trails',
  landmark: 'historic landmarks',
  museum: 'museums',
  nature: 'parks and nature reserves',
  shopping: 'shopping districts',
  'riding-road': 'scenic drives',
  food: 'local restaurants',
};

const FIELD_MASK =
  'places.id,places.displayName,places.formattedAddress,places.location,places.googleMapsUri,places.editorialSummary';

/**
 * Places (New) Text Search around the middle of the day's route, one query per requested kind,
 * biased to a circle that covers the day. Only fields in the field mask are billed and returned.
 */
export class GooglePlacesAdapter implements PlacesPort {
  readonly name = 'google-places';

  constructor(private readonly config: GooglePlacesConfig) {}

  async along({ line, kinds, maxOffRouteKm }: PlacesQuery): Promise<PlaceCandidate[]> {
    const cum = cumulativeKm(line);
    const total = cum[cum.length - 1];
    const centre = pointAlong(line, cum, total / 2);
    const radius = Math.min(50_000, (total / 2 + maxOffRouteKm) * 1000);
    const out: PlaceCandidate[] = [];
    for (const kind of kinds) {
      const body = await fetchJson(
        this.name,
        `${(this.config.baseUrl ?? 'https://places.googleapis.com').replace(/\/$/, '')}/v1/places:searchText`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'X-Goog-Api-Key': this.config.apiKey,
            'X-Goog-FieldMask': FIELD_MASK,
          },
          body: JSON.stringify({
            textQuery: TEXT_QUERY[kind],
            maxResultCount: 5,
            locationBias: {
              circle: { center: { latitude: centre.lat, longitude: centre.lng }, radius },
            },
          }),
        },
        this.config.timeoutMs,
      );
      if (!isRecord(body)) throw new ProviderError(this.name, 'response is not an object');
      // An empty result is an empty object, without a places array.
      const places = Array.isArray(body.places) ? body.places : [];
      for (const p of places) {
        const candidate = toCandidate(p, kind);
        if (candidate) out.push(candidate);
      }
    }
    return out;
  }
}

function toCandidate(place: unknown, kind: PlaceKind): PlaceCandidate | null {
  if (!isRecord(place) || !isRecord(place.displayName) || !isRecord(place.location)) return null;
  const { text } = place.displayName;
  const { latitude, longitude } = place.location;
  if (typeof text !== 'string' || typeof latitude !== 'number' || typeof longitude !== 'number')
    return null;
  const summary =
    isRecord(place.editorialSummary) && typeof place.editorialSummary.text === 'string'
      ? place.editorialSummary.text
      : undefined;
  const address = typeof place.formattedAddress === 'string' ? place.formattedAddress : undefined;
  return {
    name: text,
    kind,
    lat: latitude,
    lng: longitude,
    description: summary ?? (address ? `At ${address}.` : 'Listed on Google Maps.'),
    source: 'Google Maps',
    provider: 'google-places',
    url: typeof place.googleMapsUri === 'string' ? place.googleMapsUri : undefined,
  };
}

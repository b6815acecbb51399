import { cumulativeKm, pointAlong } from '../geo/geo.util';
import { isRecord } from '../http/http-json.client';
import type { PlaceCandidate, PlaceKind, PlacesPort, PlacesQuery } from '../ports/places.port';
import {
  GOOGLE_PLACES_PROVIDER,
  searchPlacesByText,
  type GooglePlacesConfig,
} from './google-places.text-search';

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
  readonly name = GOOGLE_PLACES_PROVIDER;

  constructor(private readonly config: GooglePlacesConfig) {}

  async along({ line, kinds, maxOffRouteKm }: PlacesQuery): Promise<PlaceCandidate[]> {
    const cum = cumulativeKm(line);
    const total = cum[cum.length - 1];
    const centre = pointAlong(line, cum, total / 2);
    const radius = Math.min(50_000, (total / 2 + maxOffRouteKm) * 1000);
    const out: PlaceCandidate[] = [];
    for (const kind of kinds) {
      const places = await searchPlacesByText(this.config, FIELD_MASK, {
        textQuery: TEXT_QUERY[kind],
        maxResultCount: 5,
        near: { center: centre, radiusM: radius },
      });
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

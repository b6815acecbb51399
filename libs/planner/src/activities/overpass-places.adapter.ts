import type { LatLng } from '@roadbook/contracts';
import { thinLine } from '../geo/polyline.util';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { PlaceCandidate, PlaceKind, PlacesPort, PlacesQuery } from '../ports/places.port';

export interface OverpassConfig {
  /** e.g. https://overpass-api.de */
  baseUrl: string;
  timeoutMs?: number;
  /** Search radius around the route in metres; Overpass gets slow beyond a few km. */
  radiusMetres?: number;
}

/** OSM tag filters per kind; every result must also carry a name. */
const FILTERS: Record<PlaceKind, string[]> = {
  attraction: ['["tourism"="attraction"]', '["tourism"="theme_park"]'],
  beach: ['["natural"="beach"]'],
  hiking: ['["route"="hiking"]', '["tourism"="alpine_hut"]'],
  landmark: ['["historic"~"castle|monument|memorial|ruins"]', '["tourism"="viewpoint"]'],
  museum: ['["tourism"="museum"]'],
  nature: [
    '["boundary"="national_park"]',
    '["leisure"="nature_reserve"]',
    '["natural"="waterfall"]',
  ],
  shopping: ['["shop"="mall"]', '["amenity"="marketplace"]'],
  'riding-road': ['["highway"]["name"]["mountain_pass"="yes"]'],
  food: ['["amenity"="restaurant"]', '["amenity"="cafe"]'],
};

/** Named places along the route from OpenStreetMap through the Overpass API. */
export class OverpassPlacesAdapter implements PlacesPort {
  readonly name = 'overpass';

  constructor(private readonly config: OverpassConfig) {}

  async along({ line, kinds }: PlacesQuery): Promise<PlaceCandidate[]> {
    const around = `around:${this.config.radiusMetres ?? 5000},${thinLine(line, 40)
      .map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`)
      .join(',')}`;
    const clauses = kinds.flatMap((k) => FILTERS[k].map((f) => `nwr${f}["name"](${around});`));
    const query = `[out:json][timeout:25];(${clauses.join('')});out center 60;`;
    const body = await fetchJson(
      this.name,
      `${this.config.baseUrl.replace(/\/$/, '')}/api/interpreter`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: query }).toString(),
      },
      this.config.timeoutMs ?? 30_000,
    );
    if (!isRecord(body) || !Array.isArray(body.elements))
      throw new ProviderError(this.name, 'response without elements');
    if (typeof body.remark === 'string' && /error/i.test(body.remark))
      throw new ProviderError(this.name, body.remark);
    return body.elements.flatMap((e: unknown) => {
      const place = toCandidate(e, kinds);
      return place ? [place] : [];
    });
  }
}

function toCandidate(element: unknown, kinds: PlaceKind[]): PlaceCandidate | null {
  if (!isRecord(element) || !isRecord(element.tags) || typeof element.tags.name !== 'string')
    return null;
  const point = position(element);
  const kind = kindOf(element.tags, kinds);
  if (!point || !kind) return null;
  const description =
    typeof element.tags.description === 'string'
      ? element.tags.description
      : `${label(kind)} listed on OpenStreetMap.`;
  return {
    ...point,
    name: element.tags.name,
    kind,
    description,
    source: 'OpenStreetMap',
    provider: 'overpass',
    url: `https://www.openstreetmap.org/${String(element.type)}/${String(element.id)}`,
  };
}

function position(element: Record<string, unknown>): LatLng | null {
  if (typeof element.lat === 'number' && typeof element.lon === 'number')
    return { lat: element.lat, lng: element.lon };
  const c = element.center;
  if (isRecord(c) && typeof c.lat === 'number' && typeof c.lon === 'number')
    return { lat: c.lat, lng: c.lon };
  return null;
}

function kindOf(tags: Record<string, unknown>, kinds: PlaceKind[]): PlaceKind | null {
  const t = (key: string) => (typeof tags[key] === 'string' ? tags[key] : '');
  const guess: PlaceKind | null =
    t('tourism') === 'museum'
      ? 'museum'
      : t('natural') === 'beach'
        ? 'beach'
        : t('mountain_pass') === 'yes'
          ? 'riding-road'
          : t('route') === 'hiking' || t('tourism') === 'alpine_hut'
            ? 'hiking'
            : t('historic') || t('tourism') === 'viewpoint'
              ? 'landmark'
              : t('boundary') === 'national_park' ||
                  t('leisure') === 'nature_reserve' ||
                  t('natural') === 'waterfall'
                ? 'nature'
                : t('shop') || t('amenity') === 'marketplace'
                  ? 'shopping'
                  : t('amenity') === 'restaurant' || t('amenity') === 'cafe'
                    ? 'food'
                    : t('tourism')
                      ? 'attraction'
                      : null;
  return guess && kinds.includes(guess) ? guess : null;
}

function label(kind: PlaceKind): string {
  return kind === 'riding-road' ? 'Mountain pass' : kind.charAt(0).toUpperCase() + kind.slice(1);
}

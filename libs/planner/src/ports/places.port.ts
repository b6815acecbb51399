import type { LatLng } from '@roadbook/contracts';

export const PLACE_KINDS = [
  'attraction',
  'beach',
  'hiking',
  'landmark',
  'museum',
  'nature',
  'shopping',
  'riding-road',
  'food',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceCandidate extends LatLng {
  name: string;
  kind: PlaceKind;
  description: string;
  /** Provenance shown to the user: "Wikipedia: Arches National Park", "NPS", "OpenStreetMap". */
  source: string;
  /** The adapter that found it: 'curated', 'overpass'. */
  provider: string;
  url?: string;
  countryCode?: string;
}

export interface PlacesQuery {
  /** The route the stops must lie along. */
  line: LatLng[];
  kinds: PlaceKind[];
  maxOffRouteKm: number;
}

/** Finds named places of the requested kinds along a route. */
export interface PlacesPort {
  readonly name: string;
  along(query: PlacesQuery): Promise<PlaceCandidate[]>;
}

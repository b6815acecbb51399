import type { PlaceKind } from '../ports/places.port';

/**
 * One row of the curated dataset: name, kind, latitude, longitude, ISO country code, one-line
 * description, and the source it was checked against. When the source is omitted it is the
 * English Wikipedia article with the place's name. Extra names the geocoder should accept
 * ("Tail of the Dragon" for "Deals Gap") come last.
 */
export type CuratedPlaceRow = [
  name: string,
  kind: PlaceKind,
  lat: number,
  lng: number,
  country: string,
  description: string,
  source?: string,
  aliases?: string[],
];

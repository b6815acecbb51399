import type { LatLng } from '@roadbook/contracts';

export interface GeocodedPlace extends LatLng {
  /** Display name as riders write it: "Moab, UT", "Lyon, France", "Stelvio Pass". */
  name: string;
  /** The bare place name ("Moab"), used in titles. */
  shortName: string;
  countryCode: string;
  /** GeoNames admin1 code (US state, Canadian province number), when known. */
  admin?: string;
  /** What matched: a gazetteer town, a curated place, or an online provider's result. */
  kind: 'town' | 'curated' | 'online';
  population?: number;
}

/** Turns free text from the plan form into a point; null when nothing matches. */
export interface GeocoderPort {
  readonly name: string;
  geocode(text: string): Promise<GeocodedPlace | null>;
}

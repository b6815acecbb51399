import type { LatLng } from '@roadbook/contracts';

export interface GeocodedPlace extends LatLng {
  /** Display name as riders write it: "Moab, UT", "Lyon, France", "Stelvio Pass". */
  name: string;
  /** The bare place name ("Moab"), used in titles. */
  shortName: string;
  /** The full name, which says which of several same-named places this is: "Moab, Utah, United States". */
  label: string;
  countryCode: string;
  /** GeoNames admin1 code (US state, Canadian province number), when known. */
  admin?: string;
  /** What matched: a gazetteer town, a curated place, or an online provider's result. */
  kind: 'town' | 'curated' | 'online';
  population?: number;
  /**
   * Set when a bare name matched towns in more than one state or country and the adapter chose
   * one: `leadRatio` is how far the chosen match leads the next (in people, a town's own name
   * counting several times another's other name), so
   * the planner can settle the clearest names first and resolve the others toward them.
   */
  ambiguity?: { leadRatio: number };
}

/** What the geocoder knows of the plan when it resolves one of its names. */
export interface GeocodeContext {
  /** The plan's other places, already resolved; an ambiguous name is resolved toward them. */
  near: readonly GeocodedPlace[];
}

/**
 * Turns free text from the plan form into a point; null when nothing matches. An adapter that
 * cannot use `context` ignores it.
 */
export interface GeocoderPort {
  readonly name: string;
  geocode(text: string, context?: GeocodeContext): Promise<GeocodedPlace | null>;
}

/** GET /api/places/suggest?q=…: towns from the gazetteer for the plan form's place inputs. */
export interface PlaceSuggestion {
  /** What goes into the field: "Moab, Utah, US". */
  label: string;
  name: string;
  region: string | null;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
}

export const PLACE_SUGGEST_MIN_LENGTH = 2;
export const PLACE_SUGGEST_LIMIT = 8;

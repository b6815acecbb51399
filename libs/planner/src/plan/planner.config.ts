import type { GooglePlacesConfig } from '../activities/google-places.text-search';
import type { OverpassConfig } from '../activities/overpass-places.adapter';
import type { NominatimConfig } from '../geocode/nominatim-geocoder.adapter';
import type { LlmConfig } from '../narrative/llm-narrative.adapter';
import type { OsrmConfig } from '../route/osrm-router.adapter';
import type { ValhallaConfig } from '../route/valhalla-router.adapter';
import type { OpenMeteoConfig } from '../weather/open-meteo-weather.adapter';

/**
 * Which providers the planner uses. Passed in by the caller, which reads its own environment;
 * the library never reads process.env. Anything left out runs on the offline adapter.
 */
export interface PlannerConfig {
  geocoder?: { provider: 'nominatim' } & NominatimConfig;
  router?: ({ provider: 'osrm' } & OsrmConfig) | ({ provider: 'valhalla' } & ValhallaConfig);
  weather?: { provider: 'open-meteo' } & OpenMeteoConfig;
  /** Adds OpenStreetMap places to the curated ones. */
  places?:
    | ({ provider: 'overpass' } & OverpassConfig)
    | ({ provider: 'google-places' } & GooglePlacesConfig);
  narrative?: { provider: 'openai-compatible' } & LlmConfig;
  /** Kilometres between fuel stops for motorcycles (default 250). */
  fuelRangeKm?: number;
  /** How far off the route a suggested stop may lie (default 60 km). */
  maxOffRouteKm?: number;
  /** Minimum time between arrival and sunset (default 60 minutes). */
  sunsetMarginMinutes?: number;
}

export interface PlanOptions {
  /** The plan's "today" as YYYY-MM-DD; fixes dates for undated trips and picks forecast vs history. */
  today: string;
  /**
   * Milliseconds the plan may take; checked between steps (each place, leg and day), past it the
   * plan stops with a PlanTimeBudgetError. No budget when left out.
   */
  timeBudgetMs?: number;
  /**
   * Picks among the best loops for a loop plan (./loop-route.ts): the trip's id, so the same trip
   * re-planned keeps its loop and another trip of the same place rides another. 0 when left out.
   */
  seed?: number;
}

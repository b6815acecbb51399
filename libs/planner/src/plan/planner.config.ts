/**
 * Which providers the planner uses. Passed in by the caller, which reads its own environment;
 * the library never reads process.env. Anything left out uses the offline adapter.
 */
export interface PlannerConfig {
  geocoder?: { provider: 'nominatim'; baseUrl: string; userAgent: string; email?: string; timeoutMs?: number };
  router?:
    | { provider: 'osrm'; baseUrl: string; timeoutMs?: number }
    | { provider: 'valhalla'; baseUrl: string; timeoutMs?: number };
  weather?: { provider: 'open-meteo'; forecastUrl: string; archiveUrl: string; timeoutMs?: number };
  narrative?: { provider: 'openai-compatible'; baseUrl: string; model: string; apiKey?: string; timeoutMs?: number };
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
}

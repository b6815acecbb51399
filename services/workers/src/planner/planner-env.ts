import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';

const URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/**
 * Online providers for the itinerary engine. Each is optional: without it that part of the plan
 * is made offline and labelled as an estimate. A provider that fails falls back to offline too.
 */
export class PlannerEnv {
  /** A Nominatim server, e.g. https://nominatim.openstreetmap.org (needs a contact user agent). */
  @IsOptional()
  @IsUrl(URL)
  NOMINATIM_URL?: string;

  /** The User-Agent sent to Nominatim; its usage policy asks for one that identifies the app. */
  @IsString()
  NOMINATIM_USER_AGENT = 'Roadbook trip planner';

  /** The road router to ask for real routes: OSRM or Valhalla (needs ROUTER_URL). Without it, distances are offline estimates. */
  @IsOptional()
  @IsIn(['osrm', 'valhalla'])
  ROUTER_PROVIDER?: 'osrm' | 'valhalla';

  /** The router's address; required when ROUTER_PROVIDER is set. */
  @ValidateIf((env: PlannerEnv) => env.ROUTER_PROVIDER !== undefined)
  @IsUrl(URL)
  ROUTER_URL?: string;

  /** Open-Meteo's forecast API; without it, weather is a labelled seasonal estimate. */
  @IsOptional()
  @IsUrl(URL)
  OPEN_METEO_FORECAST_URL?: string;

  /** Open-Meteo's archive API, for dates past the forecast; used only with OPEN_METEO_FORECAST_URL. */
  @ValidateIf((env: PlannerEnv) => env.OPEN_METEO_FORECAST_URL !== undefined)
  @IsUrl(URL)
  OPEN_METEO_ARCHIVE_URL = 'https://archive-api.open-meteo.com/v1/archive';

  /** An Overpass API server for fuel stations and sights along the route; offline data without it. */
  @IsOptional()
  @IsUrl(URL)
  OVERPASS_URL?: string;

  /** A Google Places key for activity photos (map enrichment); photos are left out without it. */
  @IsOptional()
  @IsString()
  GOOGLE_PLACES_API_KEY?: string;

  /** Where Places (New) answers; only tests point it elsewhere (a fake on loopback). */
  @IsUrl(URL)
  GOOGLE_PLACES_URL = 'https://places.googleapis.com';

  /** Any OpenAI-compatible chat-completions API: OpenAI, Ollama, vLLM. */
  @IsOptional()
  @IsUrl(URL)
  LLM_BASE_URL?: string;

  /** The model to ask for the trip overview and tips; required when LLM_BASE_URL is set. */
  @ValidateIf((env: PlannerEnv) => env.LLM_BASE_URL !== undefined)
  @IsString()
  LLM_MODEL?: string;

  /** The key for LLM_BASE_URL, if it needs one. */
  @IsOptional()
  @IsString()
  LLM_API_KEY?: string;

  /** Kilometres between fuel stops on a motorcycle. */
  @IsInt()
  @Min(80)
  @Max(800)
  FUEL_RANGE_KM: number = 250;

  /**
   * How long one itinerary may take to plan, in ms; past it the attempt stops and is retried.
   * An offline 30-day plan takes a few seconds, so this is there for slow online providers.
   */
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  PLANNER_TIME_BUDGET_MS: number = 120_000;
}

/** Whether new itineraries get activity photos (a `map.enrich` job each): only with a Places key. */
export function activityPhotosEnabled(env: PlannerEnv): boolean {
  return Boolean(env.GOOGLE_PLACES_API_KEY);
}

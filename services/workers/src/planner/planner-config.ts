import type { PlannerConfig } from '@roadbook/planner';
import type { PlannerEnv } from './planner-env';

/** The engine's provider settings from the worker's environment (the library reads none). */
export function plannerConfigFrom(env: PlannerEnv): PlannerConfig {
  return {
    fuelRangeKm: env.FUEL_RANGE_KM,
    ...(env.NOMINATIM_URL && {
      geocoder: {
        provider: 'nominatim',
        baseUrl: env.NOMINATIM_URL,
        userAgent: env.NOMINATIM_USER_AGENT,
      },
    }),
    ...(env.ROUTER_PROVIDER &&
      env.ROUTER_URL && { router: { provider: env.ROUTER_PROVIDER, baseUrl: env.ROUTER_URL } }),
    ...(env.OPEN_METEO_FORECAST_URL && {
      weather: {
        provider: 'open-meteo',
        forecastUrl: env.OPEN_METEO_FORECAST_URL,
        archiveUrl: env.OPEN_METEO_ARCHIVE_URL,
      },
    }),
    ...(env.GOOGLE_PLACES_API_KEY
      ? {
          places: {
            provider: 'google-places',
            apiKey: env.GOOGLE_PLACES_API_KEY,
            baseUrl: env.GOOGLE_PLACES_URL,
          },
        }
      : env.OVERPASS_URL && { places: { provider: 'overpass', baseUrl: env.OVERPASS_URL } }),
    ...(env.LLM_BASE_URL &&
      env.LLM_MODEL && {
        narrative: {
          provider: 'openai-compatible',
          baseUrl: env.LLM_BASE_URL,
          model: env.LLM_MODEL,
          apiKey: env.LLM_API_KEY,
        },
      }),
  };
}

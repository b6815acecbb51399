import { GooglePlacesAdapter } from '../activities/google-places.adapter';
import { OverpassPlacesAdapter } from '../activities/overpass-places.adapter';
import { NominatimGeocoderAdapter } from '../geocode/nominatim-geocoder.adapter';
import { LlmNarrativeAdapter } from '../narrative/llm-narrative.adapter';
import type { PlacesPort } from '../ports/places.port';
import type { RouterPort } from '../ports/router.port';
import { OsrmRouterAdapter } from '../route/osrm-router.adapter';
import { ValhallaRouterAdapter } from '../route/valhalla-router.adapter';
import { OpenMeteoWeatherAdapter } from '../weather/open-meteo-weather.adapter';
import type { PlannerConfig } from './planner.config';
import { loadPlannerData } from './planner-data';
import type { PlannerData } from './planner-data';
import { TripPlanner } from './trip-planner';

const DEFAULT_FUEL_RANGE_KM = 250;
const DEFAULT_MAX_OFF_ROUTE_KM = 60;
const DEFAULT_SUNSET_MARGIN_MINUTES = 60;

/**
 * Builds a planner from configuration. Providers missing from the config run offline; the
 * offline data is loaded once per process and shared by every planner.
 */
export function createTripPlanner(
  config: PlannerConfig = {},
  data: PlannerData = loadPlannerData(),
): TripPlanner {
  return new TripPlanner(
    data,
    {
      geocoder: config.geocoder && new NominatimGeocoderAdapter(config.geocoder),
      router: config.router && routerFor(config.router),
      weather: config.weather && new OpenMeteoWeatherAdapter(config.weather),
      places: config.places && placesFor(config.places),
      narrative: config.narrative && new LlmNarrativeAdapter(config.narrative),
    },
    {
      fuelRangeKm: config.fuelRangeKm ?? DEFAULT_FUEL_RANGE_KM,
      maxOffRouteKm: config.maxOffRouteKm ?? DEFAULT_MAX_OFF_ROUTE_KM,
      sunsetMarginMinutes: config.sunsetMarginMinutes ?? DEFAULT_SUNSET_MARGIN_MINUTES,
    },
  );
}

function routerFor(config: NonNullable<PlannerConfig['router']>): RouterPort {
  switch (config.provider) {
    case 'osrm':
      return new OsrmRouterAdapter(config);
    case 'valhalla':
      return new ValhallaRouterAdapter(config);
  }
}

function placesFor(config: NonNullable<PlannerConfig['places']>): PlacesPort {
  switch (config.provider) {
    case 'overpass':
      return new OverpassPlacesAdapter(config);
    case 'google-places':
      return new GooglePlacesAdapter(config);
  }
}

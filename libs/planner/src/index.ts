export { createTripPlanner } from './plan/create-trip-planner';
export { TripPlanner } from './plan/trip-planner';
export type { OnlineAdapters, PlannerSettings } from './plan/trip-planner';
export type { PlannerConfig, PlanOptions } from './plan/planner.config';
export type { PlanRefusals } from './plan/plan-refusals';
export { parsePlanRequest } from './plan/plan-request';
export type { PlanRequest } from './plan/plan-request';
export {
  NoLoopRoadsError,
  NoRoadError,
  PlaceNotFoundError,
  PlanRejectedError,
  PlanTimeBudgetError,
  PlanTooLargeError,
  ProviderError,
} from './plan/planner.errors';
export type { PlanLimit } from './plan/planner.errors';
export { loadPlannerData } from './plan/planner-data';
export type { PlannerData } from './plan/planner-data';
export type { GeocodedPlace, GeocoderPort } from './ports/geocoder.port';
export type { RouteRequest, RoutedLeg, RouterPort } from './ports/router.port';
export type { PlaceCandidate, PlaceKind, PlacesPort, PlacesQuery } from './ports/places.port';
export type { WeatherPort, WeatherQuery } from './ports/weather.port';
export type { Narrative, NarrativeFacts, NarrativePort } from './ports/narrative.port';
export { OfflineGeocoderAdapter } from './geocode/offline-geocoder.adapter';
export { NominatimGeocoderAdapter } from './geocode/nominatim-geocoder.adapter';
export type { NominatimConfig } from './geocode/nominatim-geocoder.adapter';
export { OfflineRouterAdapter } from './route/offline-router.adapter';
export { loadReachability } from './reach/reachability';
export type { Reachability } from './reach/reachability';
export { OsrmRouterAdapter } from './route/osrm-router.adapter';
export type { OsrmConfig } from './route/osrm-router.adapter';
export { ValhallaRouterAdapter } from './route/valhalla-router.adapter';
export type { ValhallaConfig } from './route/valhalla-router.adapter';
export { TypicalWeatherAdapter } from './weather/typical-weather.adapter';
export { OpenMeteoWeatherAdapter } from './weather/open-meteo-weather.adapter';
export type { OpenMeteoConfig } from './weather/open-meteo-weather.adapter';
export { TemplateNarrativeAdapter } from './narrative/template-narrative.adapter';
export { LlmNarrativeAdapter } from './narrative/llm-narrative.adapter';
export type { LlmConfig } from './narrative/llm-narrative.adapter';
export { CuratedPlacesAdapter } from './activities/curated-places.adapter';
export { OverpassPlacesAdapter } from './activities/overpass-places.adapter';
export type { OverpassConfig } from './activities/overpass-places.adapter';
export { GooglePlacesAdapter } from './activities/google-places.adapter';
export {
  GOOGLE_PLACES_PROVIDER,
  GOOGLE_PLACES_URL,
  searchPlacesByText,
} from './activities/google-places.text-search';
export type { GooglePlacesConfig, TextSearch } from './activities/google-places.text-search';
export { isRecord } from './http/http-json.client';
export { PlaceSuggester } from './gazetteer/place-suggester';
export { cumulativeKm, distanceKm, projectOnLine } from './geo/geo.util';

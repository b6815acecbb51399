/**
 * The itinerary response (spec §3 "Itinerary response", "Day", "Day activity", "Map data") plus
 * the machine-readable facts the UI and exports need. The spec's display fields are strings
 * ("352 mi"); every figure is also given as a number under `facts` so nothing has to be parsed.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export const WEATHER_CONDITIONS = ['sunny', 'partly-cloudy', 'cloudy', 'rainy', 'snow'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** 'typical' is a climate approximation, never a forecast; the UI must label it so. */
export type WeatherSource = 'typical' | 'forecast' | 'historical';

export interface DayWeather {
  condition: WeatherCondition;
  temperature: { high: number; low: number };
  /** Unit of `temperature`: Fahrenheit for US trips, Celsius elsewhere. */
  unit: 'F' | 'C';
  description: string;
  source: WeatherSource;
}

export const DAY_ACTIVITY_TYPES = [
  'driving',
  'attraction',
  'food',
  'beach',
  'accommodation',
  'hiking',
  'shopping',
  'activity',
  'landmark',
  'museum',
  'nature',
] as const;
export type DayActivityType = (typeof DAY_ACTIVITY_TYPES)[number];

/** Who took a photo and where they are credited: shown beside the photo, as providers require. */
export interface ImageCredit {
  name: string;
  /** The author's page, when the provider gives one (https only). */
  url?: string;
}

export interface DayActivity {
  type: DayActivityType;
  title: string;
  description: string;
  duration: string;
  address?: string;
  url?: string;
  imageUrl?: string;
  /** The photo's author, for photos from a provider (Google Places); shown under the photo. */
  imageCredit?: ImageCredit;
  icon?: string;
  tips?: string[];
  /** Driving activities only: the towns the day passes through, in order. */
  waypoints?: string[];
  location?: LatLng;
  /** How far the stop lies from the day's route line, in km. */
  offRouteKm?: number;
  /** Where the entry comes from: 'curated: Wikipedia: …', 'generic', 'overpass', 'google-places'. */
  source: string;
  /** True when the entry describes a kind of stop in a town rather than a named, verified place. */
  generic: boolean;
}

export interface Stop extends LatLng {
  name: string;
  /**
   * For the places the plan names (start, waypoints, destination): the place the planner chose,
   * in full ("Portland, Oregon, United States"), since a typed name can match several places.
   */
  label?: string;
  /** What kind of point this is on the plan. */
  role: 'start' | 'waypoint' | 'destination' | 'overnight' | 'fuel';
  countryCode?: string;
}

export interface FuelStop extends Stop {
  role: 'fuel';
  /** Distance from the start of the day, in km. */
  atKm: number;
}

export interface DayFacts {
  start: Stop;
  end: Stop;
  distanceKm: number;
  drivingMinutes: number;
  /** Moving time plus planned breaks, meals and fuel stops. */
  elapsedMinutes: number;
  /** Local clock times, HH:mm, in the time zone of the day's start and end. */
  departure: string;
  arrival: string;
  sunrise: string;
  sunset: string;
  timeZone: string;
  fuelStops: FuelStop[];
  overBudget: boolean;
  /** Route geometry for the day as [lat, lng] pairs. */
  geometry: [number, number][];
}

export interface Day {
  day: number;
  title: string;
  /** ISO date (YYYY-MM-DD), or null when the plan has no dates. */
  date: string | null;
  distance: string;
  weather: DayWeather;
  activities: DayActivity[];
  description: string;
  facts: DayFacts;
}

export interface TextValue {
  text: string;
  value: number;
}

export interface RouteLeg {
  start_address: string;
  end_address: string;
  /** value in metres. */
  distance: TextValue;
  /** value in seconds. */
  duration: TextValue;
  start_location: LatLng;
  end_location: LatLng;
  /** [lat, lng] pairs through the towns the leg passes. */
  geometry: [number, number][];
}

export interface MapData {
  center: LatLng;
  route: {
    routes: { legs: RouteLeg[]; summary: string; warnings: string[] }[];
  };
  /** The whole route as GeoJSON (coordinates are [lng, lat]). */
  geometry: { type: 'LineString'; coordinates: [number, number][] };
  bounds: { southwest: LatLng; northeast: LatLng };
}

export type PlannerPart = 'geocoder' | 'router' | 'places' | 'weather' | 'narrative';

export interface ProviderUse {
  /** The adapter that produced the part, e.g. 'offline', 'osrm', 'nominatim', 'llm'. */
  provider: string;
  /** True when a configured online provider failed and the offline adapter stood in. */
  fellBack: boolean;
  /** Why it fell back, when it did. */
  reason?: string;
}

export interface ItineraryFacts {
  units: 'imperial' | 'metric';
  totalDistanceKm: number;
  totalDrivingMinutes: number;
  stops: Stop[];
  providers: Record<PlannerPart, ProviderUse>;
  /** Which figures are estimates rather than measured by a routing or weather service. */
  estimates: { distance: boolean; duration: boolean; weather: boolean; sunTimes: boolean };
  warnings: string[];
  /** Daily moving-time budget used to split the trip, in hours. */
  dailyBudgetHours: number;
  fuelRangeKm: number | null;
}

export interface ItineraryResponse {
  itinerary: { days: Day[]; rideTips: string[] };
  mapData: MapData;
  overview: string;
  totalDistance: string;
  facts: ItineraryFacts;
}

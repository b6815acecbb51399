/**
 * The itinerary response (docs/product.md#itineraries: days, activities, map data) plus
 * the machine-readable facts the UI and exports need. Its display fields are strings
 * ("352 mi"); every figure is also given as a number under `facts` so nothing has to be parsed.
 */
import type { AccommodationChoice, DrivingHoursValue } from './plan-form.options';

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
  /**
   * The weather where the rider is at the time they are expected there: the day's start, each
   * fuel stop and riding road, and the arrival, in riding order. Absent on rest days and on
   * older itineraries.
   */
  alongRoute?: WeatherOnRoute[];
  /** Plan B for a day that is wet or freezing at the times ridden; absent otherwise. */
  fallback?: WeatherFallback;
}

/** Where on the day's ride a weather reading is taken. */
export const WEATHER_ON_ROUTE_KINDS = ['start', 'fuel', 'ride', 'arrival'] as const;
export type WeatherOnRouteKind = (typeof WEATHER_ON_ROUTE_KINDS)[number];

export interface WeatherOnRoute {
  kind: WeatherOnRouteKind;
  /** The town, fuel stop or riding road. */
  place: string;
  /** Local clock time (HH:mm) the rider is expected there, by the day's schedule. */
  time: string;
  /** In the day's `unit`. */
  temperature: number;
  condition: WeatherCondition;
  /** Chance of rain or snow in that hour, 0–100. */
  chanceOfRain: number;
  /** 'forecast' from the provider's hourly forecast; 'typical' for the season, never a forecast. */
  source: Extract<WeatherSource, 'forecast' | 'typical'>;
}

/** What makes a day's weather call for Plan B. */
export type WeatherHazard = 'wet' | 'freezing';

/** A prepared Plan B: an earlier overnight town, and the high roads left for another day. */
export interface WeatherFallback {
  hazard: WeatherHazard;
  /** Where and when the hazard is met first: "rain likely (70 %) at Leadville around 13:20". */
  reason: string;
  /** The earlier overnight town, when the day passes one worth stopping in. */
  overnight?: Stop;
  /** Riding to that town, from the day's start. */
  distanceKm?: number;
  drivingMinutes?: number;
  /** Seasonal high roads on the day's line that Plan B leaves out. */
  skips: string[];
  /**
   * The plan in one sentence, as shown under "Plan B if it is wet" (or "if it freezes"): "Stop
   * for the night in Glenwood Springs, CO (…), leave Independence Pass for a drier day, and ride
   * the remaining 60 miles the next day."
   */
  advice: string;
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

/**
 * A famous road near the day that the day does not ride: what adding it would cost, and the
 * plan's stops with it added (the one-tap change that plans the trip again through it).
 */
export interface RoadDetour {
  /** Extra road distance there and back, in km (an estimate). */
  addedKm: number;
  addedMinutes: number;
  /** The plan's waypoints with the road inserted where the route passes it. */
  waypoints: string[];
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
  /** A nearby road the day does not ride, offered as a separate detour (never "Ride X"). */
  detour?: RoadDetour;
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

/** A stretch of a day longer than the fuel range where the planner found no town to fuel in. */
export interface FuelGap {
  /** Where the stretch starts and ends, in km from the start of the day. */
  fromKm: number;
  toKm: number;
  /** The rider's warning in the trip's units: "No fuel for about 260 miles: carry spare fuel." */
  warning: string;
}

export const RIDER_ALERT_KINDS = ['closed-road', 'cold', 'heat', 'dark', 'ferry'] as const;
export type RiderAlertKind = (typeof RIDER_ALERT_KINDS)[number];

/**
 * Something the rider must act on before the day (a pass closed for the season, ice, heat,
 * riding in the dark, a ferry to book): shown at the top of the day and of the itinerary, never
 * among the tips.
 */
export interface RiderAlert {
  kind: RiderAlertKind;
  /** The rider's words: "Independence Pass is usually closed November–May; …". */
  message: string;
  /** True where nothing in the plan works around it (a closed pass the rider named as a stop). */
  unavoidable?: boolean;
}

/** What a car train runs through or over. */
export type CarTrainWay = 'tunnel' | 'causeway';

/** A car ferry the day takes: a leg of its own, sailed rather than ridden. */
export interface FerryLeg {
  from: string;
  to: string;
  /** The scheduled crossing, without boarding (about an hour before). */
  crossingMinutes: number;
  operators: string;
  /** Where the crossing time comes from: the operators' timetables. */
  source: string;
  /**
   * Vehicles ride a shuttle train rather than a ship: through a tunnel (Le Shuttle) or over a
   * causeway (the Sylt Shuttle).
   */
  train?: CarTrainWay;
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
  /**
   * Motorcycle days: every stretch without fuel longer than the range, each warned about
   * ("carry spare fuel"). Absent on older itineraries and on modes without a fuel range.
   */
  fuelGaps?: FuelGap[];
  overBudget: boolean;
  /**
   * A day off the bike at its end town (one of the plan's rest days): it starts and ends there,
   * with no riding. Absent on riding days.
   */
  restDay?: true;
  /** Car ferries the day takes; their time and sea distance are not in the day's riding. */
  ferries?: FerryLeg[];
  /** What the rider must act on that day, most serious first; absent on older itineraries. */
  alerts?: RiderAlert[];
  /** What the day may cost, estimated from dated national averages; absent on older itineraries. */
  costs?: DayCostEstimate;
  /** Route geometry for the day as [lat, lng] pairs. */
  geometry: [number, number][];
}

/**
 * A day's costs, never a quote: fuel for the day's distance at the travel mode's consumption and
 * the price where the day ends, and one night's lodging unless it is the trip's last day. Amounts
 * are whole units of the trip's currency (`TripCostEstimate.currency`).
 */
export interface DayCostEstimate {
  estimate: true;
  fuel: {
    litres: number;
    amount: number;
    /** Where the price per litre comes from: the end stop's country, else a regional average. */
    priceFrom: CostPriceSource;
  };
  /** No night after the last day's arrival: nights 0, amount 0. */
  lodging: { nights: number; rooms: number; amount: number; kind: AccommodationChoice };
  amount: number;
}

/** "France" (its national average) or, for a country the tables lack, the average used instead. */
export interface CostPriceSource {
  countryCode: string;
  /** 'national' when the country is in the table; otherwise the average that stood in. */
  basis: 'national' | 'regional' | 'world';
  /** "France", "South America average", "world average". */
  label: string;
}

/** The trip's estimated costs: the sum of its days, with what the figures rest on. */
export interface TripCostEstimate {
  estimate: true;
  /** ISO 4217 code of the start country's currency (US dollars when its rate is unknown). */
  currency: string;
  /** The unit a rider buys fuel in there: US gallons in the US, litres elsewhere. */
  fuelVolumeUnit: 'L' | 'gal';
  fuel: number;
  lodging: number;
  total: number;
  /** The month the price and exchange-rate tables describe, YYYY-MM. */
  pricesAsOf: string;
  /** "approximate national averages, 2025". */
  basis: string;
  /** Plain notes on what stood in for missing figures ("No fuel price for Peru: …"). */
  notes: string[];
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
  /** Set when the leg is a car ferry's crossing rather than a road. */
  ferry?: FerryLeg;
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

/**
 * Given when the chosen dates are too few for the distance at the rider's daily hours: the plain
 * advice and the two fixes, each ready to send back as a changed plan.
 */
export interface PacingAdvice {
  /** The days the dates leave for riding: all of them, less the plan's rest days. */
  chosenDays: number;
  neededDays: number;
  /** The rider's daily hours as shown, e.g. '4–6'. */
  dailyHours: string;
  /** 'At 4–6 hours a day this trip needs 8 days; you chose 6.' */
  message: string;
  /** The same trip over more days; null when that would pass the longest trip allowed. */
  moreDays: { days: number; endDate: string } | null;
  /** The same days with longer riding days; null when the rider already chose the longest. */
  longerHours: { drivingHours: DrivingHoursValue; dailyHours: string; neededDays: number } | null;
}

/**
 * Given when the chosen dates are far more than the distance needs at the rider's daily hours,
 * so the days would be token rides: the plain advice and the fixes, each ready to send back as
 * a changed plan (mirrors PacingAdvice).
 */
export interface SpareDaysAdvice {
  /** The days the dates leave for riding: all of them, less the plan's rest days. */
  chosenDays: number;
  /** Days of riding the trip fills at the low end of the rider's daily hours. */
  neededDays: number;
  dailyHours: string;
  /** 'At 4–6 hours a day this trip is 1 day of riding; you chose 3.' */
  message: string;
  /** The same trip over fewer days (its rest days kept). */
  fewerDays: { days: number; endDate: string };
  /** A scenic route through famous roads and places near it, to fill the days; null if none. */
  scenicLoop: { waypoints: string[]; via: string[] } | null;
  /**
   * The same riding with the spare days spent off the bike at the destination: `restIn` as the
   * rider typed it, `town` as the itinerary names it. Absent on older itineraries.
   */
  restDays?: { days: number; restIn: string; town: string };
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
  /**
   * The group's rider whose range set `fuelRangeKm` (their range less a reserve); absent when the
   * plan has no group, and on older itineraries.
   */
  fuelRangeSetBy?: { name: string; fuelRangeKm: number };
  /** Present only when the dates are too few for the distance; absent on older itineraries. */
  pacing?: PacingAdvice;
  /** Present only when the dates are far more than the distance needs; absent on older ones. */
  spareDays?: SpareDaysAdvice;
  /** Every day's alerts, each with its day, for the top of the itinerary; absent on older ones. */
  alerts?: (RiderAlert & { day: number })[];
  /** The trip's estimated costs; absent on older itineraries. */
  costs?: TripCostEstimate;
  /** A loop plan's roads and riding time against the hours asked; absent on other plans. */
  loop?: LoopFacts;
}

/** What a loop (docs/product.md#loops) rides: where it goes, in order, and for how long. */
export interface LoopFacts {
  hoursAsked: number;
  /** The planned moving time of the whole loop. */
  movingMinutes: number;
  /** The riding roads it rides (and famous sights it turns at, where roads are too few). */
  via: string[];
}

export interface ItineraryResponse {
  itinerary: { days: Day[]; rideTips: string[] };
  mapData: MapData;
  overview: string;
  totalDistance: string;
  facts: ItineraryFacts;
}

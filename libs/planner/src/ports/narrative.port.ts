import type { DayWeather, RouteType, TravelMode } from '@roadbook/contracts';

/** The computed facts a narrative may draw on; nothing outside them may be claimed. */
export interface NarrativeFacts {
  tripName: string;
  travelMode: TravelMode;
  routeType: RouteType;
  isRoundTrip: boolean;
  start: string;
  destination: string;
  waypoints: string[];
  totalDistance: string;
  totalDrivingTime: string;
  additionalNotes: string;
  days: NarrativeDayFacts[];
  /** Riding roads and named sights on the plan. */
  highlights: string[];
  fuelRangeKm: number | null;
  /** The group's rider whose range, less a reserve, is `fuelRangeKm`; null without a group. */
  fuelRangeSetBy: { name: string; fuelRangeKm: number } | null;
  /** Miles for US and UK trips, kilometres elsewhere. */
  imperial: boolean;
  warnings: string[];
  /**
   * Where the daylight, not the rider's hours, set how far a day rides: the most riding that
   * arrives `margin` before sunset ("6 h 10 min", "1 h"). Null when the hours did.
   */
  daylight: { ridingTime: string; margin: string } | null;
}

export interface NarrativeDayFacts {
  day: number;
  date: string | null;
  start: string;
  end: string;
  distance: string;
  drivingTime: string;
  drivingMinutes: number;
  towns: string[];
  sights: string[];
  ridingRoads: string[];
  fuelStops: string[];
  /** Stretches without fuel longer than the range, as the rider's warning. */
  fuelWarnings: string[];
  sunset: string;
  arrival: string;
  weather: DayWeather;
  overBudget: boolean;
  /** A day off the bike at `end` (one of the plan's rest days): no riding, sights in town. */
  restDay: boolean;
}

export interface Narrative {
  overview: string;
  days: { title: string; description: string }[];
  rideTips: string[];
}

/** Writes the overview, day titles and descriptions, and ride tips. */
export interface NarrativePort {
  readonly name: string;
  write(facts: NarrativeFacts): Promise<Narrative>;
}

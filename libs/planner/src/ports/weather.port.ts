import type { DayWeather, LatLng, WeatherOnRoute } from '@roadbook/contracts';

export interface WeatherQuery {
  point: LatLng;
  /** ISO date of the day in question. */
  date: string;
  /** ISO date the plan is made on; decides between a forecast and history. */
  today: string;
  imperial: boolean;
}

/** A place and the instant the rider is expected there. */
export interface TimedPoint extends LatLng {
  /** Epoch milliseconds. */
  at: number;
  timeZone: string;
  /** Metres above sea level where it is known to stand high above its region (a pass). */
  elevationM?: number;
}

export interface HourlyWeatherQuery {
  points: TimedPoint[];
  /** ISO date the plan is made on: a forecast reaches only so far from it. */
  today: string;
  imperial: boolean;
}

/** The weather in the hour a rider passes a place. */
export type HourWeather = Pick<
  WeatherOnRoute,
  'temperature' | 'condition' | 'chanceOfRain' | 'source'
>;

/** Weather for one day at one place, and hour by hour along the day's ride. */
export interface WeatherPort {
  readonly name: string;
  weather(query: WeatherQuery): Promise<DayWeather>;
  /**
   * The weather at each point in the hour the rider is there, in the order asked: a forecast
   * where the provider has one, the season's typical values (source 'typical') elsewhere.
   */
  hourly(query: HourlyWeatherQuery): Promise<HourWeather[]>;
}

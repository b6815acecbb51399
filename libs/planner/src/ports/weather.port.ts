import type { DayWeather, LatLng } from '@roadbook/contracts';

export interface WeatherQuery {
  point: LatLng;
  /** ISO date of the day in question. */
  date: string;
  /** ISO date the plan is made on; decides between a forecast and history. */
  today: string;
  imperial: boolean;
}

/** Weather for one day at one place. */
export interface WeatherPort {
  readonly name: string;
  weather(query: WeatherQuery): Promise<DayWeather>;
}

import type { DayWeather, WeatherCondition } from '@roadbook/contracts';
import { addDays, daysBetween, localDate, minutesOfDay } from '../days/local-time';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type {
  HourlyWeatherQuery,
  HourWeather,
  TimedPoint,
  WeatherPort,
  WeatherQuery,
} from '../ports/weather.port';
import { typicalHour } from './typical-weather.adapter';

export interface OpenMeteoConfig {
  /** e.g. https://api.open-meteo.com/v1/forecast */
  forecastUrl: string;
  /** e.g. https://archive-api.open-meteo.com/v1/archive */
  archiveUrl: string;
  timeoutMs?: number;
}

/** Open-Meteo forecasts reach 16 days ahead; the archive lags real time by about five days. */
const FORECAST_DAYS = 16;
const ARCHIVE_LAG_DAYS = 6;

/**
 * Weather from Open-Meteo: the forecast when the day is within its 16-day window, otherwise the
 * same calendar date from the archive (last year's for future dates), labelled as history.
 */
export class OpenMeteoWeatherAdapter implements WeatherPort {
  readonly name = 'open-meteo';

  constructor(private readonly config: OpenMeteoConfig) {}

  async weather({ point, date, today, imperial }: WeatherQuery): Promise<DayWeather> {
    const ahead = daysBetween(today, date);
    const forecast = ahead >= 0 && ahead < FORECAST_DAYS;
    const day = forecast || ahead < 0 ? date : sameDateInArchive(date, today);
    const params = new URLSearchParams({
      latitude: point.lat.toFixed(4),
      longitude: point.lng.toFixed(4),
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      start_date: day,
      end_date: day,
      temperature_unit: imperial ? 'fahrenheit' : 'celsius',
    });
    const base = forecast ? this.config.forecastUrl : this.config.archiveUrl;
    const body = await fetchJson(
      this.name,
      `${base}?${params.toString()}`,
      {},
      this.config.timeoutMs,
    );
    if (isRecord(body) && body.error === true) {
      throw new ProviderError(this.name, typeof body.reason === 'string' ? body.reason : 'error');
    }
    const daily = isRecord(body) && isRecord(body.daily) ? body.daily : undefined;
    const code = first(daily?.weather_code);
    const high = first(daily?.temperature_2m_max);
    const low = first(daily?.temperature_2m_min);
    if (code === undefined || high === undefined || low === undefined) {
      throw new ProviderError(this.name, 'daily values missing');
    }
    const unit = imperial ? 'F' : 'C';
    const condition = conditionFor(code);
    const label = forecast
      ? 'Forecast'
      : ahead >= 0
        ? `Same date in ${day.slice(0, 4)}`
        : 'Recorded';
    return {
      condition,
      temperature: { high: Math.round(high), low: Math.round(low) },
      unit,
      description: `${label}: ${wmoText(code)}, high ${Math.round(high)}°${unit}, low ${Math.round(low)}°${unit}.`,
      source: forecast ? 'forecast' : 'historical',
    };
  }

  /**
   * One request per date for all the points on it (Open-Meteo takes several coordinates at once
   * and answers each in its own time zone). Beyond the forecast's reach the hour is the season's
   * typical one, labelled so: an archive year's single day says nothing about a future hour.
   */
  async hourly({ points, today, imperial }: HourlyWeatherQuery): Promise<HourWeather[]> {
    const out: HourWeather[] = points.map((p) => typicalHour(p, imperial));
    const byDate = new Map<string, number[]>();
    points.forEach((p, i) => {
      const date = localDate(p.at, p.timeZone);
      const ahead = daysBetween(today, date);
      if (ahead < 0 || ahead >= FORECAST_DAYS) return;
      byDate.set(date, [...(byDate.get(date) ?? []), i]);
    });
    for (const [date, indexes] of byDate) {
      const hours = await this.forecastHours(
        indexes.map((i) => points[i]),
        date,
        imperial,
      );
      indexes.forEach((pointIndex, k) => (out[pointIndex] = hours[k]));
    }
    return out;
  }

  private async forecastHours(
    points: TimedPoint[],
    date: string,
    imperial: boolean,
  ): Promise<HourWeather[]> {
    const params = new URLSearchParams({
      latitude: points.map((p) => p.lat.toFixed(4)).join(','),
      longitude: points.map((p) => p.lng.toFixed(4)).join(','),
      hourly: 'temperature_2m,precipitation_probability,weather_code',
      timezone: 'auto',
      start_date: date,
      end_date: date,
      temperature_unit: imperial ? 'fahrenheit' : 'celsius',
    });
    const body = await fetchJson(
      this.name,
      `${this.config.forecastUrl}?${params.toString()}`,
      {},
      this.config.timeoutMs,
    );
    if (isRecord(body) && body.error === true) {
      throw new ProviderError(this.name, typeof body.reason === 'string' ? body.reason : 'error');
    }
    // One location answers an object, several an array of them, in the order asked.
    const locations = Array.isArray(body) ? body : [body];
    if (locations.length !== points.length) {
      throw new ProviderError(this.name, 'hourly locations missing');
    }
    return points.map((p, i) => {
      const hourly = isRecord(locations[i]) ? locations[i].hourly : undefined;
      const hour = Math.min(23, Math.max(0, Math.round(minutesOfDay(date, p.at, p.timeZone) / 60)));
      const at = (key: string) =>
        isRecord(hourly) && Array.isArray(hourly[key])
          ? (hourly[key] as unknown[])[hour]
          : undefined;
      const code = at('weather_code');
      const temperature = at('temperature_2m');
      const chance = at('precipitation_probability');
      if (typeof code !== 'number' || typeof temperature !== 'number') {
        throw new ProviderError(this.name, 'hourly values missing');
      }
      return {
        temperature: Math.round(temperature),
        condition: conditionFor(code),
        chanceOfRain: typeof chance === 'number' ? Math.round(chance) : 0,
        source: 'forecast' as const,
      };
    });
  }
}

/** The same calendar date in the latest year the archive already covers. */
function sameDateInArchive(date: string, today: string): string {
  const latest = addDays(today, -ARCHIVE_LAG_DAYS);
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  let year = Number(date.slice(0, 4)) - 1;
  while (`${year}-${monthDay}` > latest) year--;
  return `${year}-${monthDay}`;
}

function first(values: unknown): number | undefined {
  return Array.isArray(values) && typeof values[0] === 'number' ? values[0] : undefined;
}

/** WMO weather interpretation codes as used by Open-Meteo. */
export function conditionFor(code: number): WeatherCondition {
  if (code === 0) return 'sunny';
  if (code <= 2) return 'partly-cloudy';
  if (code === 3 || code === 45 || code === 48) return 'cloudy';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  return 'rainy';
}

function wmoText(code: number): string {
  if (code === 0) return 'clear sky';
  if (code <= 2) return 'partly cloudy';
  if (code === 3) return 'overcast';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunderstorms';
  return 'unsettled';
}

import type { DayWeather, WeatherCondition } from '@roadbook/contracts';
import { addDays, daysBetween } from '../days/local-time';
import { fetchJson, isRecord } from '../http/http-json.client';
import { ProviderError } from '../plan/planner.errors';
import type { WeatherPort, WeatherQuery } from '../ports/weather.port';

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

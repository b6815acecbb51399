import type { DayWeather, LatLng, WeatherCondition } from '@roadbook/contracts';
import { monthName } from '../format/month.format';
import { celsiusTo } from '../format/units.format';
import { localDate, minutesOfDay } from '../days/local-time';
import type {
  HourlyWeatherQuery,
  HourWeather,
  TimedPoint,
  WeatherPort,
  WeatherQuery,
} from '../ports/weather.port';

/**
 * Typical weather from a small climate approximation, never a forecast:
 *
 * - Mean annual temperature falls about 0.5 °C per degree of latitude from 28 °C at 10°
 *   (Denver 9, Munich 9, Moab 14: within 2 °C of the normals); north-west Europe gets 3 °C back
 *   from the Gulf Stream (Hammerfest ~2 °C rather than -3 °C).
 * - The seasonal swing grows with latitude up to 50° and with distance from the ocean: the
 *   Pacific coast and Atlantic Europe are damped, the North American interior is amplified. The
 *   warmest day falls about 20 July (north) and the curve is a cosine.
 * - Mountain regions lose ~2.5 °C (about 400 m above their surroundings at 6.5 °C/km).
 * - The day's range is wider in dry interiors (clear nights) than on coasts.
 * - The sky comes from a wetness index per region and month (the Pacific Northwest's wet winter,
 *   the dry Southwest, the Alps' summer thunderstorms), snow when the typical low is below 0 °C.
 *
 * The result says 'typical' and the description says so in words.
 */
export class TypicalWeatherAdapter implements WeatherPort {
  readonly name = 'typical';

  weather(query: WeatherQuery): Promise<DayWeather> {
    return Promise.resolve(typicalWeather(query.point, query.date, query.imperial));
  }

  hourly(query: HourlyWeatherQuery): Promise<HourWeather[]> {
    return Promise.resolve(query.points.map((p) => typicalHour(p, query.imperial)));
  }
}

interface Climate {
  continentality: number;
  dailyRange: number;
  mountainous: boolean;
  /**
   * About how high the towns stand whose weather the estimate describes, in metres (Colorado's
   * mountain towns ~2000, the Alps' valleys ~800); a pass above them is colder (`typicalHour`).
   */
  baseM: number;
  /** 0 (desert) to 1 (rain most days) for the month. */
  wetness: number;
}

/** The typical day at a place, in °C. */
interface TypicalDay {
  month: number;
  baseM: number;
  highC: number;
  lowC: number;
  wetness: number;
  condition: WeatherCondition;
}

function typicalDay(p: LatLng, isoDate: string): TypicalDay {
  const month = Number(isoDate.slice(5, 7));
  const doy = dayOfYear(isoDate);
  const climate = climateAt(p, month);
  const absLat = Math.abs(p.lat);
  const gulfStream = p.lat > 52 && p.lng > -12 && p.lng < 32 ? 3 : 0;
  const annualMean =
    28 - 0.5 * Math.max(0, absLat - 10) - (climate.mountainous ? 2.5 : 0) + gulfStream;
  const amplitude = (2 + 0.28 * Math.min(40, Math.max(0, absLat - 10))) * climate.continentality;
  const peak = p.lat >= 0 ? 201 : 18;
  const mean = annualMean + amplitude * Math.cos((2 * Math.PI * (doy - peak)) / 365);
  const highC = mean + climate.dailyRange / 2;
  const lowC = mean - climate.dailyRange / 2;
  return {
    month,
    baseM: climate.baseM,
    highC,
    lowC,
    wetness: climate.wetness,
    condition: sky(climate.wetness, lowC, highC),
  };
}

export function typicalWeather(p: LatLng, isoDate: string, imperial: boolean): DayWeather {
  const { month, highC, lowC, condition } = typicalDay(p, isoDate);
  const unit = imperial ? 'F' : 'C';
  return {
    condition,
    temperature: { high: celsiusTo(unit, highC), low: celsiusTo(unit, lowC) },
    unit,
    description: `Typical for ${monthName(month)}: ${describe(condition)}, highs around ${celsiusTo(unit, highC)}°${unit} and lows near ${celsiusTo(unit, lowC)}°${unit}. A climate estimate, not a forecast.`,
    source: 'typical',
  };
}

/** The standard atmosphere's lapse rate: °C colder per metre of height. */
const LAPSE_C_PER_M = 0.0065;

/**
 * The typical weather in the hour a rider passes a place. The temperature follows the usual
 * daily curve: lowest around 06:00, highest around 15:00, a half cosine between them; a place
 * known to stand above its region's towns (a pass) is colder by the lapse rate. The chance
 * of rain is the month's wetness index as a percentage (so a 'rainy' month reads 60 % or more),
 * and a wet hour at or below freezing is snow.
 */
export function typicalHour(p: TimedPoint, imperial: boolean): HourWeather {
  const date = localDate(p.at, p.timeZone);
  const day = typicalDay(p, date);
  const above = Math.max(0, (p.elevationM ?? 0) - day.baseM);
  const tempC =
    diurnal(minutesOfDay(date, p.at, p.timeZone) / 60, day.lowC, day.highC) - above * LAPSE_C_PER_M;
  const wet = day.wetness >= 0.4;
  return {
    temperature: celsiusTo(imperial ? 'F' : 'C', tempC),
    condition: wet && tempC <= 0 ? 'snow' : day.condition,
    chanceOfRain: Math.min(90, Math.round(day.wetness * 20) * 5),
    source: 'typical',
  };
}

const COOLEST_HOUR = 6;
const WARMEST_HOUR = 15;

function diurnal(hour: number, low: number, high: number): number {
  const h = ((hour % 24) + 24) % 24;
  const rising = WARMEST_HOUR - COOLEST_HOUR;
  const share =
    h >= COOLEST_HOUR && h <= WARMEST_HOUR
      ? (1 - Math.cos((Math.PI * (h - COOLEST_HOUR)) / rising)) / 2
      : (1 +
          Math.cos((Math.PI * ((h < COOLEST_HOUR ? h + 24 : h) - WARMEST_HOUR)) / (24 - rising))) /
        2;
  return low + (high - low) * share;
}

function climateAt(p: LatLng, month: number): Climate {
  const summer = month >= 5 && month <= 9;
  const northAmerica = p.lng < -50;
  if (northAmerica) {
    if (p.lng < -121 && p.lat > 42)
      return {
        continentality: 0.55,
        dailyRange: 9,
        mountainous: false,
        baseM: 100,
        wetness: summer ? 0.2 : 0.75,
      };
    if (p.lng < -117)
      return {
        continentality: 0.5,
        dailyRange: 10,
        mountainous: p.lng > -121,
        baseM: p.lng > -121 ? 1200 : 100,
        wetness: summer ? 0.05 : 0.3,
      };
    if (p.lng < -103 && p.lat < 37.5)
      return {
        continentality: 1,
        dailyRange: 16,
        mountainous: false,
        baseM: 800,
        wetness: month === 7 || month === 8 ? 0.3 : 0.1,
      };
    // Interior West: the Colorado Plateau's canyon country is warmer than the Rockies north of it.
    if (p.lng < -104.5)
      return {
        continentality: 1.35,
        dailyRange: 15,
        mountainous: p.lat >= 39,
        baseM: p.lat >= 39 ? 2000 : 1300,
        wetness: summer ? 0.3 : 0.35,
      };
    if (p.lng < -90)
      return {
        continentality: 1.3,
        dailyRange: 12,
        mountainous: false,
        baseM: 500,
        wetness: 0.35,
      };
    if (p.lat < 31)
      return {
        continentality: 0.7,
        dailyRange: 9,
        mountainous: false,
        baseM: 50,
        wetness: summer ? 0.55 : 0.3,
      };
    const appalachian = p.lat > 34.5 && p.lat < 38.5 && p.lng > -85 && p.lng < -79;
    return {
      continentality: 1.15,
      dailyRange: 11,
      mountainous: appalachian,
      baseM: appalachian ? 600 : 150,
      wetness: 0.4,
    };
  }
  if (p.lat < 44 && p.lng < 30)
    return {
      continentality: 0.85,
      dailyRange: 10,
      mountainous: false,
      baseM: 200,
      wetness: summer ? 0.1 : 0.45,
    };
  const alpine = p.lat >= 45.5 && p.lat <= 47.8 && p.lng >= 5.5 && p.lng <= 16;
  if (alpine)
    return {
      continentality: 1,
      dailyRange: 10,
      mountainous: true,
      baseM: 800,
      wetness: summer ? 0.5 : 0.45,
    };
  if (p.lng < 5 || (p.lat > 58 && p.lng < 12))
    return {
      continentality: 0.65,
      dailyRange: 8,
      mountainous: false,
      baseM: 100,
      wetness: 0.55,
    };
  if (p.lat > 62 && p.lng < 32)
    return { continentality: 0.6, dailyRange: 6, mountainous: false, baseM: 100, wetness: 0.5 };
  return {
    continentality: p.lng > 20 ? 1.05 : 0.85,
    dailyRange: 10,
    mountainous: false,
    baseM: 300,
    wetness: 0.45,
  };
}

function sky(wetness: number, lowC: number, highC: number): WeatherCondition {
  if (wetness >= 0.4 && lowC < -1 && highC < 4) return 'snow';
  if (wetness >= 0.6) return 'rainy';
  if (wetness >= 0.42) return 'cloudy';
  if (wetness >= 0.2) return 'partly-cloudy';
  return 'sunny';
}

function describe(condition: WeatherCondition): string {
  switch (condition) {
    case 'sunny':
      return 'mostly dry and sunny';
    case 'partly-cloudy':
      return 'a mix of sun and cloud';
    case 'cloudy':
      return 'often cloudy with a fair chance of showers';
    case 'rainy':
      return 'frequently wet';
    case 'snow':
      return 'cold, with snow possible';
  }
}

function dayOfYear(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}

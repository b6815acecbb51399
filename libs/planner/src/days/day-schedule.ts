import type { TravelMode } from '@roadbook/contracts';
import { clockTime, minutesOfDay, sunTimes, zonedInstant } from './local-time';
import type { SplitDay } from './day-splitter';

export interface DaySchedule {
  departure: string;
  arrival: string;
  sunrise: string;
  sunset: string;
  elapsedMinutes: number;
  /** Minutes of daylight left on arrival, before the safety margin; null under midnight sun. */
  daylightLeftMinutes: number | null;
  warning?: string;
}

const PREFERRED_DEPARTURE = 8 * 60 + 30;
const FUEL_STOP_MINUTES = 15;

/** Breaks per mode: riders stop more often because fatigue and cold build faster on a bike. */
function breakMinutes(mode: TravelMode, drivingMinutes: number): number {
  switch (mode) {
    case 'motorcycle':
      return Math.floor(drivingMinutes / 90) * 15;
    case 'car':
      return Math.floor(drivingMinutes / 120) * 15;
    case 'rv':
      return Math.floor(drivingMinutes / 120) * 20;
  }
}

/**
 * Departure and arrival times for a day whose sights and meals take `stopMinutes`. Everyone is
 * planned to arrive at least `sunsetMarginMin` before sunset (riders because dusk is when deer
 * move and visibility drops); the departure moves earlier, down to half an hour after sunrise, to
 * make it. Null when the rider allows riding after dark: the day leaves at its usual time.
 */
export function scheduleDay(
  day: SplitDay,
  date: string,
  mode: TravelMode,
  sunsetMarginMin: number | null,
  stopMinutes: number,
): DaySchedule {
  const elapsed =
    day.drivingMinutes +
    breakMinutes(mode, day.drivingMinutes) +
    stopMinutes +
    day.fuelStops.length * FUEL_STOP_MINUTES;
  const startZone = day.start.timeZone;
  const endZone = day.end.timeZone;
  const rise = sunTimes(date, day.start.lat, day.start.lng, startZone).sunrise;
  const set = sunTimes(date, day.end.lat, day.end.lng, endZone).sunset;
  const riseMin = rise === null ? 0 : minutesOfDay(date, rise, startZone);
  let departure = zonedInstant(date, PREFERRED_DEPARTURE, startZone);
  let warning: string | undefined;
  if (set !== null && sunsetMarginMin !== null) {
    const latestArrival = set - sunsetMarginMin * 60000;
    if (departure + elapsed * 60000 > latestArrival) {
      const earliest = zonedInstant(date, Math.max(riseMin + 30, 5 * 60), startZone);
      departure = Math.max(earliest, latestArrival - elapsed * 60000);
      if (departure + elapsed * 60000 > latestArrival) {
        warning = `arrives after ${clockTime(latestArrival, endZone)}, less than ${sunsetMarginMin / 60} h before sunset`;
      }
    }
  }
  const arrival = departure + elapsed * 60000;
  const laterDays = Math.floor(minutesOfDay(date, arrival, endZone) / 1440);
  return {
    departure: clockTime(departure, startZone),
    // A day that cannot be driven in one day (dates forced it) says when it really ends.
    arrival: clockTime(arrival, endZone) + (laterDays > 0 ? ` (+${laterDays} d)` : ''),
    sunrise: rise === null ? 'none' : clockTime(rise, startZone),
    sunset: set === null ? 'none' : clockTime(set, endZone),
    elapsedMinutes: Math.round(elapsed),
    daylightLeftMinutes: set === null ? null : Math.round((set - arrival) / 60000),
    warning,
  };
}

import type { LatLng, TravelMode } from '@roadbook/contracts';
import { clockTime, minutesOfDay, sunTimes, zonedInstant } from './local-time';
import type { SplitDay } from './day-splitter';

export interface DaySchedule {
  departure: string;
  /** The departure and arrival as instants (epoch ms), for times along the day. */
  departureAt: number;
  arrivalAt: number;
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
/** The earliest a day leaves: half an hour after sunrise, and never before 05:00. */
const AFTER_SUNRISE_MINUTES = 30;
const EARLIEST_DEPARTURE = 5 * 60;

/** Breaks per mode, as [every so many minutes of riding, for so long]. */
const BREAKS: Record<TravelMode, [every: number, minutes: number]> = {
  // Riders stop more often because fatigue and cold build faster on a bike.
  motorcycle: [90, 15],
  car: [120, 15],
  rv: [120, 20],
};

function breakMinutes(mode: TravelMode, drivingMinutes: number): number {
  const [every, minutes] = BREAKS[mode];
  return Math.floor(drivingMinutes / every) * minutes;
}

/** Daylight too short for this much riding is polar night or near it: no budget is set by it. */
const MIN_DAYLIGHT_RIDING = 120;
/** A fuel stop about every three hours of riding, when counting what fits in the daylight. */
const RIDING_PER_FUEL_STOP = 180;

/**
 * How much riding fits between the earliest departure and `marginMinutes` before sunset at
 * `place` on `date`, with the mode's breaks, a fuel stop every three hours and `stopMinutes` for
 * lunch: what a day may ride and still arrive in daylight. Null under the midnight sun, and where
 * the daylight is too short to plan by (less than two hours of riding).
 */
export function daylightRidingMinutes(
  place: LatLng & { timeZone: string },
  date: string,
  mode: TravelMode,
  marginMinutes: number,
  stopMinutes: number,
): number | null {
  const { sunrise, sunset } = sunTimes(date, place.lat, place.lng, place.timeZone);
  if (sunrise === null || sunset === null) return null;
  const earliest = Math.max(
    minutesOfDay(date, sunrise, place.timeZone) + AFTER_SUNRISE_MINUTES,
    EARLIEST_DEPARTURE,
  );
  const window = minutesOfDay(date, sunset, place.timeZone) - marginMinutes - earliest;
  const [every, minutes] = BREAKS[mode];
  const riding =
    (window - stopMinutes) / (1 + minutes / every + FUEL_STOP_MINUTES / RIDING_PER_FUEL_STOP);
  return riding >= MIN_DAYLIGHT_RIDING ? Math.floor(riding) : null;
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
      const earliest = zonedInstant(
        date,
        Math.max(riseMin + AFTER_SUNRISE_MINUTES, EARLIEST_DEPARTURE),
        startZone,
      );
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
    departureAt: departure,
    arrivalAt: arrival,
    // A day that cannot be driven in one day (dates forced it) says when it really ends.
    arrival: clockTime(arrival, endZone) + (laterDays > 0 ? ` (+${laterDays} d)` : ''),
    sunrise: rise === null ? 'none' : clockTime(rise, startZone),
    sunset: set === null ? 'none' : clockTime(set, endZone),
    elapsedMinutes: Math.round(elapsed),
    daylightLeftMinutes: set === null ? null : Math.round((set - arrival) / 60000),
    warning,
  };
}

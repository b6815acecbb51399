import SunCalc from 'suncalc';

/**
 * Clock arithmetic in a place's own time zone, with daylight saving, through Intl (full ICU ships
 * with Node). Formatters are cached because building one costs more than planning a day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

function parts(zone: string, instant: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** Minutes the zone is ahead of UTC at an instant, as its clocks show it (Intl, every time). */
function formattedOffsetMinutes(zone: string, instant: number): number {
  const p = parts(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute);
  return Math.round((asUtc - Math.floor(instant / 60000) * 60000) / 60000);
}

const DAY_MS = 86_400_000;
/** UTC days remembered per zone before its memory starts again (a few years of plans). */
const MAX_DAYS_PER_ZONE = 2_000;
/** Each zone's offset on the UTC days whose first and last minute have the same one. */
const dayOffsets = new Map<string, Map<number, number>>();

/**
 * Minutes the zone is ahead of UTC at an instant. Asking Intl costs more than any other step of
 * planning a day, and a plan asks it hundreds of times, so a zone's offset is remembered by UTC
 * day: a day whose first and last minute have the same offset keeps it throughout (no zone
 * changes its offset and back within one day). A day on which it changes is asked of Intl at
 * each instant.
 */
function offsetMinutes(zone: string, instant: number): number {
  const day = Math.floor(instant / DAY_MS);
  let byDay = dayOffsets.get(zone);
  if (!byDay) dayOffsets.set(zone, (byDay = new Map<number, number>()));
  const known = byDay.get(day);
  if (known !== undefined) return known;
  const offset = formattedOffsetMinutes(zone, day * DAY_MS);
  if (offset !== formattedOffsetMinutes(zone, (day + 1) * DAY_MS - 60_000)) {
    return formattedOffsetMinutes(zone, instant);
  }
  if (byDay.size >= MAX_DAYS_PER_ZONE) byDay.clear();
  byDay.set(day, offset);
  return offset;
}

/** The zone's wall clock at an instant, as a Date whose UTC fields are that clock's. */
function wallClock(instant: number, zone: string): Date {
  return new Date(instant + offsetMinutes(zone, instant) * 60000);
}

/** The instant at which clocks in `zone` show `minutes` past midnight on `isoDate`. */
export function zonedInstant(isoDate: string, minutes: number, zone: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const naive = Date.UTC(y, m - 1, d) + minutes * 60000;
  const first = naive - offsetMinutes(zone, naive) * 60000;
  // Re-read the offset at the corrected instant so DST switch days land right.
  return naive - offsetMinutes(zone, first) * 60000;
}

/** YYYY-MM-DD on the calendars of `zone` at an instant. */
export function localDate(instant: number, zone: string): string {
  return wallClock(instant, zone).toISOString().slice(0, 10);
}

/** HH:mm on the clocks of `zone`. */
export function clockTime(instant: number, zone: string): string {
  return wallClock(instant, zone).toISOString().slice(11, 16);
}

/** Minutes past local midnight of `isoDate` in `zone` at `instant` (may exceed 1440). */
export function minutesOfDay(isoDate: string, instant: number, zone: string): number {
  return Math.round((instant - zonedInstant(isoDate, 0, zone)) / 60000);
}

export interface SunTimes {
  /** Instants in ms, or null when the sun does not rise or set that day (polar summer/winter). */
  sunrise: number | null;
  sunset: number | null;
}

export function sunTimes(isoDate: string, lat: number, lng: number, zone: string): SunTimes {
  const t = SunCalc.getTimes(new Date(zonedInstant(isoDate, 12 * 60, zone)), lat, lng);
  const valid = (d: Date) => (Number.isNaN(d.getTime()) ? null : d.getTime());
  return { sunrise: valid(t.sunrise), sunset: valid(t.sunset) };
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  const [a, b] = [fromIso, toIso].map((s) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  });
  return Math.round((b - a) / 86_400_000);
}

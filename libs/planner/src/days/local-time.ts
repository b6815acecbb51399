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

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(zone: string, instant: number): number {
  const p = parts(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute);
  return Math.round((asUtc - Math.floor(instant / 60000) * 60000) / 60000);
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
  const p = parts(zone, instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** HH:mm on the clocks of `zone`. */
export function clockTime(instant: number, zone: string): string {
  const p = parts(zone, instant);
  return `${String(p.hour % 24).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
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

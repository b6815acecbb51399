import { EARLIEST_TRIP_YEAR, MAX_TRIP_DAYS, TRIP_YEARS_AHEAD } from './plan-trip.messages';

/** How the plan writes a date: YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD that exists on the calendar, or null (wrong shape, or a
 * day such as 2026-02-31). `setUTCFullYear` keeps years below 100 as written, unlike `Date.UTC`.
 */
function dayNumber(text: string): number | null {
  if (!ISO_DATE_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / DAY_MS);
}

/** Whether the text is a YYYY-MM-DD day that exists. */
export function isCalendarDate(text: string): boolean {
  return dayNumber(text) !== null;
}

/** The last year a trip may be planned in, counted from `now`. */
export function latestTripYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + TRIP_YEARS_AHEAD;
}

/** Whether a calendar date lies in the years a trip may be planned for. */
export function isWithinTripYears(text: string, now: Date = new Date()): boolean {
  const year = Number(text.slice(0, 4));
  return year >= EARLIEST_TRIP_YEAR && year <= latestTripYear(now);
}

/**
 * Days a trip from `start` to `end` lasts, both counted (the same day is 1); null when either is
 * not a calendar date. Negative or zero when the end comes first.
 */
export function tripDayCount(start: string, end: string): number | null {
  const [first, last] = [dayNumber(start), dayNumber(end)];
  return first === null || last === null ? null : last - first + 1;
}

/** The latest end date a trip starting on `start` may have (MAX_TRIP_DAYS in all), or null. */
export function lastTripDay(start: string): string | null {
  const first = dayNumber(start);
  if (first === null) return null;
  return new Date((first + MAX_TRIP_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The latest time zone (UTC−12) is this far behind UTC. */
const LATEST_ZONE_MS = 12 * 60 * 60 * 1000;

/**
 * Whether a start date has passed everywhere on Earth: before today in the latest time zone.
 * A browser cannot know the time zone of the trip's start; the server checks that exactly.
 */
export function hasPassedEverywhere(date: string, now: Date = new Date()): boolean {
  return date < new Date(now.getTime() - LATEST_ZONE_MS).toISOString().slice(0, 10);
}

/**
 * The same place typed twice ("Denver, CO" and "denver, co"): compared without case, accents,
 * spaces or punctuation. Only the server can tell "Denver" and "Denver, CO" are one place.
 */
export function isSamePlaceText(a: string, b: string): boolean {
  const key = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return key(a) !== '' && key(a) === key(b);
}

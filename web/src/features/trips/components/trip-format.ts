import type { TripItinerary } from '@roadbook/contracts';
import { DRIVING_HOURS_CHOICES } from '@roadbook/contracts/browser';

export const NOT_SPECIFIED = 'Not specified';

export function formatDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The trip's dates, or 'Not specified' when it has none (docs/product.md#itinerary-page). */
export function formatDateRange(startDate: string | null, endDate: string | null): string {
  if (!startDate && !endDate) return NOT_SPECIFIED;
  if (startDate && endDate && startDate !== endDate) {
    return `${formatDate(startDate)} – ${formatDate(endDate)}`;
  }
  return formatDate((startDate || endDate) as string);
}

export function formatDayDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Moab", "Moab and Ouray", "Moab, Ouray and Telluride". */
export function listed(names: readonly string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function routeTypeLabel(routeType: string): string {
  return routeType.charAt(0).toUpperCase() + routeType.slice(1);
}

/** Day titles often start with "Day 2: "; where the day number is shown already, drop it. */
export function withoutDayPrefix(title: string, day: number): string {
  return title.replace(new RegExp(`^Day ${day}\\s*[:\u2013\u2014-]\\s*`, 'i'), '');
}

/**
 * "Planned from Portland, Maine, United States to Boston, Massachusetts, United States": the
 * places the planner chose for the names the rider typed, which may match several places. Null
 * for itineraries planned before stops carried these labels.
 */
export function plannedPlacesLine(itinerary: Pick<TripItinerary, 'facts'>): string | null {
  const stops = itinerary.facts?.stops ?? [];
  const start = stops.find((stop) => stop.role === 'start')?.label;
  const end = stops.find((stop) => stop.role === 'destination')?.label;
  if (!start) return null;
  return end && end !== start ? `Planned from ${start} to ${end}` : `Planned from ${start}`;
}

/** "4-6" → "4–6 hours a day"; an unknown value as given. */
export function drivingHoursLabel(value: string): string {
  const choice = DRIVING_HOURS_CHOICES.find((option) => option.value === value);
  return choice ? choice.label.replace(/\s*\(.*\)$/, '') : value;
}

/** "1,204 miles" or "1 937 km" → miles, or null when the distance says neither. */
export function distanceInMiles(text: string): number | null {
  const match = /([\d.,\s]*\d)\s*(mi|miles?|km)\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1].replace(/[,\s]/g, ''));
  if (!Number.isFinite(value)) return null;
  return match[2].toLowerCase() === 'km' ? value / 1.609344 : value;
}

/** The trip page's estimate: total miles at 50 miles an hour, as "24 h" or "3 h 30 min". */
export const ESTIMATE_MILES_PER_HOUR = 50;
export function estimatedDriveTime(totalDistance: string): string | null {
  const miles = distanceInMiles(totalDistance);
  if (miles === null) return null;
  return formatMinutes(Math.round(((miles / ESTIMATE_MILES_PER_HOUR) * 60) / 5) * 5);
}

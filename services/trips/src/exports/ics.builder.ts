import { dayCostLine } from '@roadbook/contracts';
import type { PublicTrip, TripItinerary } from '@roadbook/contracts';
import { dayHeading } from './day-route';

/**
 * RFC 5545 text: backslash, semicolon, comma and every line break (CRLF, LF or a bare CR)
 * escaped, other control characters dropped. A bare CR left in a trip's name or notes would end
 * the line for some calendar readers and let the rest of the text forge properties.
 */
function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point.
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545, section 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (parts.length === 0 ? 75 : 74), bytes.length);
    // Never cut inside a UTF-8 character.
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * One all-day event per day of the itinerary. Undated plans get the dates the planner chose
 * (`day.date`); days without one are left out, as a calendar cannot place them.
 */
export function buildIcs(trip: PublicTrip, itinerary: TripItinerary, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const events = itinerary.itinerary.days
    .filter((day) => day.date)
    .flatMap((day) => [
      'BEGIN:VEVENT',
      `UID:trip-${trip.id}-v${itinerary.version}-day-${day.day}@roadbook`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(day.date!)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(day.date!))}`,
      `SUMMARY:${escapeText(`${trip.name} — ${dayHeading(day)}`)}`,
      `DESCRIPTION:${escapeText(
        [
          day.facts.restDay
            ? `Rest day in ${day.facts.end.name}: no riding`
            : `${day.facts.start.name} → ${day.facts.end.name}, ${day.distance}`,
          day.description,
          ...(day.facts.costs && itinerary.facts.costs
            ? [dayCostLine(day.facts.costs, itinerary.facts.costs)]
            : []),
          ...day.activities.map((activity) => `• ${activity.title}`),
        ].join('\n'),
      )}`,
      `LOCATION:${escapeText(day.facts.end.name)}`,
      `GEO:${day.facts.end.lat.toFixed(6)};${day.facts.end.lng.toFixed(6)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Roadbook//Trip itinerary//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(trip.name)}`,
    ...events,
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}

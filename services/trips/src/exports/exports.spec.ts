import type { Trip, TripItinerary } from '@roadbook/contracts';
import { createTripPlanner } from '@roadbook/planner';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { buildGpx } from './gpx.builder';
import { buildIcs } from './ics.builder';

const GPX_SCHEMA = readFileSync(join(__dirname, 'schemas', 'gpx-1.1.xsd'), 'utf8');

const trip: Trip = {
  id: 42,
  userId: 7,
  shareableId: null,
  slug: null,
  name: 'Dragon & Parkway <3-day loop>',
  description: null,
  tripType: 'multi-day',
  startDate: '2027-06-04',
  endDate: '2027-06-06',
  travelMode: 'motorcycle',
  travelers: 1,
  adults: 1,
  hotelRooms: 1,
  startLocation: 'Asheville, NC',
  destination: 'Asheville, NC',
  isRoundTrip: true,
  waypoints: ['Robbinsville, NC'],
  routeType: 'scenic',
  activities: ['riding-road', 'nature'],
  accommodation: [],
  budget: 'moderate',
  drivingHours: '4-6',
  additionalNotes: '',
  isSaved: true,
  isFeatured: false,
  isPublic: false,
  createdAt: '2026-11-22T08:00:00.000Z',
  version: 1,
  generationStatus: 'ready',
  generationError: null,
};

let itinerary: TripItinerary;

beforeAll(async () => {
  const planned = await createTripPlanner().plan(trip, { today: '2026-11-22' });
  itinerary = { ...planned, version: 1, createdAt: '2026-11-22T08:00:00.000Z' };
});

describe('GPX export', () => {
  it('is valid GPX 1.1', async () => {
    const result = await validateXML({
      xml: [{ fileName: 'trip.gpx', contents: buildGpx(trip, itinerary) }],
      schema: [{ fileName: 'gpx.xsd', contents: GPX_SCHEMA }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one track per day, the planned stops as a route, and waypoints for nights and fuel', () => {
    const gpx = buildGpx(trip, itinerary);
    const days = itinerary.itinerary.days;
    expect(gpx.match(/<trk>/g)).toHaveLength(days.length);
    expect(gpx.match(/<rte>/g)).toHaveLength(1);
    expect(gpx).toContain('<sym>Lodging</sym>');
    const fuelStops = days.reduce((sum, day) => sum + day.facts.fuelStops.length, 0);
    expect(gpx.match(/<sym>Gas Station<\/sym>/g) ?? []).toHaveLength(fuelStops);
    expect(gpx).toContain('Dragon &amp; Parkway &lt;3-day loop&gt;');
  });

  it('rejects what is not GPX, so the validation above means something', async () => {
    const broken = buildGpx(trip, itinerary)
      .replace('<rte>', '<route>')
      .replace('</rte>', '</route>');
    const result = await validateXML({
      xml: [{ fileName: 'broken.gpx', contents: broken }],
      schema: [{ fileName: 'gpx.xsd', contents: GPX_SCHEMA }],
    });
    expect(result.valid).toBe(false);
  });
});

describe('calendar export', () => {
  it('has one all-day event per day with escaped, folded text and CRLF lines', () => {
    const ics = buildIcs(trip, itinerary, new Date('2026-11-22T08:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270604');
    expect(ics).toContain('DTEND;VALUE=DATE:20270605');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270606');
    expect(ics).toContain('X-WR-CALNAME:Dragon & Parkway <3-day loop>');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('escapes every kind of line break in text, so no text can start a property of its own', () => {
    const forged = { ...trip, name: 'Loop\rATTENDEE:mailto:evil@example.com\nX\r\nY\u0007' };
    const ics = buildIcs(forged, itinerary, new Date('2026-11-22T08:00:00Z'));
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(ics).not.toMatch(/^ATTENDEE/m);
    expect(ics).toContain('X-WR-CALNAME:Loop\\nATTENDEE:mailto:evil@example.com\\nX\\nY\r\n');
  });
});

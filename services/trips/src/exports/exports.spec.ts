import { escapeMarkup } from '@roadbook/contracts';
import type { Trip, TripItinerary } from '@roadbook/contracts';
import { createTripPlanner, cumulativeKm, projectOnLine } from '@roadbook/planner';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { MAX_ROUTE_POINTS_PER_DAY, ROUTE_TOLERANCE_KM } from './day-route';
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
  restDays: 0,
  restIn: '',
  group: [],
  rideAfterDark: false,
  loopHours: null,
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

  it('has one route and one track per day, and waypoints for nights and fuel', () => {
    const gpx = buildGpx(trip, itinerary);
    const days = itinerary.itinerary.days;
    expect(gpx.match(/<trk>/g)).toHaveLength(days.length);
    expect(gpx.match(/<rte>/g)).toHaveLength(days.length);
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

describe('a rest day', () => {
  const resting: Trip = { ...trip, restDays: 1, restIn: 'Robbinsville, NC' };
  let rested: TripItinerary;
  beforeAll(async () => {
    const planned = await createTripPlanner().plan(resting, { today: '2026-11-22' });
    rested = { ...planned, version: 1, createdAt: '2026-11-22T08:00:00.000Z' };
  });

  it('has no route or track in the GPX, which stays valid', async () => {
    expect(rested.itinerary.days.map((d) => d.facts.restDay ?? false)).toEqual([
      false,
      true,
      false,
    ]);
    const gpx = buildGpx(resting, rested);
    expect(gpx.match(/<rte>/g)).toHaveLength(2);
    expect(gpx.match(/<trk>/g)).toHaveLength(2);
    expect(gpx).not.toContain('Night 2:');
    const result = await validateXML({
      xml: [{ fileName: 'trip.gpx', contents: gpx }],
      schema: [{ fileName: 'gpx.xsd', contents: GPX_SCHEMA }],
    });
    expect(result.errors).toEqual([]);
  });

  it('is a day in the calendar that says it has no riding', () => {
    const ics = buildIcs(resting, rested, new Date('2026-11-22T08:00:00Z'));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('Day 2: Rest day in Robbinsville');
    expect(unfolded).toContain('DESCRIPTION:Rest day in Robbinsville\\, NC: no riding');
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

describe('GPX routes a navigator follows', () => {
  const routes = (gpx: string) =>
    [...gpx.matchAll(/<rte>([\s\S]*?)<\/rte>/g)].map(([, body]) => ({
      name: /<name>(.*?)<\/name>/.exec(body)![1],
      desc: /<desc>(.*?)<\/desc>/.exec(body)?.[1],
      points: [...body.matchAll(/<rtept lat="([-\d.]+)" lon="([-\d.]+)">/g)].map(
        ([, lat, lng]) => ({
          lat: Number(lat),
          lng: Number(lng),
        }),
      ),
    }));

  it("gives each day a route from its start to its end, shaped along the day's line", () => {
    const days = itinerary.itinerary.days;
    const dayRoutes = routes(buildGpx(trip, itinerary));
    expect(dayRoutes).toHaveLength(days.length);
    dayRoutes.forEach((route, i) => {
      const { start, end, geometry, distanceKm } = days[i].facts;
      expect(route.points[0]).toEqual({ lat: +start.lat.toFixed(6), lng: +start.lng.toFixed(6) });
      expect(route.points.at(-1)).toEqual({ lat: +end.lat.toFixed(6), lng: +end.lng.toFixed(6) });
      // A device routing through the points keeps to the day's line: no vertex of the line lies
      // further than the tolerance (and a stop's 100 m) from the polyline through them.
      const through = route.points;
      const cum = cumulativeKm(through);
      for (const [lat, lng] of geometry) {
        expect(projectOnLine({ lat, lng }, through, cum).offKm).toBeLessThanOrEqual(
          ROUTE_TOLERANCE_KM + 0.1,
        );
      }
      if (distanceKm > 40) expect(through.length).toBeGreaterThan(2);
      expect(through.length).toBeLessThanOrEqual(MAX_ROUTE_POINTS_PER_DAY);
      // A shaping point on top of a stop would only make the device announce the place twice.
      route.points.slice(1).forEach((point, j) => expect(point).not.toEqual(route.points[j]));
    });
  });

  it('caps a long, winding day at the route-point limit of Garmin units', () => {
    const first = itinerary.itinerary.days[0];
    // 2,000 vertices winding 5 km either side every 13 km while heading east, some 2,200 km:
    // within 1 km it would take far more than the limit, so the points that stray most are kept.
    const geometry = Array.from({ length: 2000 }, (_, i): [number, number] => [
      35 + 0.045 * Math.sin((2 * Math.PI * i) / 12),
      -100 + i * 0.0125,
    ]);
    const longDay = {
      ...first,
      facts: {
        ...first.facts,
        geometry,
        start: { ...first.facts.start, lat: 35, lng: -100 },
        end: { ...first.facts.end, lat: 35, lng: geometry.at(-1)![1] },
      },
    };
    const long = { ...itinerary, itinerary: { ...itinerary.itinerary, days: [longDay] } };
    const [route] = routes(buildGpx(trip, long));
    expect(route.points.length).toBe(MAX_ROUTE_POINTS_PER_DAY);
    const lngs = route.points.map((point) => point.lng);
    expect(lngs).toEqual([...lngs].sort((a, b) => a - b));
  });

  it("names each day's route and track once, with the date and distance in the description", () => {
    const gpx = buildGpx(trip, itinerary);
    expect(gpx).not.toMatch(/Day \d+: Day \d+/);
    const [firstDay] = itinerary.itinerary.days;
    const [firstRoute] = routes(gpx);
    expect(firstRoute.name).toMatch(/^Day 1: (?!Day)/);
    expect(firstRoute.desc).toContain(firstDay.date!);
    expect(firstRoute.desc).toContain(escapeMarkup(firstDay.distance));
  });

  const hasGpsbabel = spawnSync('gpsbabel', ['-V']).status === 0;
  (hasGpsbabel ? it : it.skip)(
    'reads back through gpsbabel with the same routes, tracks and waypoints',
    () => {
      const gpx = buildGpx(trip, itinerary);
      const dir = mkdtempSync(join(tmpdir(), 'roadbook-gpx-'));
      try {
        writeFileSync(join(dir, 'in.gpx'), gpx);
        const run = spawnSync('gpsbabel', [
          '-r',
          '-t',
          '-w',
          '-i',
          'gpx',
          '-f',
          join(dir, 'in.gpx'),
          '-o',
          'gpx',
          '-F',
          join(dir, 'out.gpx'),
        ]);
        expect(run.stderr.toString()).toBe('');
        expect(run.status).toBe(0);
        const out = readFileSync(join(dir, 'out.gpx'), 'utf8');
        expect(out.match(/<rte>/g)).toHaveLength(itinerary.itinerary.days.length);
        for (const tag of ['<rte>', '<trk>', '<wpt ', '<rtept ', '<trkpt ']) {
          expect(out.split(tag).length).toBe(gpx.split(tag).length);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('calendar titles', () => {
  it('names each day once', () => {
    const ics = buildIcs(trip, itinerary, new Date('2026-11-22T08:00:00Z'));
    const summaries = ics
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter((line) => line.startsWith('SUMMARY:'));
    expect(summaries).toHaveLength(3);
    for (const summary of summaries) expect(summary).not.toMatch(/Day \d+: Day \d+/);
    expect(summaries[0]).toMatch(/— Day 1: (?!Day)/);
  });
});

describe('cost estimates in the exports', () => {
  const withoutCosts = (): TripItinerary => ({
    ...itinerary,
    itinerary: {
      ...itinerary.itinerary,
      days: itinerary.itinerary.days.map((day) => ({
        ...day,
        facts: { ...day.facts, costs: undefined },
      })),
    },
    facts: { ...itinerary.facts, costs: undefined },
  });

  it("puts each day's estimate once in its route's and its track's description", () => {
    const gpx = buildGpx(trip, itinerary);
    const descs = (tag: 'rte' | 'trk') =>
      [...gpx.matchAll(new RegExp(`<${tag}>[\\s\\S]*?<desc>(.*?)</desc>`, 'g'))].map(([, d]) => d);
    for (const tag of ['rte', 'trk'] as const) {
      const days = descs(tag);
      expect(days).toHaveLength(3);
      for (const desc of days) expect(desc.match(/Estimated cost: fuel ~\$\d+/g)).toHaveLength(1);
      expect(days[0]).toMatch(/lodging ~\$\d+ \(1 room\)$/);
      // The round trip ends at home: no night after the last day.
      expect(days[2]).not.toContain('lodging');
    }
  });

  it("puts each day's estimate once in its calendar event's description", () => {
    const ics = buildIcs(trip, itinerary, new Date('2026-11-22T08:00:00Z')).replace(/\r\n /g, '');
    const descriptions = ics.split('\r\n').filter((line) => line.startsWith('DESCRIPTION:'));
    expect(descriptions).toHaveLength(3);
    for (const description of descriptions) {
      expect(description.match(/Estimated cost: fuel ~\$\d+ \(\d+ gal\)/g)).toHaveLength(1);
    }
    expect(descriptions[0]).toMatch(/lodging ~\$\d+ \(1 room\)/);
  });

  it('leaves the estimate out of an itinerary planned before estimates existed', () => {
    const older = withoutCosts();
    expect(buildGpx(trip, older)).not.toContain('Estimated cost');
    expect(buildIcs(trip, older)).not.toContain('Estimated cost');
  });
});

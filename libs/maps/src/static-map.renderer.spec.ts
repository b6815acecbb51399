import { DAY_COLOURS } from '@roadbook/contracts';
import type { StaticMapRoute, Stop } from '@roadbook/contracts';
import { renderStaticMapSvg } from './static-map.renderer';

const SIZE = { width: 1200, height: 600 };

function stop(
  name: string,
  lat: number,
  lng: number,
  role: Stop['role'],
  countryCode = 'US',
): Stop {
  return { name, lat, lng, role, countryCode };
}

const denver = stop('Denver, CO', 39.7392, -104.9903, 'start');
const glenwood = stop('Glenwood Springs, CO', 39.5505, -107.3248, 'overnight');
const moab = stop('Moab, UT', 38.5733, -109.5498, 'waypoint');
const kanab = stop('Kanab, UT', 37.0475, -112.5263, 'waypoint');
const vegas = stop('Las Vegas, NV', 36.1716, -115.1391, 'destination');

const usTrip: StaticMapRoute = {
  stops: [denver, moab, kanab, vegas, glenwood, { ...stop('Fuel', 39, -110, 'fuel') }],
  days: [
    [
      [39.7392, -104.9903],
      [39.6403, -106.3742],
      [39.5505, -107.3248],
    ],
    [
      [39.5505, -107.3248],
      [39.0639, -108.5506],
      [38.5733, -109.5498],
      [37.0475, -112.5263],
    ],
    [
      [37.0475, -112.5263],
      [37.1041, -113.5841],
      [36.1716, -115.1391],
    ],
  ],
};

const europeTrip: StaticMapRoute = {
  stops: [
    stop('Lyon, France', 45.764, 4.8357, 'start', 'FR'),
    stop('Grenoble, France', 45.1885, 5.7245, 'waypoint', 'FR'),
    stop('Nice, France', 43.7102, 7.262, 'destination', 'FR'),
  ],
  days: [
    [
      [45.764, 4.8357],
      [45.1885, 5.7245],
      [44.5594, 6.0786],
      [43.7102, 7.262],
    ],
  ],
};

const loop: StaticMapRoute = {
  stops: [
    stop('Munich, Germany', 48.1351, 11.582, 'start', 'DE'),
    stop('Salzburg, Austria', 47.8095, 13.055, 'waypoint', 'AT'),
    stop('Innsbruck, Austria', 47.2692, 11.4041, 'waypoint', 'AT'),
    stop('Munich, Germany', 48.1351, 11.582, 'destination', 'DE'),
  ],
  days: [
    [
      [48.1351, 11.582],
      [47.8095, 13.055],
      [47.2692, 11.4041],
      [48.1351, 11.582],
    ],
  ],
};

/** Marker labels in document order, with the stop each one names. */
function markersOf(svg: string): Record<string, string> {
  const found = [...svg.matchAll(/data-label="([^"]+)"><title>[^:]+: ([^<]+)<\/title>/g)];
  return Object.fromEntries(found.map(([, label, name]) => [label, name]));
}

/** Every coordinate pair of the elements of a class, from their path data. */
function pointsOf(svg: string, className: string): [number, number][] {
  const paths = [...svg.matchAll(new RegExp(`class="${className}"[^>]* d="([^"]+)"`, 'g'))];
  return paths.flatMap(([, d]) =>
    [...d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map(([, x, y]): [number, number] => [
      Number(x),
      Number(y),
    ]),
  );
}

function extentOf(points: [number, number][]): { width: number; height: number } {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

describe('renderStaticMapSvg', () => {
  it('lays the map out on a 600×300 view box drawn at the asked pixel size', () => {
    const svg = renderStaticMapSvg(usTrip, SIZE);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="600" viewBox="0 0 600 300"/,
    );
    expect(renderStaticMapSvg(usTrip, { width: 600, height: 300 })).toContain(
      'width="600" height="300"',
    );
  });

  it('pins A on the start, the waypoints 1..n in their order and B on the end', () => {
    const svg = renderStaticMapSvg(usTrip, SIZE);
    expect(markersOf(svg)).toEqual({
      '1': 'Moab, UT',
      '2': 'Kanab, UT',
      B: 'Las Vegas, NV',
      A: 'Denver, CO',
    });
    expect(svg).toContain(
      '<title>Route map: Denver, CO → Moab, UT → Kanab, UT → Las Vegas, NV</title>',
    );
    // A is drawn last so it stays on top where the route comes back near the start.
    expect(svg.lastIndexOf('data-label="A"')).toBeGreaterThan(svg.lastIndexOf('data-label="B"'));
  });

  it('leaves B out when the trip ends where it started', () => {
    const svg = renderStaticMapSvg(loop, SIZE);
    expect(Object.keys(markersOf(svg)).sort()).toEqual(['1', '2', 'A']);
  });

  it('numbers waypoints past nine with two-digit labels', () => {
    const waypoints = Array.from({ length: 11 }, (_, i) =>
      stop(`Town ${i + 1}`, 39 + i * 0.1, -105 - i * 0.3, 'waypoint'),
    );
    const svg = renderStaticMapSvg({ ...usTrip, stops: [denver, ...waypoints, vegas] }, SIZE);
    expect(markersOf(svg)['11']).toBe('Town 11');
    const label = /data-label="11">.*?class="label" d="([^"]+)"/.exec(svg)?.[1] ?? '';
    expect(label.match(/M/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('draws each day in its colour, overnight stops as dots, and no fuel stops', () => {
    const svg = renderStaticMapSvg(usTrip, SIZE);
    DAY_COLOURS.slice(0, 3).forEach((colour, i) =>
      expect(svg).toMatch(new RegExp(`class="day" data-day="${i + 1}"[^>]*stroke="${colour}"`)),
    );
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg).toContain('<title>Glenwood Springs, CO</title>');
    expect(svg).not.toContain('Fuel');
  });

  it.each([
    ['a US road trip', usTrip],
    ['a European trip', europeTrip],
    ['a loop', loop],
  ])('keeps the route of %s inside the frame, clear of the edges', (_, route) => {
    const points = pointsOf(renderStaticMapSvg(route, SIZE), 'day');
    expect(points.length).toBeGreaterThan(2);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(20);
      expect(x).toBeLessThanOrEqual(580);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(280);
    }
  });

  it('fits a coast-to-coast trip and keeps a 30 km day trip visible among its surroundings', () => {
    const coast: StaticMapRoute = {
      stops: [
        stop('New York, NY', 40.7128, -74.006, 'start'),
        stop('San Francisco, CA', 37.7749, -122.4194, 'destination'),
      ],
      days: [
        [
          [40.7128, -74.006],
          [41.8781, -87.6298],
          [39.7392, -104.9903],
          [37.7749, -122.4194],
        ],
      ],
    };
    const wide = extentOf(pointsOf(renderStaticMapSvg(coast, SIZE), 'day'));
    expect(wide.width).toBeGreaterThan(400);
    expect(wide.width).toBeLessThanOrEqual(560);

    const dayTrip: StaticMapRoute = {
      stops: [
        stop('Nice', 43.7102, 7.262, 'start', 'FR'),
        stop('Menton', 43.7747, 7.4975, 'destination', 'FR'),
      ],
      days: [
        [
          [43.7102, 7.262],
          [43.7384, 7.4246],
          [43.7747, 7.4975],
        ],
      ],
    };
    const svg = renderStaticMapSvg(dayTrip, SIZE);
    const short = extentOf(pointsOf(svg, 'day'));
    expect(short.width).toBeGreaterThan(15);
    expect(short.width).toBeLessThan(200);
    expect(svg).toContain('class="country-borders"');
  });

  it('draws land and country borders, and US state lines only where the US is in view', () => {
    const us = renderStaticMapSvg(usTrip, SIZE);
    const europe = renderStaticMapSvg(europeTrip, SIZE);
    // The whole frame of the US trip is on land; the European one has the sea in view.
    expect(pointsOf(us, 'land').length).toBeGreaterThanOrEqual(4);
    expect(pointsOf(europe, 'land').length).toBeGreaterThan(50);
    expect(pointsOf(europe, 'country-borders').length).toBeGreaterThan(20);
    expect(pointsOf(us, 'state-borders').length).toBeGreaterThan(20);
    expect(europe).not.toContain('state-borders');
  });

  it('names the countries in view with drawn letters, not text elements', () => {
    const svg = renderStaticMapSvg(europeTrip, SIZE);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    const labels = /<g class="area-labels">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
    expect(labels.match(/<path /g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('puts stop names only into escaped titles', () => {
    const hostile = stop('<script>alert("x")</script> & Co', 40.2, -105.3, 'waypoint');
    const svg = renderStaticMapSvg({ ...usTrip, stops: [denver, hostile, vegas] }, SIZE);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain(
      '<title>1: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</title>',
    );
  });

  it('gives the same bytes for the same route, whatever was drawn before', () => {
    const first = renderStaticMapSvg(europeTrip, SIZE);
    renderStaticMapSvg(usTrip, SIZE);
    expect(renderStaticMapSvg(europeTrip, SIZE)).toBe(first);
  });

  it('draws a route with no stops or lines as a world map rather than failing', () => {
    const svg = renderStaticMapSvg({ stops: [], days: [] }, SIZE);
    expect(pointsOf(svg, 'land').length).toBeGreaterThan(1000);
    expect(svg).not.toContain('NaN');
    expect(svg).not.toContain('class="marker"');
  });

  it('refuses a size that is not a positive number', () => {
    expect(() => renderStaticMapSvg(usTrip, { width: 0, height: 600 })).toThrow(RangeError);
  });
});

import { geoDistance, geoMercator, geoPath } from 'd3-geo';
import type { GeoProjection } from 'd3-geo';
import { DAY_COLOURS, escapeMarkup, STATIC_MAP_SIZE } from '@roadbook/contracts';
import type { StaticMapRoute, Stop } from '@roadbook/contracts';
import { areaLabels } from './area-labels';
import type { LabelledArea } from './area-labels';
import { areaContains, boundariesIn } from './boundary-index';
import type { Box } from './boundary-index';
import { projectArea } from './projected-area';
import type { ProjectedArea, Rect } from './projected-area';
import { fmt, strokeText } from './stroke-font';

export interface StaticMapOptions {
  /** Pixel size of the picture; the drawing is always laid out on the 600×300 view box. */
  width: number;
  height: number;
}

const { width: W, height: H } = STATIC_MAP_SIZE;
/** Room around the route: pins stand above their point, the scale bar sits at the bottom. */
const PADDING = { top: 40, right: 36, bottom: 30, left: 36 };
/** The least height of the map in degrees of latitude, so a short day trip still shows its region. */
const MIN_LAT_SPAN = 1.2;
/** Context around the route, as a share of its span on each side. */
const MARGIN = 0.15;
/** Mercator runs to infinity at the poles; nothing is fitted beyond this latitude. */
const MAX_LAT = 84;
/** Both ends of the map must not fall on the same meridian. */
const MAX_LNG = 179.9;
const UNITED_STATES = 'United States of America';
/** A stop this close to the start (km) is the start: a loop's end gets no B marker. */
const SAME_PLACE_KM = 1;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;
const MILE_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);

const COLOURS = {
  sea: '#aad3df',
  land: '#ebe7df',
  homeLand: '#f7f4ee',
  coast: '#88b4c6',
  countryBorder: '#8f8a82',
  stateBorder: '#b3ada4',
  casing: '#ffffff',
  start: '#1b7f3b',
  end: '#b3261e',
  waypoint: '#2f3e4e',
  overnight: '#2f3e4e',
  countryLabel: '#8d857a',
  stateLabel: '#a39b90',
  ink: '#3b3f44',
  halo: '#ffffff',
};

type LngLat = [number, number];

/**
 * The trip's route drawn over real boundaries as an SVG document: each day's line in its day
 * colour, overnight stops as dots, pins A (start), 1..n (waypoints) and B (end, left out when
 * the trip ends where it started). Offline and deterministic: the same route gives the same
 * bytes. No text elements: labels are stroked paths, so a renderer without fonts draws them.
 */
export function renderStaticMapSvg(route: StaticMapRoute, options: StaticMapOptions): string {
  assertSize(options);
  const stops = route.stops.filter((stop) => stop.role !== 'fuel');
  const lines = route.days.map((day) => day.map(([lat, lng]): LngLat => [lng, lat]));
  const projection = fittedProjection([...stops.map(lngLatOf), ...lines.flat()]);
  const path = geoPath(projection).digits(1);

  const inView = boundariesIn(viewBox(projection));
  const countries = inView.countries.map((area) => projectArea(projection, area));
  const home = countries.filter(({ area }) =>
    stops.some((stop) => areaContains(area, lngLatOf(stop))),
  );
  const stateLines = path(inView.stateBorders) ?? '';
  const countryLines = path(inView.countryBorders) ?? '';
  const states = stateLines ? inView.states.map((area) => projectArea(projection, area)) : [];
  const pins = pinsOf(stops).map((pin) => ({ ...pin, at: projection(lngLatOf(pin.stop)) }));
  const projectedLines = lines.map((line) => line.map((p) => projection(p)));
  const mileage = MILE_COUNTRIES.has(stops.find((s) => s.role === 'start')?.countryCode ?? '');

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(options.width)}" height="${fmt(options.height)}" viewBox="0 0 ${W} ${H}" role="img">`,
    `<title>${escapeMarkup(titleOf(stops))}</title>`,
    `<rect class="sea" width="${W}" height="${H}" fill="${COLOURS.sea}"/>`,
    areaPath('land', countries, COLOURS.land),
    areaPath('home-land', home, COLOURS.homeLand),
    stateLines &&
      `<path class="state-borders" d="${stateLines}" fill="none" stroke="${COLOURS.stateBorder}" stroke-width="0.7" stroke-dasharray="3 2" stroke-linejoin="round"/>`,
    countryLines &&
      `<path class="country-borders" d="${countryLines}" fill="none" stroke="${COLOURS.countryBorder}" stroke-width="1" stroke-linejoin="round"/>`,
    areaLabels(
      projection,
      labelCandidates(countries, states),
      [...pinBoxes(pins), ...lineBoxes(projectedLines)],
      { x0: 4, y0: 4, x1: W - 4, y1: H - 24 },
    ),
    routeLines(path, lines),
    overnightDots(projection, stops),
    markers(pins),
    scaleBar(projection, mileage),
    attribution(stateLines !== ''),
    '</svg>',
  ];
  return parts.filter(Boolean).join('\n');
}

/** US states are named instead of the United States when their borders are drawn. */
function labelCandidates(countries: ProjectedArea[], states: ProjectedArea[]): LabelledArea[] {
  return [
    ...countries
      .filter(({ area }) => !(states.length > 0 && area.properties.name === UNITED_STATES))
      .map((projected) => ({ projected, size: 8, colour: COLOURS.countryLabel })),
    ...states.map((projected) => ({ projected, size: 6, colour: COLOURS.stateLabel })),
  ];
}

function pinBoxes(pins: { at: [number, number] | null }[]): Rect[] {
  return pins.flatMap(({ at }) =>
    at ? [{ x0: at[0] - 12, y0: at[1] - 30, x1: at[0] + 12, y1: at[1] + 3 }] : [],
  );
}

/** Small boxes every few pixels along the route, so no label sits under a line. */
function lineBoxes(lines: ([number, number] | null)[][]): Rect[] {
  const boxes: Rect[] = [];
  const add = ([x, y]: [number, number]) =>
    boxes.push({ x0: x - 3, y0: y - 3, x1: x + 3, y1: y + 3 });
  for (const line of lines) {
    const points = line.filter((p): p is [number, number] => p !== null);
    points.forEach((p, i) => {
      add(p);
      const next = points[i + 1];
      if (!next) return;
      const steps = Math.floor(Math.hypot(next[0] - p[0], next[1] - p[1]) / 4);
      for (let k = 1; k < steps; k++) {
        add([p[0] + ((next[0] - p[0]) * k) / steps, p[1] + ((next[1] - p[1]) * k) / steps]);
      }
    });
  }
  return boxes;
}

/** The frame's corners in degrees, for picking the boundaries worth projecting. */
function viewBox(projection: GeoProjection): Box {
  const [west, north] = projection.invert?.([0, 0]) ?? [-180, 90];
  const [east, south] = projection.invert?.([W, H]) ?? [180, -90];
  const spanDegrees = ((W / projection.scale()) * 180) / Math.PI;
  return spanDegrees >= 360 ? [-180, south, 180, north] : [west, south, east, north];
}

function assertSize({ width, height }: StaticMapOptions): void {
  if (![width, height].every((n) => Number.isFinite(n) && n > 0)) {
    throw new RangeError(`static map size must be positive numbers, got ${width}×${height}`);
  }
}

function lngLatOf(stop: Pick<Stop, 'lat' | 'lng'>): LngLat {
  return [stop.lng, stop.lat];
}

/** Mercator fitted to the route's bounds, never closer in than MIN_LAT_SPAN, clipped to the frame. */
function fittedProjection(points: LngLat[]): GeoProjection {
  const known = points.length > 0 ? points : [[-170, -60] as LngLat, [170, 75] as LngLat];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of known) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const [marginLng, marginLat] = [(east - west) * MARGIN, (north - south) * MARGIN];
  [west, east] = [Math.max(west - marginLng, -MAX_LNG), Math.min(east + marginLng, MAX_LNG)];
  [south, north] = [Math.max(south - marginLat, -MAX_LAT), Math.min(north + marginLat, MAX_LAT)];
  if (north - south < MIN_LAT_SPAN) {
    const middle = (north + south) / 2;
    south = middle - MIN_LAT_SPAN / 2;
    north = middle + MIN_LAT_SPAN / 2;
  }
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [west, south],
      [east, north],
    ],
  };
  return geoMercator()
    .fitExtent(
      [
        [PADDING.left, PADDING.top],
        [W - PADDING.right, H - PADDING.bottom],
      ],
      corners,
    )
    .clipExtent([
      [-4, -4],
      [W + 4, H + 4],
    ]);
}

function areaPath(className: string, areas: ProjectedArea[], fill: string): string {
  const d = areas.map((area) => area.d).join('');
  return d
    ? `<path class="${className}" d="${d}" fill="${fill}" fill-rule="evenodd" stroke="${COLOURS.coast}" stroke-width="0.6" stroke-linejoin="round"/>`
    : '';
}

function routeLines(path: ReturnType<typeof geoPath>, lines: LngLat[][]): string {
  const drawn = lines
    .map((coordinates, i) => ({ day: i + 1, d: path({ type: 'LineString', coordinates }) ?? '' }))
    .filter(({ d }) => d !== '');
  const style = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return [
    '<g class="route">',
    ...drawn.map(
      ({ day, d }) =>
        `<path class="casing" data-day="${day}" d="${d}" ${style} stroke="${COLOURS.casing}" stroke-width="6"/>`,
    ),
    ...drawn.map(
      ({ day, d }) =>
        `<path class="day" data-day="${day}" d="${d}" ${style} stroke="${DAY_COLOURS[(day - 1) % DAY_COLOURS.length]}" stroke-width="3.2"/>`,
    ),
    '</g>',
  ].join('');
}

function overnightDots(projection: GeoProjection, stops: Stop[]): string {
  const dots = stops
    .filter((stop) => stop.role === 'overnight')
    .map((stop) => {
      const [x, y] = projection(lngLatOf(stop)) ?? [NaN, NaN];
      return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="3.6" fill="#ffffff" stroke="${COLOURS.overnight}" stroke-width="1.8"><title>${escapeMarkup(stop.name)}</title></circle>`;
    });
  return `<g class="overnights">${dots.join('')}</g>`;
}

interface Pin {
  label: string;
  stop: Stop;
  colour: string;
}

/** The pins in drawing order: waypoints first, then B, then A on top. */
function pinsOf(stops: Stop[]): Pin[] {
  const start = stops.find((stop) => stop.role === 'start');
  const end = stops.find((stop) => stop.role === 'destination');
  const waypoints = stops.filter((stop) => stop.role === 'waypoint');
  const pins: Pin[] = waypoints.map((stop, i) => ({
    label: String(i + 1),
    stop,
    colour: COLOURS.waypoint,
  }));
  if (end && !(start && samePlace(start, end)))
    pins.push({ label: 'B', stop: end, colour: COLOURS.end });
  if (start) pins.push({ label: 'A', stop: start, colour: COLOURS.start });
  return pins;
}

function samePlace(a: Stop, b: Stop): boolean {
  return (
    a.name.trim().toLowerCase() === b.name.trim().toLowerCase() ||
    geoDistance(lngLatOf(a), lngLatOf(b)) * EARTH_RADIUS_KM < SAME_PLACE_KM
  );
}

function markers(pins: (Pin & { at: [number, number] | null })[]): string {
  const drawn = pins.map(({ label, stop, colour, at }) => {
    const [x, y] = at ?? [NaN, NaN];
    const text = strokeText(label, x, y - 17, label.length > 1 ? 7 : 9);
    const outline =
      `M${fmt(x)} ${fmt(y)}L${fmt(x - 6.4)} ${fmt(y - 10.2)}` +
      `A10 10 0 1 1 ${fmt(x + 6.4)} ${fmt(y - 10.2)}Z`;
    return [
      `<g class="marker" data-label="${label}">`,
      `<title>${escapeMarkup(`${label}: ${stop.name}`)}</title>`,
      `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="4" ry="1.6" fill="#000000" fill-opacity="0.25"/>`,
      `<path d="${outline}" fill="${colour}" stroke="#ffffff" stroke-width="1.6" stroke-linejoin="round"/>`,
      `<path class="label" d="${text.d}" fill="none" stroke="#ffffff" stroke-width="${fmt(text.strokeWidth * 1.15)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      '</g>',
    ].join('');
  });
  return `<g class="markers">${drawn.join('')}</g>`;
}

/** A bar of a round length (1, 2 or 5 times a power of ten) about 60 to 150 px long. */
function scaleBar(projection: GeoProjection, miles: boolean): string {
  const y = H - 12;
  const from = projection.invert?.([W / 2 - 50, H / 2]);
  const to = projection.invert?.([W / 2 + 50, H / 2]);
  if (!from || !to) return '';
  const unitKm = miles ? KM_PER_MILE : 1;
  const unitsPerPx = (geoDistance(from, to) * EARTH_RADIUS_KM) / unitKm / 100;
  const target = 80 * unitsPerPx;
  const power = 10 ** Math.floor(Math.log10(target));
  const length = [5, 2, 1].map((m) => m * power).find((n) => n <= target * 1.3) ?? power;
  const px = length / unitsPerPx;
  const x0 = 12;
  const bar = `M${fmt(x0)} ${fmt(y - 4)}V${fmt(y)}H${fmt(x0 + px)}V${fmt(y - 4)}`;
  const label = strokeText(`${fmt(length)} ${miles ? 'mi' : 'km'}`, x0 + px + 6, y - 2, 6, 'start');
  return `<g class="scale-bar">${haloed(bar, 1.2)}${haloed(label.d, label.strokeWidth)}</g>`;
}

function attribution(withStates: boolean): string {
  const words = `Boundaries: Natural Earth${withStates ? ', US Census' : ''}`;
  const text = strokeText(words, W - 8, H - 10, 5, 'end');
  return `<g class="attribution">${haloed(text.d, text.strokeWidth)}</g>`;
}

function haloed(d: string, strokeWidth: number): string {
  const common = `d="${d}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<path ${common} stroke="${COLOURS.halo}" stroke-opacity="0.85" stroke-width="${fmt(strokeWidth + 1.8)}"/>` +
    `<path ${common} stroke="${COLOURS.ink}" stroke-width="${fmt(strokeWidth)}"/>`
  );
}

function titleOf(stops: Stop[]): string {
  const names = pinsOf(stops)
    .sort((a, b) => order(a.label) - order(b.label))
    .map((pin) => pin.stop.name);
  return names.length > 0 ? `Route map: ${names.join(' → ')}` : 'Route map';
}

function order(label: string): number {
  return label === 'A' ? 0 : label === 'B' ? Number.MAX_SAFE_INTEGER : Number(label);
}

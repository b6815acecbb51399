import type { Day, LatLng, Stop } from '@roadbook/contracts';
import { cumulativeKm, distanceKm, projectOnLine } from '@roadbook/planner';

/**
 * Garmin units take at most 250 points per route and TomTom 255: the route stays under the lower.
 * A navigator recalculates between route points by its own preferences, so the points are the
 * fewest that keep the day's line within ROUTE_TOLERANCE_KM of the polyline through them
 * (Douglas–Peucker); a day too winding for that many keeps the points that matter most.
 */
export const MAX_ROUTE_POINTS_PER_DAY = 250;
export const ROUTE_TOLERANCE_KM = 1;
/** A planned stop this close to the day's line is one the day drives through. */
const ON_ROUTE_KM = 5;
/** A shaping point this close to a stop is the stop: the device would announce it twice. */
const BESIDE_STOP_KM = 0.1;

export interface DayRoutePoint extends LatLng {
  /** 'stop' for the day's start, planned stops and end; 'shaping' for points that hold the road. */
  kind: 'stop' | 'shaping';
  name: string;
  alongKm: number;
}

/**
 * The day's route points in driving order: its start, the planned stops it passes, shaping
 * points taken from the day's geometry, and its end (the night's stop on multi-day trips).
 */
export function dayRoutePoints(day: Day, plannedStops: readonly Stop[]): DayRoutePoint[] {
  const line = day.facts.geometry.map(([lat, lng]) => ({ lat, lng }));
  const cum = cumulativeKm(line);
  const totalKm = cum[cum.length - 1] ?? 0;
  const { start, end } = day.facts;
  const stops: DayRoutePoint[] = [
    { kind: 'stop', name: start.name, lat: start.lat, lng: start.lng, alongKm: 0 },
    ...stopsAlong(line, cum, plannedStops, [start, end]),
    { kind: 'stop', name: end.name, lat: end.lat, lng: end.lng, alongKm: totalKm },
  ];
  const shapingBudget = MAX_ROUTE_POINTS_PER_DAY - stops.length;
  const shaping = shapingPoints(line, cum, shapingBudget)
    .filter((point) => stops.every((stop) => distanceKm(point, stop) >= BESIDE_STOP_KM))
    .map((point, i) => ({ ...point, name: `Day ${day.day} shaping ${i + 1}` }));
  return [...stops, ...shaping].sort((a, b) => a.alongKm - b.alongKm);
}

function stopsAlong(
  line: readonly LatLng[],
  cum: readonly number[],
  plannedStops: readonly Stop[],
  ends: readonly Stop[],
): DayRoutePoint[] {
  if (line.length < 2) return [];
  const isEnd = (stop: Stop) =>
    ends.some((end) => Math.abs(end.lat - stop.lat) < 1e-6 && Math.abs(end.lng - stop.lng) < 1e-6);
  return plannedStops
    .filter((stop) => stop.role === 'waypoint' && !isEnd(stop))
    .map((stop) => ({ stop, ...projectOnLine(stop, line, cum) }))
    .filter(({ offKm }) => offKm <= ON_ROUTE_KM)
    .map(({ stop, alongKm }) => ({
      kind: 'stop' as const,
      name: stop.name,
      lat: stop.lat,
      lng: stop.lng,
      alongKm,
    }));
}

/**
 * The inner vertices of the day's line that keep it within ROUTE_TOLERANCE_KM of the polyline
 * through them (Douglas–Peucker, the farthest vertex first), at most `budget` of them: a line too
 * winding for that many keeps those that stray farthest.
 */
function shapingPoints(
  line: readonly LatLng[],
  cum: readonly number[],
  budget: number,
): Omit<DayRoutePoint, 'name'>[] {
  const kept: number[] = [];
  const spans = line.length > 2 ? [farthestIn(line, 0, line.length - 1)] : [];
  while (spans.length > 0 && kept.length < budget) {
    const widest = spans.reduce((a, b) => (b.offKm > a.offKm ? b : a));
    if (widest.offKm <= ROUTE_TOLERANCE_KM) break;
    spans.splice(spans.indexOf(widest), 1);
    kept.push(widest.vertex);
    spans.push(
      farthestIn(line, widest.from, widest.vertex),
      farthestIn(line, widest.vertex, widest.to),
    );
  }
  return kept
    .sort((a, b) => a - b)
    .map((i) => ({ kind: 'shaping', lat: line[i].lat, lng: line[i].lng, alongKm: cum[i] }));
}

/** The vertex between `from` and `to` farthest from the chord joining them, and how far. */
function farthestIn(line: readonly LatLng[], from: number, to: number) {
  const chord = [line[from], line[to]];
  const chordCum = [0, distanceKm(line[from], line[to])];
  let vertex = -1;
  let offKm = 0;
  for (let i = from + 1; i < to; i++) {
    const off = projectOnLine(line[i], chord, chordCum).offKm;
    if (off > offKm) [vertex, offKm] = [i, off];
  }
  return { from, to, vertex, offKm };
}

/** A day's heading with its number once, whether or not the narrative already put it in the title. */
export function dayHeading(day: Pick<Day, 'day' | 'title'>): string {
  const title = day.title.replace(/^\s*Day\s+\d+\s*[:\-–—]\s*/i, '');
  return `Day ${day.day}: ${title}`;
}

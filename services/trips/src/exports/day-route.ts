import type { Day, LatLng, Stop } from '@roadbook/contracts';
import { cumulativeKm, distanceKm, projectOnLine } from '@roadbook/planner';

/**
 * Many GPS units cap a route at 50 points or fewer, and a navigator recalculates between route
 * points by its own preferences. A shaping point every 15 km or so keeps it on the planned roads
 * without running into that cap; on longer days the spacing widens to stay under it.
 */
export const MAX_ROUTE_POINTS_PER_DAY = 50;
const SHAPING_SPACING_KM = 15;
/** A planned stop this close to the day's line is one the day drives through. */
const ON_ROUTE_KM = 5;
/** A shaping point this close to a stop adds nothing: the stop already holds the route there. */
const BESIDE_STOP_KM = 2;

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
  const spacingKm = Math.max(SHAPING_SPACING_KM, totalKm / (shapingBudget + 1));
  const shaping = shapingPoints(line, cum, spacingKm)
    .filter((point) => stops.every((stop) => distanceKm(point, stop) >= BESIDE_STOP_KM))
    .slice(0, shapingBudget)
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

/** Vertices of the day's line about `spacingKm` apart, never at the very start or end. */
function shapingPoints(
  line: readonly LatLng[],
  cum: readonly number[],
  spacingKm: number,
): Omit<DayRoutePoint, 'name'>[] {
  const totalKm = cum[cum.length - 1] ?? 0;
  const points: Omit<DayRoutePoint, 'name'>[] = [];
  let lastKm = 0;
  for (let i = 1; i < line.length - 1; i++) {
    if (cum[i] - lastKm < spacingKm || totalKm - cum[i] < spacingKm / 2) continue;
    lastKm = cum[i];
    points.push({
      kind: 'shaping',
      lat: line[i].lat,
      lng: line[i].lng,
      alongKm: cum[i],
    });
  }
  return points;
}

/** A day's heading with its number once, whether or not the narrative already put it in the title. */
export function dayHeading(day: Pick<Day, 'day' | 'title'>): string {
  const title = day.title.replace(/^\s*Day\s+\d+\s*[:\-–—]\s*/i, '');
  return `Day ${day.day}: ${title}`;
}

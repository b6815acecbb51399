import type { Stop } from '@roadbook/contracts';
import { DEFAULT_STATIC_MAP_SCALE } from '@roadbook/contracts/browser';

/** Marker colours shared by the legend and the interactive map. */
export const MARKER_COLOURS = {
  start: '#1f5f4a',
  waypoint: '#3a3733',
  end: '#b3261e',
  overnight: '#1f5f4a',
} as const;

export interface RouteMarkers {
  start: Stop | null;
  waypoints: Stop[];
  /** Null when the trip ends where it started: B is then left out. */
  end: Stop | null;
  overnights: Stop[];
}

const SAME_PLACE_DEGREES = 1e-3;

/**
 * docs/product.md#maps-and-images: A the start, numbered waypoints, B the end unless it is the
 * start; overnight dots.
 */
export function routeMarkers(stops: Stop[]): RouteMarkers {
  const start = stops.find((stop) => stop.role === 'start') ?? null;
  const last = [...stops].reverse().find((stop) => stop.role === 'destination') ?? null;
  const loop =
    start !== null &&
    last !== null &&
    Math.abs(start.lat - last.lat) < SAME_PLACE_DEGREES &&
    Math.abs(start.lng - last.lng) < SAME_PLACE_DEGREES;
  return {
    start,
    waypoints: stops.filter((stop) => stop.role === 'waypoint'),
    end: loop ? null : last,
    overnights: stops.filter((stop) => stop.role === 'overnight'),
  };
}

/** Whose static map: an owner's trip by id, or a shared trip by its public id. */
export type StaticMapSubject = { tripId: number } | { shareableId: string };

/** `GET /api/maps/static/…` at a scale: 600×300 CSS pixels, ×2 for sharp screens. */
export function staticMapUrl(subject: StaticMapSubject, scale: 1 | 2 = DEFAULT_STATIC_MAP_SCALE) {
  const path =
    'tripId' in subject
      ? `/api/maps/static/${subject.tripId}`
      : `/api/maps/static/shared/${encodeURIComponent(subject.shareableId)}`;
  return `${path}?format=png&scale=${scale}`;
}

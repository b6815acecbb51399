import type { LatLng } from '@roadbook/contracts';

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLng = (bLng - aLng) * RAD;
  const s =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(s)));
}

export function distanceKm(a: LatLng, b: LatLng): number {
  return haversineKm(a.lat, a.lng, b.lat, b.lng);
}

/** Point at fraction `f` of the great circle from a to b (spherical interpolation). */
export function interpolate(a: LatLng, b: LatLng, f: number): LatLng {
  const φ1 = a.lat * RAD;
  const λ1 = a.lng * RAD;
  const φ2 = b.lat * RAD;
  const λ2 = b.lng * RAD;
  const δ = distanceKm(a, b) / EARTH_RADIUS_KM;
  if (δ < 1e-9) return { lat: a.lat, lng: a.lng };
  const A = Math.sin((1 - f) * δ) / Math.sin(δ);
  const B = Math.sin(f * δ) / Math.sin(δ);
  const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
  const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
  const z = A * Math.sin(φ1) + B * Math.sin(φ2);
  return { lat: Math.atan2(z, Math.hypot(x, y)) / RAD, lng: Math.atan2(y, x) / RAD };
}

/** Cumulative great-circle length at each vertex of a polyline, in km (first entry 0). */
export function cumulativeKm(line: readonly LatLng[]): number[] {
  const out = [0];
  for (let i = 1; i < line.length; i++) out.push(out[i - 1] + distanceKm(line[i - 1], line[i]));
  return out;
}

/** The point `km` along a polyline whose cumulative lengths are `cum`. */
export function pointAlong(line: readonly LatLng[], cum: readonly number[], km: number): LatLng {
  if (km <= 0) return line[0];
  const total = cum[cum.length - 1];
  if (km >= total) return line[line.length - 1];
  let i = 1;
  while (cum[i] < km) i++;
  const seg = cum[i] - cum[i - 1];
  return interpolate(line[i - 1], line[i], seg === 0 ? 0 : (km - cum[i - 1]) / seg);
}

/** Distance from p to the polyline and the along-line position (km) of the closest point. */
export function projectOnLine(
  p: LatLng,
  line: readonly LatLng[],
  cum: readonly number[],
  firstSegment = 1,
  lastSegment = line.length - 1,
): { offKm: number; alongKm: number } {
  let best = { offKm: Infinity, alongKm: 0 };
  for (let i = Math.max(1, firstSegment); i <= Math.min(lastSegment, line.length - 1); i++) {
    const a = line[i - 1];
    const b = line[i];
    // A local equirectangular projection is accurate enough over one segment of a road route.
    const kx = Math.cos(((a.lat + b.lat) / 2) * RAD) * 111.32;
    const ky = 110.57;
    const bx = (b.lng - a.lng) * kx;
    const by = (b.lat - a.lat) * ky;
    const px = (p.lng - a.lng) * kx;
    const py = (p.lat - a.lat) * ky;
    const len2 = bx * bx + by * by;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / len2));
    const off = Math.hypot(px - t * bx, py - t * by);
    if (off < best.offKm) best = { offKm: off, alongKm: cum[i - 1] + t * (cum[i] - cum[i - 1]) };
  }
  return best;
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

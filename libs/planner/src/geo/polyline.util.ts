import type { LatLng } from '@roadbook/contracts';

/** Decodes a Google-style encoded polyline; Valhalla uses precision 6. */
export function decodePolyline(encoded: string, precision = 6): LatLng[] {
  const factor = 10 ** precision;
  const out: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    out.push({ lat: lat / factor, lng: lng / factor });
  }
  return out;
}

/**
 * Keeps at most `max` points, evenly spaced by index, always with both ends. Road geometry from
 * a router runs to thousands of points; the plan needs its shape, not every junction.
 */
export function thinLine(line: readonly LatLng[], max = 400): LatLng[] {
  if (line.length <= max) return [...line];
  const step = (line.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => line[Math.round(i * step)]);
}

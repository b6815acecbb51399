import type { LatLng } from '@roadbook/contracts';

/** Kilometres in a degree of latitude, on the earth haversineKm measures (6371.0088 km). */
const KM_PER_DEGREE = 111.195;
/** A box is drawn this much wider than the circle it holds, for what the bound leaves out. */
const SLACK = 1.1;
const RAD = Math.PI / 180;

/**
 * A grid of `deg`-degree squares over the earth, its cells keyed by number: rows counted from
 * the south pole, columns from the antimeridian eastwards (wrapping round it). The gazetteer's
 * packs store these keys, so the numbering is part of the pack format.
 */
export function gridCell(lat: number, lng: number, deg: number): number {
  return cellKey(Math.floor((lat + 90) / deg), Math.floor((lng + 180) / deg), columns(deg));
}

/**
 * Visits the key of each cell of the `deg` grid that could hold a point within `radiusKm` of `p`
 * (by great-circle distance), each once, until `visit` answers true; answers whether one did.
 *
 * The cells are those of a box around the circle: its latitudes span the radius, its longitudes
 * the radius measured along the box's poleward edge, where a degree of longitude is shortest,
 * both a tenth wider; near a pole it spans every longitude. A search of a few kilometres scans one
 * to four cells, not the block of nine around the centre's cell.
 */
export function someCellAround(
  p: LatLng,
  radiusKm: number,
  deg: number,
  visit: (key: number) => boolean | void,
): boolean {
  const latSpan = (radiusKm * SLACK) / KM_PER_DEGREE;
  const poleward = Math.abs(p.lat) + latSpan;
  const lngSpan = poleward >= 89 ? 180 : latSpan / Math.cos(poleward * RAD);
  const cols = columns(deg);
  const firstRow = Math.floor((p.lat - latSpan + 90) / deg);
  const lastRow = Math.floor((p.lat + latSpan + 90) / deg);
  let firstCol = Math.floor((p.lng - lngSpan + 180) / deg);
  let lastCol = Math.floor((p.lng + lngSpan + 180) / deg);
  if (lastCol - firstCol + 1 >= cols) {
    firstCol = 0;
    lastCol = cols - 1;
  }
  for (let row = firstRow; row <= lastRow; row++) {
    for (let col = firstCol; col <= lastCol; col++) {
      if (visit(cellKey(row, col, cols))) return true;
    }
  }
  return false;
}

function columns(deg: number): number {
  return Math.round(360 / deg);
}

/** A row's cells are numbered apart from the next row's while a row has under 1000 of them. */
function cellKey(row: number, col: number, cols: number): number {
  return row * 1000 + (((col % cols) + cols) % cols);
}

import type { Feature, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { offlineBoundaries } from './boundaries';
import type { NamedArea } from './boundaries';

export type Area = Feature<Polygon | MultiPolygon, NamedArea>;

/** West, south, east, north in degrees; west > east when a box crosses the antimeridian. */
export type Box = [number, number, number, number];

interface Indexed<T> {
  item: T;
  box: Box;
}

/**
 * A line or ring of points packed as [lng0, lat0, lng1, lat1, …]: 16 bytes a point, where a
 * GeoJSON position is two small arrays of its own (about 70 bytes, and two objects for the
 * collector). The world's boundaries are a few hundred thousand points, which the process that
 * draws maps keeps for as long as it runs.
 */
type PackedLine = Float64Array;

/** One polygon of an area (a country's island, a state's mainland) and whose it is. */
interface Piece {
  name: string;
  rings: PackedLine[];
}

interface BoundaryIndex {
  countries: Indexed<Piece>[];
  states: Indexed<Piece>[];
  countryBorders: Indexed<PackedLine>[];
  stateBorders: Indexed<PackedLine>[];
}

let index: BoundaryIndex | undefined;

/**
 * The boundaries packed, with the box each piece covers, computed once, so a map projects only
 * what meets its frame (drawing the whole world's borders for every map costs most of the time)
 * and unpacks only that.
 */
function boundaryIndex(): BoundaryIndex {
  if (!index) {
    const { countries, states, countryBorders, stateBorders } = offlineBoundaries();
    index = {
      countries: countries.features.flatMap(pieceEntries),
      states: states.features.flatMap(pieceEntries),
      countryBorders: countryBorders.coordinates.map(lineEntry),
      stateBorders: stateBorders.coordinates.map(lineEntry),
    };
  }
  return index;
}

/** Each polygon on its own, so a map of Utah does not project Alaska and Hawaii. */
function pieceEntries(area: Area): Indexed<Piece>[] {
  const polygons =
    area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  return polygons.map((rings) => {
    const packed = rings.map(packLine);
    return { item: { name: area.properties.name, rings: packed }, box: boxOf(packed[0]) };
  });
}

/** The pieces back as one feature per area, in the order the data lists them. */
function areasOf(pieces: Piece[]): Area[] {
  const byName = new Map<string, Position[][][]>();
  for (const { name, rings } of pieces) {
    byName.set(name, [...(byName.get(name) ?? []), rings.map(unpackLine)]);
  }
  return [...byName].map(([name, coordinates]) => ({
    type: 'Feature',
    properties: { name },
    geometry: { type: 'MultiPolygon', coordinates },
  }));
}

function lineEntry(line: Position[]): Indexed<PackedLine> {
  const item = packLine(line);
  return { item, box: boxOf(item) };
}

function packLine(points: Position[]): PackedLine {
  const packed = new Float64Array(points.length * 2);
  points.forEach(([lng, lat], i) => {
    packed[2 * i] = lng;
    packed[2 * i + 1] = lat;
  });
  return packed;
}

function unpackLine(packed: PackedLine): Position[] {
  const points = new Array<Position>(packed.length / 2);
  for (let i = 0; i < points.length; i++) points[i] = [packed[2 * i], packed[2 * i + 1]];
  return points;
}

/**
 * A plain min/max box: Natural Earth cuts its shapes at the antimeridian, so none wraps, and
 * d3's spherical geoBounds would cost a second or so at start-up for the same answer.
 */
function boxOf(line: PackedLine): Box {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < line.length; i += 2) {
    const lng = line[i];
    const lat = line[i + 1];
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

function meets([w, s, e, n]: Box, [west, south, east, north]: Box): boolean {
  const lngMeets = w > e || west > east || (w <= east && e >= west);
  return lngMeets && s <= north && n >= south;
}

export interface BoundariesInView {
  countries: Area[];
  states: Area[];
  countryBorders: MultiLineString;
  stateBorders: MultiLineString;
}

/** The countries, states and borders whose boxes meet `view`; areas keep only such pieces. */
export function boundariesIn(view: Box): BoundariesInView {
  const all = boundaryIndex();
  const pick = <T>(entries: Indexed<T>[]): T[] =>
    entries.filter(({ box }) => meets(box, view)).map(({ item }) => item);
  return {
    countries: areasOf(pick(all.countries)),
    states: areasOf(pick(all.states)),
    countryBorders: {
      type: 'MultiLineString',
      coordinates: pick(all.countryBorders).map(unpackLine),
    },
    stateBorders: { type: 'MultiLineString', coordinates: pick(all.stateBorders).map(unpackLine) },
  };
}

/**
 * Whether a point lies in an area, by ray casting on degrees: exact enough for shapes that do
 * not wrap the antimeridian, and a hundred times cheaper than d3's spherical geoContains.
 */
export function areaContains(area: Area, [lng, lat]: [number, number]): boolean {
  const polygons =
    area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

/**
 * Country and US state boundaries shipped with the app (Natural Earth 1:50m through world-atlas,
 * US Census 1:10m through us-atlas), so maps draw real borders with no network.
 */
import { readFileSync } from 'node:fs';
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const BOUNDARIES_ATTRIBUTION = 'Boundaries: Natural Earth, US Census';

type Area = Polygon | MultiPolygon;
export interface NamedArea {
  name: string;
}

export interface Boundaries {
  countries: FeatureCollection<Area, NamedArea>;
  states: FeatureCollection<Area, NamedArea>;
  /** Borders between two countries (coastlines excluded), each drawn once. */
  countryBorders: MultiLineString;
  /** Borders between two US states, each drawn once. */
  stateBorders: MultiLineString;
}

/**
 * A package's TopoJSON, read rather than required: `require` would keep the parsed file in its
 * cache for as long as the process runs, several megabytes for data converted once.
 */
function topology<K extends string>(
  file: string,
): Topology<Record<K, GeometryCollection<NamedArea>>> {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology<
    Record<K, GeometryCollection<NamedArea>>
  >;
}

/**
 * Countries and US states as GeoJSON ([lng, lat]), and their inner borders as lines (a shared
 * border is not stroked twice). Made afresh at each call: a caller keeps what it needs, in the
 * form it needs (./boundary-index.ts keeps them packed, ./offline-base-geojson.ts writes them).
 */
export function offlineBoundaries(): Boundaries {
  const world = topology<'countries'>('world-atlas/countries-50m.json');
  const us = topology<'states'>('us-atlas/states-10m.json');
  return {
    countries: feature(world, world.objects.countries) as FeatureCollection<Area, NamedArea>,
    states: feature(us, us.objects.states) as FeatureCollection<Area, NamedArea>,
    countryBorders: mesh(world, world.objects.countries, (a, b) => a !== b),
    stateBorders: mesh(us, us.objects.states, (a, b) => a !== b),
  };
}

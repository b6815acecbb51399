/**
 * Country and US state boundaries bundled with the app (Natural Earth 1:50m through world-atlas,
 * US Census 1:10m through us-atlas), so maps draw real borders with no network. Browser-safe: no
 * Node APIs, only JSON imports a bundler understands; the web imports it as
 * `@roadbook/maps/boundaries` (the package's `exports`), which the web's bundler compiles.
 */
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import states10m from 'us-atlas/states-10m.json';

export const BOUNDARIES_ATTRIBUTION = 'Boundaries: Natural Earth, US Census';

type Area = Polygon | MultiPolygon;
export interface NamedArea {
  name: string;
}

interface Boundaries {
  countries: FeatureCollection<Area, NamedArea>;
  states: FeatureCollection<Area, NamedArea>;
}

interface BorderLines {
  /** Borders between two countries (coastlines excluded). */
  countries: MultiLineString;
  /** Borders between two US states. */
  states: MultiLineString;
}

const world = countries50m as unknown as Topology<{ countries: GeometryCollection<NamedArea> }>;
const us = states10m as unknown as Topology<{ states: GeometryCollection<NamedArea> }>;

let boundaries: Boundaries | undefined;
let borderLines: BorderLines | undefined;

/** Countries and US states as GeoJSON ([lng, lat]), converted once and shared. */
export function offlineBoundaries(): Boundaries {
  boundaries ??= {
    countries: feature(world, world.objects.countries) as FeatureCollection<Area, NamedArea>,
    states: feature(us, us.objects.states) as FeatureCollection<Area, NamedArea>,
  };
  return boundaries;
}

/** The inner borders as lines, each drawn once (a shared border is not stroked twice). */
export function offlineBorderLines(): BorderLines {
  borderLines ??= {
    countries: mesh(world, world.objects.countries, (a, b) => a !== b),
    states: mesh(us, us.objects.states, (a, b) => a !== b),
  };
  return borderLines;
}

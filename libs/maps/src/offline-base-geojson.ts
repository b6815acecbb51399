import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { offlineBoundaries } from './boundaries';

export { BOUNDARIES_ATTRIBUTION } from './boundaries';

/** What each feature of the offline base is; the interactive map styles each kind. */
export type OfflineBaseKind = 'country' | 'country-border' | 'state-border';

export interface OfflineBaseProperties {
  kind: OfflineBaseKind;
}

export type OfflineBaseGeoJson = FeatureCollection<
  Polygon | MultiPolygon | MultiLineString,
  OfflineBaseProperties
>;

/**
 * Decimals kept per coordinate: a thousandth of a degree is at most 111 m, finer than the data
 * itself (world-atlas quantizes the 1:50m countries to about 400 m) and under a pixel at the
 * interactive map's closest fitted zoom.
 */
export const OFFLINE_BASE_DECIMALS = 3;

/**
 * The land and the inner borders the interactive map draws under its tiles, as one GeoJSON
 * collection: the web build writes it as a file that a worker of the web app fetches and cuts
 * into vector tiles (so none of it is converted or copied on the page's main thread). Countries
 * are areas (their outlines are the coasts); country and US state borders are lines, each drawn
 * once.
 */
export function offlineBaseGeoJson(): OfflineBaseGeoJson {
  const { countries, countryBorders, stateBorders } = offlineBoundaries();
  const features: OfflineBaseGeoJson['features'] = [
    ...countries.features.map(
      (country): Feature<Polygon | MultiPolygon, OfflineBaseProperties> => ({
        type: 'Feature',
        properties: { kind: 'country' },
        geometry: country.geometry,
      }),
    ),
    { type: 'Feature', properties: { kind: 'country-border' }, geometry: countryBorders },
    { type: 'Feature', properties: { kind: 'state-border' }, geometry: stateBorders },
  ];
  return { type: 'FeatureCollection', features };
}

/** The offline base as the JSON text the web build ships, coordinates rounded. */
export function offlineBaseGeoJsonText(): string {
  const scale = 10 ** OFFLINE_BASE_DECIMALS;
  return JSON.stringify(offlineBaseGeoJson(), (_key, value: unknown) =>
    typeof value === 'number' ? Math.round(value * scale) / scale : value,
  );
}

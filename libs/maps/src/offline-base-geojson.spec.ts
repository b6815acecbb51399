import type { MultiLineString } from 'geojson';
import { offlineBoundaries } from './boundaries';
import type { OfflineBaseGeoJson } from './offline-base-geojson';
import {
  OFFLINE_BASE_DECIMALS,
  offlineBaseGeoJson,
  offlineBaseGeoJsonText,
} from './offline-base-geojson';

describe('offlineBaseGeoJson', () => {
  it('has every country as an area and the country and state borders as lines', () => {
    const { features } = offlineBaseGeoJson();
    const kinds = features.map((feature) => feature.properties.kind);
    expect(kinds.filter((kind) => kind === 'country').length).toBeGreaterThan(200);
    expect(kinds.filter((kind) => kind === 'country-border')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'state-border')).toHaveLength(1);
    for (const feature of features) {
      expect(feature.geometry.type).toEqual(
        feature.properties.kind === 'country'
          ? expect.stringMatching(/Polygon$/)
          : 'MultiLineString',
      );
    }
  });

  it('is written with its coordinates rounded, and nothing lost but the decimals', () => {
    const parsed = JSON.parse(offlineBaseGeoJsonText()) as OfflineBaseGeoJson;
    const stateBorder = parsed.features.find(
      (feature) => feature.properties.kind === 'state-border',
    );
    const rounded = (stateBorder?.geometry as MultiLineString).coordinates;
    const original = offlineBoundaries().stateBorders.coordinates;
    expect(rounded).toHaveLength(original.length);
    const [lng, lat] = rounded[0][0];
    const scale = 10 ** OFFLINE_BASE_DECIMALS;
    expect(Math.round(lng * scale) / scale).toBe(lng);
    expect(lng).toBeCloseTo(original[0][0][0], OFFLINE_BASE_DECIMALS - 1);
    expect(lat).toBeCloseTo(original[0][0][1], OFFLINE_BASE_DECIMALS - 1);
  });
});

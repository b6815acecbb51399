import type { OfflineBaseGeoJson } from '@roadbook/maps/offline-base-geojson';
import { describe, expect, it } from 'vitest';
import { offlineBaseFile } from './offline-base-asset';

describe('the offline base file', () => {
  it('is served under /assets/ with a name that changes with its content', () => {
    const first = offlineBaseFile('{"type":"FeatureCollection","features":[]}');
    const again = offlineBaseFile('{"type":"FeatureCollection","features":[]}');
    const other = offlineBaseFile('{"type":"FeatureCollection","features":[{}]}');
    expect(first.url).toMatch(/^\/assets\/offline-base-[\w-]{10}\.json$/);
    expect(again.url).toBe(first.url);
    expect(other.url).not.toBe(first.url);
  });

  it('holds the land and the borders as one GeoJSON collection', () => {
    const { text } = offlineBaseFile();
    const base = JSON.parse(text) as OfflineBaseGeoJson;
    expect(base.type).toBe('FeatureCollection');
    const kinds = new Set(base.features.map((feature) => feature.properties.kind));
    expect([...kinds].sort()).toEqual(['country', 'country-border', 'state-border']);
  });
});

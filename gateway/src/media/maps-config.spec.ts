import { validateEnv } from '@roadbook/platform';
import { mapsConfigOf } from './maps-config';
import { MapsEnv } from './maps.env';

describe('mapsConfigOf', () => {
  it('serves OpenStreetMap tiles and no key by default', () => {
    expect(mapsConfigOf(validateEnv(MapsEnv, {}))).toEqual({
      apiKey: null,
      tiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        maxZoom: 19,
      },
      googleStaticMaps: false,
    });
  });

  it('passes the configured tiles and the browser key, never a server key', () => {
    const config = mapsConfigOf(
      validateEnv(MapsEnv, {
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}@2x.png?key=abc',
        MAP_TILE_ATTRIBUTION: '© Example',
        MAP_TILE_MAX_ZOOM: '17',
        GOOGLE_MAPS_BROWSER_KEY: 'browser-key',
        GOOGLE_MAPS_API_KEY: 'server-secret',
      }),
    );
    expect(config).toEqual({
      apiKey: 'browser-key',
      tiles: {
        url: 'https://tiles.example.org/{z}/{x}/{y}@2x.png?key=abc',
        attribution: '© Example',
        maxZoom: 17,
      },
      googleStaticMaps: false,
    });
    expect(JSON.stringify(config)).not.toContain('server-secret');
  });

  it('has no tiles when MAP_TILE_URL is none', () => {
    expect(mapsConfigOf(validateEnv(MapsEnv, { MAP_TILE_URL: 'none' })).tiles).toBeNull();
  });

  it.each([
    'tiles.example.org/{z}/{x}/{y}.png',
    'https://tiles.example.org/x.png',
    'file:///{z}/{x}/{y}',
  ])('stops at start-up on a tile URL that is no template: %s', (MAP_TILE_URL) => {
    expect(() => validateEnv(MapsEnv, { MAP_TILE_URL })).toThrow(/MAP_TILE_URL/);
  });

  it('stops at start-up on a max zoom out of range', () => {
    expect(() => validateEnv(MapsEnv, { MAP_TILE_MAX_ZOOM: '30' })).toThrow(/MAP_TILE_MAX_ZOOM/);
  });
});

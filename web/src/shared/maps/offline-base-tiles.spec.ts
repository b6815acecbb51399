import { VectorTile } from '@mapbox/vector-tile';
import type { FeatureCollection } from 'geojson';
import Pbf from 'pbf';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_BASE_LAYER, offlineBaseTileLoader, type TilePort } from './offline-base-tiles';
import { offlineBaseTiler, serveOfflineBaseTiles } from './offline-base-tiler';

/** A country around Colorado, a state border through it, and nothing else on Earth. */
const BASE: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'country' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-110, 36],
            [-100, 36],
            [-100, 42],
            [-110, 42],
            [-110, 36],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { kind: 'state-border' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-105, 36],
          [-105, 42],
        ],
      },
    },
  ],
};
const BASE_URL = 'https://roadbook.test/assets/offline-base-1234567890.json';
// Zoom 6 tiles: one over the country, one in the middle of the Pacific.
const COLORADO = { z: 6, x: 13, y: 24 };
const PACIFIC = { z: 6, x: 2, y: 28 };

function kinds(tile: ArrayBuffer): string[] {
  const layer = new VectorTile(new Pbf(new Uint8Array(tile))).layers[OFFLINE_BASE_LAYER];
  return Array.from({ length: layer.length }, (_, i) => String(layer.feature(i).properties.kind));
}

describe('offlineBaseTiler', () => {
  const tileAt = offlineBaseTiler(BASE);

  it('cuts a vector tile with the land and borders under it, each with its kind', () => {
    expect(kinds(tileAt(COLORADO.z, COLORADO.x, COLORADO.y)).sort()).toEqual([
      'country',
      'state-border',
    ]);
    expect(kinds(tileAt(0, 0, 0)).sort()).toEqual(['country', 'state-border']);
  });

  it('answers an empty tile where there is nothing', () => {
    expect(tileAt(PACIFIC.z, PACIFIC.x, PACIFIC.y).byteLength).toBe(0);
  });
});

describe('offlineBaseTileLoader with serveOfflineBaseTiles', () => {
  const channels: MessageChannel[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) {
      channel.port1.close();
      channel.port2.close();
    }
  });

  /** The page's loader talking to a real tile server over a MessageChannel, as to a worker. */
  function connected(loadBase: (url: string) => Promise<FeatureCollection>) {
    const loads: string[] = [];
    let connections = 0;
    const load = offlineBaseTileLoader(BASE_URL, () => {
      connections += 1;
      const channel = new MessageChannel();
      channels.push(channel);
      serveOfflineBaseTiles(channel.port2, (url) => {
        loads.push(url);
        return loadBase(url);
      });
      return channel.port1;
    });
    const tile = ({ z, x, y }: typeof COLORADO, abort = new AbortController()) =>
      load({ url: `offline-base://${z}/${x}/${y}` }, abort);
    return { tile, loads, connections: () => connections };
  }

  it('answers each tile from one worker, which loads the base file once', async () => {
    const { tile, loads, connections } = connected(() => Promise.resolve(BASE));
    const [colorado, pacific] = await Promise.all([tile(COLORADO), tile(PACIFIC)]);
    expect(kinds(colorado.data)).toContain('country');
    expect(pacific.data.byteLength).toBe(0);
    await tile(COLORADO);
    expect(loads).toEqual([BASE_URL]);
    expect(connections()).toBe(1);
  });

  it('fails the tiles when the base cannot load, and loads it again for the next one', async () => {
    let online = false;
    const { tile, loads } = connected(() =>
      online ? Promise.resolve(BASE) : Promise.reject(new Error('Failed to fetch')),
    );
    await expect(tile(COLORADO)).rejects.toThrow('Failed to fetch');
    online = true;
    expect(kinds((await tile(COLORADO)).data)).toContain('country');
    expect(loads).toHaveLength(2);
  });

  it('drops a tile MapLibre no longer needs', async () => {
    const { tile } = connected(() => Promise.resolve(BASE));
    const abort = new AbortController();
    const pending = tile(COLORADO, abort);
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails the waiting tiles when the worker cannot start, and starts another for the next', async () => {
    // What a Worker whose script could not load does: nothing but an error event.
    const started: TilePort[] = [];
    const load = offlineBaseTileLoader(BASE_URL, () => {
      const port = { postMessage: () => undefined, onmessage: null, onerror: null };
      started.push(port);
      return port;
    });
    const pending = load({ url: 'offline-base://6/13/24' }, new AbortController());
    started[0].onerror?.(new ErrorEvent('error'));
    await expect(pending).rejects.toThrow("The map's offline base worker failed to start");
    void load({ url: 'offline-base://6/13/24' }, new AbortController());
    expect(started).toHaveLength(2);
  });

  it('refuses an address that is not a tile of the base', async () => {
    const load = offlineBaseTileLoader(BASE_URL, () => {
      throw new Error('no worker should start');
    });
    await expect(load({ url: 'offline-base://six/13/24' }, new AbortController())).rejects.toThrow(
      'Not an offline base tile: offline-base://six/13/24',
    );
  });
});

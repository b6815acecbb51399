/**
 * The worker's side of the offline base's tiles (offline-base-tiles.ts): the base file loaded
 * once and cut into vector tiles on request.
 */
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { GeoJSON } from 'geojson';
import {
  OFFLINE_BASE_LAYER,
  OFFLINE_BASE_MAX_ZOOM,
  type TilePort,
  type TileRequest,
} from './offline-base-tiles';

/** A tile's size in its own units, MapLibre's and the Mapbox Vector Tile's usual. */
const TILE_EXTENT = 4096;

/** Cuts tiles out of the base: Mapbox Vector Tiles (v2), empty where the base has nothing. */
export function offlineBaseTiler(base: GeoJSON): (z: number, x: number, y: number) => ArrayBuffer {
  const index = new GeoJSONVT(base, { maxZoom: OFFLINE_BASE_MAX_ZOOM, extent: TILE_EXTENT });
  return (z, x, y) => {
    const tile = index.getTile(z, x, y);
    if (!tile) return new ArrayBuffer(0);
    const bytes = fromGeojsonVt(
      { [OFFLINE_BASE_LAYER]: tile },
      { version: 2, extent: TILE_EXTENT },
    );
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };
}

/**
 * The worker's side: answers each TileRequest with its tile, loading and indexing the base file
 * on the first request. A load that fails is reported to the requests waiting for it and tried
 * again by the next one, so tiles come back with the connection.
 */
export function serveOfflineBaseTiles(
  port: TilePort,
  loadBase: (url: string) => Promise<GeoJSON>,
): void {
  let tiler: Promise<ReturnType<typeof offlineBaseTiler>> | undefined;
  port.onmessage = ({ data }: MessageEvent<TileRequest>) => {
    const { id, url, z, x, y } = data;
    tiler ??= loadBase(url).then(offlineBaseTiler);
    tiler.then(
      (tileAt) => {
        const tile = tileAt(z, x, y);
        port.postMessage({ id, tile }, [tile]);
      },
      (error: unknown) => {
        tiler = undefined;
        port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
      },
    );
  };
}

/** The base file's JSON, from the network or the service worker's cache. */
export async function fetchOfflineBase(url: string): Promise<GeoJSON> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The map's offline base answered ${response.status}`);
  return (await response.json()) as GeoJSON;
}

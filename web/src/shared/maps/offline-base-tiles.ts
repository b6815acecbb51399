/**
 * The offline base (land and borders, one GeoJSON file of the build) served to MapLibre as
 * vector tiles cut in a worker of our own (offline-base-tiler.ts). Given the file's address as a
 * GeoJSON source instead, MapLibre's worker parses it and then sends the whole parsed collection
 * back to the page's main thread (MapLibre 5 keeps a copy there): about 3 MB of small arrays
 * that the page deserialises and collects in one long task while the map starts
 * (docs/performance.md, "The offline base cut into tiles off the main thread"). Here the page
 * only passes each tile's few kilobytes on, as MapLibre's protocol handler for
 * `offline-base://{z}/{x}/{y}`.
 */
export const OFFLINE_BASE_PROTOCOL = 'offline-base';
/** The vector tile layer every feature of the base is in (styled by its `kind`). */
export const OFFLINE_BASE_LAYER = 'base';
/**
 * Tiles are cut down to this zoom and MapLibre enlarges them beyond: a tile's 4096 units are
 * then about 40 m, finer than the data (world-atlas's 1:50m countries, about 400 m).
 */
export const OFFLINE_BASE_MAX_ZOOM = 8;
export const OFFLINE_BASE_TILES = `${OFFLINE_BASE_PROTOCOL}://{z}/{x}/{y}`;

export interface TileRequest {
  id: number;
  /** The base file's absolute address. */
  url: string;
  z: number;
  x: number;
  y: number;
}

export type TileReply = { id: number; tile: ArrayBuffer } | { id: number; error: string };

/** A worker, the worker's own scope or one end of a MessageChannel. */
export interface TilePort {
  postMessage(message: TileRequest | TileReply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
  /** A worker's: its script could not load or threw. */
  onerror?: ((event: ErrorEvent) => void) | null;
}

interface LoadedTile {
  data: ArrayBuffer;
}

const abortError = () => new DOMException('The tile is no longer needed', 'AbortError');

/**
 * The page's side, as MapLibre's `addProtocol` handler: each `offline-base://{z}/{x}/{y}` tile
 * is asked of the worker `connect` starts (on the first request, so a page without a map starts
 * none). A worker that fails (its script could not load) fails the tiles waiting on it; the next
 * request starts another.
 */
export function offlineBaseTileLoader(
  baseUrl: string,
  connect: () => TilePort,
): (request: { url: string }, abortController: AbortController) => Promise<LoadedTile> {
  const waiting = new Map<
    number,
    { resolve(tile: LoadedTile): void; reject(error: Error): void }
  >();
  let port: TilePort | undefined;
  let nextId = 0;

  const open = () => {
    const opened = connect();
    opened.onmessage = ({ data }: MessageEvent<TileReply>) => {
      const request = waiting.get(data.id);
      if (!request) return;
      waiting.delete(data.id);
      if ('error' in data) request.reject(new Error(data.error));
      else request.resolve({ data: data.tile });
    };
    opened.onerror = () => {
      port = undefined;
      for (const request of waiting.values()) {
        request.reject(new Error("The map's offline base worker failed to start"));
      }
      waiting.clear();
    };
    return opened;
  };

  return ({ url }, abortController) => {
    const match = /^[\w-]+:\/\/(\d+)\/(\d+)\/(\d+)$/.exec(url);
    if (!match) return Promise.reject(new Error(`Not an offline base tile: ${url}`));
    const [z, x, y] = match.slice(1).map(Number);
    const { signal } = abortController;
    if (signal.aborted) return Promise.reject(abortError());
    return new Promise<LoadedTile>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      signal.addEventListener('abort', () => {
        if (waiting.delete(id)) reject(abortError());
      });
      port ??= open();
      port.postMessage({ id, url: baseUrl, z, x, y });
    });
  };
}

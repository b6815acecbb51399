/** The worker that cuts the map's offline base into tiles (offline-base-tiler.ts). */
import type { TilePort } from './offline-base-tiles';
import { fetchOfflineBase, serveOfflineBaseTiles } from './offline-base-tiler';

serveOfflineBaseTiles(self as unknown as TilePort, fetchOfflineBase);

import type { MapsConfig } from '@roadbook/contracts';
import { NO_TILES, type MapsEnv } from './maps.env';

/** The map settings the web needs; only what is meant to be public leaves the server. */
export function mapsConfigOf(env: MapsEnv): MapsConfig {
  return {
    apiKey: env.GOOGLE_MAPS_BROWSER_KEY || null,
    tiles:
      env.MAP_TILE_URL === NO_TILES
        ? null
        : {
            url: env.MAP_TILE_URL,
            attribution: env.MAP_TILE_ATTRIBUTION,
            maxZoom: env.MAP_TILE_MAX_ZOOM,
          },
    // Static maps are drawn here, offline, whatever key is configured.
    googleStaticMaps: false,
  };
}

import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** `none` turns the interactive map's tiles off: it draws over the offline boundaries only. */
export const NO_TILES = 'none';

/** What the web's maps are told (GET /api/config/maps). */
export class MapsEnv {
  /** An XYZ tile template (`{z}`, `{x}`, `{y}`), or `none` for no tiles. */
  @Matches(/^(none|https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}\S*)$/, {
    message: 'MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, or none',
  })
  MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  /** The credit the tile provider requires, shown on every map. */
  @IsString()
  MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

  /** The deepest zoom level the tile server has. */
  @IsInt()
  @Min(0)
  @Max(24)
  MAP_TILE_MAX_ZOOM: number = 19;

  /**
   * A Google Maps key restricted to this site's referrers: it is sent to every browser, so it
   * must be a browser key, never a server key.
   */
  @IsOptional()
  @IsString()
  GOOGLE_MAPS_BROWSER_KEY?: string;
}

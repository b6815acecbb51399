import { NO_TILES } from '../media/maps.env';

/**
 * The origin a tile template loads from, as a CSP source: `https://tile.openstreetmap.org`,
 * or `https://*.tile.example.org` for a `{s}` subdomain template. Null for no tiles.
 */
export function tileSourceOf(template: string): string | null {
  if (template === NO_TILES) return null;
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return null;
  const [, scheme, host] = match;
  return `${scheme}://${host.replace('{s}', '*').toLowerCase()}`;
}

/**
 * Everything the web app loads is its own (scripts, styles, fonts, images through
 * `/api/images/optimize`), except the interactive map's tiles: the browser fetches those from
 * the configured tile server, so that one origin, and no other, joins `connect-src` and `img-src`.
 */
export function cspDirectives(tileTemplate: string): Record<string, string[] | null> {
  const tiles = tileSourceOf(tileTemplate);
  const extra = tiles ? [tiles] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    connectSrc: ["'self'", ...extra],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    // Plain-HTTP deployments (local mode, a LAN) must keep loading their own assets.
    upgradeInsecureRequests: null,
  };
}

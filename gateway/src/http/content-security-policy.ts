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

/** The hosts Google's tag loads from and reports to, as Google documents them for a CSP. */
export const GA4_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Everything the web app loads is its own (scripts, styles, fonts, images through
 * `/api/images/optimize`), except the interactive map's tiles: the browser fetches those from
 * the configured tile server, so that one origin, and no other, joins `connect-src` and `img-src`.
 * Google's hosts join only when the operator set a Google Analytics 4 measurement id.
 */
export function cspDirectives(
  tileTemplate: string,
  ga4MeasurementId?: string,
): Record<string, string[] | null> {
  const tiles = tileSourceOf(tileTemplate);
  const extra = tiles ? [tiles] : [];
  const google = ga4MeasurementId ? GA4_SOURCES : { script: [], connect: [], img: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...google.img],
    connectSrc: ["'self'", ...extra, ...google.connect],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    // Plain-HTTP deployments (local mode, a LAN) must keep loading their own assets.
    upgradeInsecureRequests: null,
  };
}

/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { SAVED_AT_HEADER } from '../src/shared/offline/saved-at-header';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/**
 * Roadbook's service worker (docs/adr/0010-start-the-app-on-load.md), built by
 * `vite.sw.config.ts` with the list of files to keep written in at build time; nothing is
 * fetched from anywhere but this site and the map's tile server.
 *
 * - The app shell (index.html, the app's scripts and styles, the fonts) is kept on install, so
 *   the app opens with no connection; a page asked for offline gets the shell and the app renders
 *   it from the reads below.
 * - A rider's reads (who is signed in, their trips, each trip and its itinerary, GPX, calendar
 *   and static map, shared trips) go to the network first and are kept; offline, the kept copy
 *   answers, marked with when it was saved.
 * - Map tiles the rider has seen are kept for a week (the default tile server's policy allows
 *   caching what was viewed, not fetching ahead).
 */
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** A page asked for offline: the app's shell, which renders it from the kept reads. */
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
        },
      ],
    }),
    { denylist: [/^\/api\//, /^\/admin\/queues/] },
  ),
);

/** Stamps each kept copy with when it was saved, for the page to say so when it is used. */
const stampSavedAt: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/** The reads a rider needs on the road: their trips, each trip's page, exports and map. */
const RIDER_READS = new RegExp(
  '^/api/(' +
    [
      'auth/user',
      'config/maps',
      'site-config',
      'featured-trips',
      'trips/user',
      String.raw`trips/\d+(/itinerary|/related|/gpx|/ics)?`,
      String.raw`shared/[\w-]+(/related|/gpx|/ics)?`,
      String.raw`maps/static/.+`,
    ].join('|') +
    ')$',
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    RIDER_READS.test(url.pathname),
  new NetworkFirst({
    cacheName: 'roadbook-reads',
    // On a weak signal the kept copy is better than a page that waits on and on.
    networkTimeoutSeconds: 10,
    plugins: [stampSavedAt, new ExpirationPlugin({ maxEntries: 400 })],
  }),
);

/** The app's other files (the map library, the editor), kept once used: their names never change. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'roadbook-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

/** Map tiles (`z/x/y` pictures or vector tiles from the configured tile server), as seen. */
registerRoute(
  ({ url }) =>
    url.origin !== self.location.origin &&
    /\/\d+\/\d+\/\d+(@2x)?\.(png|jpg|jpeg|webp|pbf|mvt)$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'roadbook-map-tiles',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

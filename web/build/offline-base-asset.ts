import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * `@roadbook/maps` from its build (`npm run build` makes it before the web's): CommonJS, whose
 * exports the ESM loader running this config cannot name, so it is required, and only once a
 * build or a spec asks for the file, so the config itself loads without it.
 */
function offlineBaseSource(): typeof import('@roadbook/maps/offline-base-geojson') {
  return createRequire(import.meta.url)(
    '@roadbook/maps/offline-base-geojson',
  ) as typeof import('@roadbook/maps/offline-base-geojson');
}

/** The module the app imports for the offline base's address: `import { OFFLINE_BASE_URL }`. */
export const OFFLINE_BASE_MODULE = 'virtual:offline-base';
const RESOLVED_ID = `\0${OFFLINE_BASE_MODULE}`;

interface OfflineBaseFile {
  /** From the site's root, named after its content, so it is kept for as long as it is the same. */
  url: string;
  text: string;
}

/** The offline base's file: its JSON text and the address it is served at. */
export function offlineBaseFile(
  text = offlineBaseSource().offlineBaseGeoJsonText(),
): OfflineBaseFile {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { url: `/assets/offline-base-${hash}.json`, text };
}

/**
 * The interactive map's offline base (land and borders, `@roadbook/maps`) as a GeoJSON file of
 * the build, which a worker of the app's fetches and cuts into the map's vector tiles
 * (src/shared/maps/offline-base-tiler.ts): handed over as objects instead, it would be copied to
 * MapLibre's worker on the page's main thread, where the conversion from TopoJSON and the copy
 * cost the page hundreds of milliseconds on a phone. The app reads the file's address from
 * `virtual:offline-base`; `vite` (dev) serves the file from memory.
 */
export function offlineBaseAsset(): Plugin {
  let file: OfflineBaseFile | undefined;
  const getFile = () => (file ??= offlineBaseFile());
  let emit = true;
  return {
    name: 'roadbook:offline-base',
    configResolved(config) {
      // The server build renders no interactive map; the client build writes the file.
      emit = !config.build.ssr;
    },
    resolveId(id) {
      return id === OFFLINE_BASE_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return [
        `export const OFFLINE_BASE_URL = ${JSON.stringify(getFile().url)};`,
        `export const OFFLINE_BASE_ATTRIBUTION = ${JSON.stringify(offlineBaseSource().BOUNDARIES_ATTRIBUTION)};`,
      ].join('\n');
    },
    generateBundle() {
      if (!emit) return;
      const { url, text } = getFile();
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: text });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== getFile().url) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(getFile().text);
      });
    },
  };
}

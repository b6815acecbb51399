import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

export interface PrecacheEntry {
  url: string;
  /** Null for a file whose name carries its content's hash. */
  revision: string | null;
}

/**
 * Files the service worker keeps on install, bigger than this are kept only once used: the map
 * library and the blog editor, which a rider on the road may never open.
 */
export const PRECACHE_MAX_BYTES = 400_000;

/** What the app shell needs offline (`dist/`): every file of the client build but the server's. */
export function precacheEntries(distDir: string, maxBytes = PRECACHE_MAX_BYTES): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path);
      const url = `/${relative(distDir, path).split(sep).join('/')}`;
      if (stat.isDirectory()) {
        if (url !== '/server' && url !== '/.vite') visit(path);
        continue;
      }
      if (/\.(br|gz|map)$/.test(name) || url === '/service-worker.js' || stat.size > maxBytes) {
        continue;
      }
      const hashed = url.startsWith('/assets/');
      const revision = hashed
        ? null
        : createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
      entries.push({ url, revision });
    }
  };
  visit(distDir);
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** Writes the precache list into the service worker where it says `self.__WB_MANIFEST`. */
export function precacheManifest(distDir: string): Plugin {
  return {
    name: 'roadbook:precache-manifest',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('self.__WB_MANIFEST')) return null;
      const list = JSON.stringify(precacheEntries(distDir));
      return { code: code.replace('self.__WB_MANIFEST', list), map: null };
    },
  };
}

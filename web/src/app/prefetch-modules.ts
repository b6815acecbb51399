import { yieldToBrowser } from './yield-to-browser';

/**
 * Where the build lists, for each lazily imported module, the files importing it fetches
 * (`web/build/module-files.ts`).
 */
export const MODULE_FILES_PATH = '/module-files.json';

/** How many prefetch links are added in one task. */
const LINKS_PER_TASK = 8;

/** A lazily imported module, by its path under `web/src/` without its extension. */
export type ModulePath = string;

/**
 * Fetches the files of `modules` into the browser's cache, at the lowest priority and without
 * running them: when the visitor opens one of those screens it starts without a download, and the
 * page they are on carries no module evaluation for screens they may never open
 * (docs/adr/0010-start-the-app-on-load.md). Files this page already loaded are not asked again.
 */
export async function prefetchModules(
  modules: readonly ModulePath[],
  doc: Document = document,
): Promise<void> {
  const response = await fetch(MODULE_FILES_PATH);
  if (!response.ok) throw new Error(`${MODULE_FILES_PATH} answered ${response.status}`);
  const files = (await response.json()) as Record<ModulePath, string[]>;
  const loaded = new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const wanted = [...new Set(modules.flatMap((module) => files[module] ?? []))].filter(
    (file) => !loaded.has(file),
  );
  // Each link starts a request, which costs the main thread a little: a few at a time, so the
  // page answers a tap in between.
  for (let start = 0; start < wanted.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    const links = doc.createDocumentFragment();
    for (const file of wanted.slice(start, start + LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      links.append(link);
    }
    doc.head.append(links);
  }
}

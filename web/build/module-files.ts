import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { MODULE_FILES_PATH } from '../src/app/prefetch-modules';

/** What the list needs of an output chunk or asset (a subset of Rollup's bundle entries). */
export type BundleEntry =
  | {
      type: 'chunk';
      fileName: string;
      isDynamicEntry: boolean;
      facadeModuleId: string | null;
      imports: string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string };

/**
 * For each module the app imports lazily, keyed by its path under `src/` without its extension
 * (`features/trips/routes/plan.route`): the files that importing it fetches, its chunk, the
 * chunks it imports statically, all the way down, and their styles, as URLs from the site's root.
 */
export function moduleFiles(
  bundle: Record<string, BundleEntry>,
  srcDir: string,
): Record<string, string[]> {
  const filesOf = (fileName: string, seen: Set<string>) => {
    const entry = bundle[fileName];
    if (!entry || seen.has(fileName)) return;
    seen.add(fileName);
    if (entry.type !== 'chunk') return;
    for (const css of entry.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const imported of entry.imports) filesOf(imported, seen);
  };
  const list: Record<string, string[]> = {};
  for (const entry of Object.values(bundle)) {
    if (entry.type !== 'chunk' || !entry.isDynamicEntry || !entry.facadeModuleId) continue;
    const path = relative(srcDir, entry.facadeModuleId);
    if (path.startsWith('..')) continue;
    const key = path
      .split(sep)
      .join('/')
      .replace(/\.[cm]?[jt]sx?$/, '');
    const files = new Set<string>();
    filesOf(entry.fileName, files);
    list[key] = [...files].map((file) => `/${file}`).sort();
  }
  return list;
}

/**
 * Writes `dist/module-files.json` (MODULE_FILES_PATH), so the app can fetch a screen's files
 * ahead of a visit without running them (`web/src/app/prefetch-modules.ts`): importing a module
 * ahead would evaluate it on the main thread, which is the work a page's start must not carry.
 */
export function moduleFilesList(srcDir: string): Plugin {
  return {
    name: 'roadbook:module-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const list = moduleFiles(bundle, srcDir);
      this.emitFile({
        type: 'asset',
        fileName: MODULE_FILES_PATH.slice(1),
        source: JSON.stringify(list),
      });
    },
  };
}

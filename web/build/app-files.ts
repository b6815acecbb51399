import type { Plugin, Rollup } from 'vite';
import { APP_FILES_ELEMENT_ID } from '../src/app/app-files';

/** The module whose chunk starts the app (`src/main.tsx` imports it on the first intent). */
const APP_START_MODULE = '/src/app/start-app.tsx';

/**
 * The files the chunk of `module` needs before it runs: its own and, transitively, the chunks it
 * imports statically, with the stylesheets they import; each once, as paths under `base`.
 */
export function filesToStart(bundle: Rollup.OutputBundle, module: string, base = '/'): string[] {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  );
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!start) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * Lists the app's start files in index.html (`APP_FILES_ELEMENT_ID`), as data, for a
 * server-rendered page to prefetch after its load event (`src/app/app-files.ts`).
 */
export function appFilesList(): Plugin {
  let base = '/';
  return {
    name: 'roadbook:app-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: APP_FILES_ELEMENT_ID },
            children: JSON.stringify(filesToStart(bundle, APP_START_MODULE, base)),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

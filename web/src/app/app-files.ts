/**
 * The element of index.html that lists, as a JSON array of paths, the files the app's start
 * needs: its chunk and every chunk that one imports (written by `build/app-files.ts`).
 */
export const APP_FILES_ELEMENT_ID = 'roadbook-app-files';

/** The app's files as index.html lists them; none when it lists nothing readable. */
export function listedAppFiles(doc: Document): string[] {
  try {
    const files: unknown = JSON.parse(
      doc.getElementById(APP_FILES_ELEMENT_ID)?.textContent ?? '[]',
    );
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Asks the browser to fetch the app's files into its cache at low priority, without running
 * them (`<link rel="prefetch">`), so a server-rendered page's first tap
 * (docs/adr/0008-start-the-app-on-first-intent.md) waits only for running the app, not for its
 * download. `crossorigin` matches how the module scripts are later requested, so the cached
 * copy is the one used.
 */
export function prefetchAppFiles(doc: Document): void {
  for (const href of listedAppFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}

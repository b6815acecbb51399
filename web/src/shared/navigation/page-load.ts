/**
 * Leaves the single-page app for a page the server answers itself (the queue dashboard) or that
 * must load afresh: a full page load, not a route change.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}

/**
 * `next` when it is a path on this site ("/admin/queues"), else home: a sign-in link must never
 * send anyone to another site. It is read the way the browser will read it, as a URL relative to
 * this page, because the browser drops tabs and line breaks and turns `\` into `/` first:
 * "/\t/evil.example" is "//evil.example" by then, another site. What comes back is the parsed
 * path, query and fragment, so nothing is left for the browser to read differently.
 */
export function pathOnThisSite(next: string | null): string {
  const origin = window.location.origin;
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

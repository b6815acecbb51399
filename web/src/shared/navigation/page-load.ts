/**
 * Leaves the single-page app for a page the server answers itself (the queue dashboard) or that
 * must load afresh: a full page load, not a route change.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}

/**
 * `next` when it is a path on this site ("/admin/queues"), else home: a sign-in link must never
 * send anyone to another site ("//evil.example", "https://…", "/\\evil.example").
 */
export function pathOnThisSite(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}

/**
 * A link carrying a secret token to a page of the site, on its configured address (PUBLIC_URL),
 * never a request's or a job's: where a token is sent is the site's own decision.
 */
export function tokenLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${page}?token=${encodeURIComponent(token)}`;
}

import type { IncomingHttpHeaders } from 'node:http';

/** What the gateway answers to a request it refuses before its handler runs. */
export interface Refusal {
  statusCode: 403 | 415;
  message: string;
}

export const RequestPolicyMessages = {
  crossSite: 'Cross-site requests are not allowed',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  multipartOnly: 'Send the file as multipart/form-data.',
} as const;

/** The routes that take a file instead of JSON (uploads, the profile picture), as Fastify names them. */
const MULTIPART_ROUTES = new Set(['/api/upload/image', '/api/auth/profile/picture']);

/** Methods that only read. Every other method, known or not, may change state. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestFacts {
  method: string;
  /**
   * The route Fastify matched and will run (`/api/trips/:id/save`), undefined when none did.
   * Never the raw request line: `/%61pi/…` reaches the same handler as `/api/…`, so a decision
   * made on the text as sent can be stepped around by spelling the path another way.
   */
  route: string | undefined;
  headers: IncomingHttpHeaders;
}

function mediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length > 0 : true;
}

/**
 * A browser says where a request comes from: `Sec-Fetch-Site` (every current browser) and
 * `Origin` (on every cross-origin request and on same-origin POSTs). Only this site's own pages
 * may change state. A request with neither header is not a browser's, so it cannot carry a
 * victim's cookies against their will, and stays allowed (curl, scripts, health probes).
 */
function isCrossSite(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  // The browser itself vouches that the page is on the origin the request went to.
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  const origin = headers.origin;
  return origin !== undefined && origin !== siteOrigin;
}

/**
 * Decides whether a request may go on to its handler. Every state-changing request, wherever it
 * is routed (`/api`, the queue dashboard, or nowhere), must come from this site, and a body must
 * be JSON (multipart on the upload routes): a cross-site HTML form can only send form-encoded,
 * multipart or text bodies, so insisting on JSON also stops forms that get past the origin
 * check. Requests without a body need no content type.
 */
export function refusalOf(request: RequestFacts, siteOrigin: string): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isCrossSite(request.headers, siteOrigin)) {
    return { statusCode: 403, message: RequestPolicyMessages.crossSite };
  }
  if (!hasBody(request.headers)) return null;
  const type = mediaType(request.headers);
  if (request.route !== undefined && MULTIPART_ROUTES.has(request.route)) {
    return type === 'multipart/form-data'
      ? null
      : { statusCode: 415, message: RequestPolicyMessages.multipartOnly };
  }
  return type === 'application/json'
    ? null
    : { statusCode: 415, message: RequestPolicyMessages.jsonOnly };
}

import type { IncomingHttpHeaders } from 'node:http';

/** What the gateway answers to a request it refuses before routing it. */
export interface Refusal {
  statusCode: 403 | 415;
  message: string;
}

export const RequestPolicyMessages = {
  crossSite: 'Cross-site requests are not allowed',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  multipartOnly: 'Send the file as multipart/form-data.',
} as const;

/** The one route that takes a file instead of JSON (UploadController's). */
const MULTIPART_ROUTES = new Set(['/api/upload/image']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestFacts {
  method: string;
  /** The path and query, as the request line has it. */
  url: string;
  headers: IncomingHttpHeaders;
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
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
 * Decides whether a request to /api may go on. State-changing requests must come from this
 * site, and a body must be JSON (multipart on the upload route): a cross-site HTML form can only
 * send form-encoded, multipart or text bodies, so insisting on JSON also stops forms that get
 * past the origin check. Requests without a body need no content type.
 */
export function refusalOf(request: RequestFacts, siteOrigin: string): Refusal | null {
  const path = pathOf(request.url);
  if (!STATE_CHANGING.has(request.method) || !(path === '/api' || path.startsWith('/api/'))) {
    return null;
  }
  if (isCrossSite(request.headers, siteOrigin)) {
    return { statusCode: 403, message: RequestPolicyMessages.crossSite };
  }
  if (!hasBody(request.headers)) return null;
  const type = mediaType(request.headers);
  if (MULTIPART_ROUTES.has(path)) {
    return type === 'multipart/form-data'
      ? null
      : { statusCode: 415, message: RequestPolicyMessages.multipartOnly };
  }
  return type === 'application/json'
    ? null
    : { statusCode: 415, message: RequestPolicyMessages.jsonOnly };
}

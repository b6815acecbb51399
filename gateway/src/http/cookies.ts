import type { FastifyReply, FastifyRequest } from 'fastify';

/** Roadbook's cookies, by their name over plain HTTP. */
export type CookieName = 'roadbook_session' | 'roadbook_visitor';

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Over HTTPS a cookie's name carries the `__Host-` prefix: the browser then keeps it only if it
 * is Secure, for the whole site (Path=/) and for this exact host (no Domain), so neither a
 * sibling subdomain nor a plain-HTTP response can plant or overwrite it. Plain HTTP (local
 * mode, a LAN) cannot use the prefix and keeps the bare name.
 */
function nameFor(request: FastifyRequest, name: CookieName): string {
  return isHttps(request) ? `__Host-${name}` : name;
}

/** HttpOnly (no script reads it), SameSite=Lax (no cross-site subrequest carries it). */
function optionsFor(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax', secure: isHttps(request), path: '/' } as const;
}

export function setRoadbookCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: CookieName,
  value: string,
  expires: Date,
): void {
  void reply.setCookie(nameFor(request, name), value, { ...optionsFor(request), expires });
  // Later reads in this request see it, as the next request will.
  request.cookies[nameFor(request, name)] = value;
}

export function clearRoadbookCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: CookieName,
): void {
  void reply.clearCookie(nameFor(request, name), optionsFor(request));
}

export function readRoadbookCookie(request: FastifyRequest, name: CookieName): string | undefined {
  return request.cookies[nameFor(request, name)] || undefined;
}

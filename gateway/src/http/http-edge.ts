import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { JsonBodyMessages, MAX_JSON_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';
import { refusalOf } from './request-policy';
import { requestIdOf } from './request-tracing';
import { parseTrustProxy } from './trust-proxy';

/** The whole request (headers and body) must arrive within this: slow senders are cut off. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A connection silent this long is closed. Longer than any answer takes; a progress stream
 * repeats its state well within it (`REPEAT_UNCHANGED_MS`) while its trip is generating.
 */
export const CONNECTION_TIMEOUT_MS = 120_000;
/** An idle kept-alive connection waits this long for its next request. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Fastify's server settings: proxies to trust, body size, every timeout, and request ids. */
export function httpServerOptions(trustProxy: string): FastifyServerOptions {
  return {
    // Validated at start-up, so it parses.
    trustProxy: parseTrustProxy(trustProxy) ?? false,
    bodyLimit: MAX_JSON_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // requestIdOf reads X-Request-Id itself: Fastify's own reading takes any value.
    requestIdHeader: false,
    genReqId: requestIdOf,
  };
}

function badRequest(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * Every request passes here first: the cross-site and content-type checks (`refusalOf`), on the
 * route Fastify has already matched for it (onRequest runs after routing), then the one body
 * parser, JSON, bounded in size and depth. Fastify's other parsers (text/plain) are removed, so
 * no other body is ever read; multipart is the upload route's own.
 */
export function guardRequests(fastify: FastifyInstance, siteOrigin: string): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const refusal = refusalOf(
      { method: request.method, route: request.routeOptions.url, headers: request.headers },
      siteOrigin,
    );
    if (refusal) await reply.code(refusal.statusCode).send(refusal);
  });

  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BYTES },
    (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(badRequest(400, JsonBodyMessages.tooDeep), undefined);
        return;
      }
      void parseJson(request, body as string, done);
    },
  );

  // Fastify's own wording for an oversized body ("Request body is too large") says nothing of
  // the limit; this one does.
  fastify.addHook('onError', async (_request, _reply, error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      error.message = JsonBodyMessages.tooLarge;
    }
  });
}

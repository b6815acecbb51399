import { Logger, type LoggerService } from '@nestjs/common';
import { isSafeRequestId, runWithRequestId } from '@roadbook/platform';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** The header a request id comes in (from a proxy or a client) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The id of an incoming request: the caller's own when it is a safe token (so a proxy's id
 * follows the request through our logs), a new one otherwise. Fastify calls this for each
 * request as `genReqId`, so `request.id` is this id.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(given) ? given : randomUUID();
}

/** What the access log says of a request: never its URL's query, headers, cookies or body. */
export interface AccessLogLine {
  msg: string;
  method: string;
  /** The route's template (`/api/trips/:id`); a query string can hold a token. */
  route: string;
  status: number;
  durationMs: number;
}

/**
 * Every request runs in its id's context (request-context.ts), so whatever it logs, sends over
 * the transport or enqueues carries the id; the response says the id in `X-Request-Id`; and one
 * access line is logged when the response is done. The context entered at `onRequest` holds
 * through reading the body into Nest's guards, pipes and controllers (request-tracing.spec.ts
 * checks that over a real socket).
 */
export function traceRequests(
  fastify: FastifyInstance,
  logger: Pick<LoggerService, 'log'> = new Logger('http'),
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(request.id, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(no route)';
    const line: AccessLogLine = {
      msg: `${request.method} ${route} ${reply.statusCode}`,
      method: request.method,
      route,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
    };
    runWithRequestId(request.id, () => {
      logger.log(line);
    });
    done();
  });
}

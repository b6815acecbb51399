import { errorCodeForStatus, isErrorCode } from '@roadbook/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Every JSON error the gateway sends carries a `code` the web can branch on. A service's error
 * has its own (ServiceErrorsFilter); the gateway's guards and pipes, and Fastify's own errors
 * (whose `code` is an internal name such as FST_ERR_CTP_BODY_TOO_LARGE), get the code of their
 * status.
 */
export function codeEveryError(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload;
    if (isErrorCode((body as { code?: unknown }).code)) return payload;
    return JSON.stringify({ ...body, code: errorCodeForStatus(reply.statusCode) });
  });
}

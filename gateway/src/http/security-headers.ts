import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The response headers helmet sets, and the ones it removes, for one configuration. */
export interface SecurityHeaders {
  readonly set: ReadonlyArray<readonly [name: string, value: string]>;
  readonly removed: readonly string[];
}

/**
 * helmet's headers worked out once. Our options hold no per-request values (no nonces, no
 * directive functions), so every response gets the same headers; helmet itself, as
 * `@fastify/helmet` calls it, parses its whole configuration again for each request.
 */
export function securityHeadersOf(options: HelmetOptions): SecurityHeaders {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      // helmet refuses a bad configuration with an Error; nothing else reaches here.
      if (error) throw error as Error;
    },
  );
  return { set, removed };
}

/**
 * Every response gets the security headers, on the raw response so that replies written
 * straight to the socket (the progress streams) carry them too.
 */
export function applySecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = securityHeadersOf(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
}

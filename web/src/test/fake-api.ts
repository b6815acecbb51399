import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (body: unknown) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Answers `METHOD /api/path` with a reply (or a function of the JSON request body). */
  on(route: string, reply: FakeReply | FakeHandler): FakeApi;
  /**
   * Requests made so far, as `METHOD /api/path` with their JSON (or multipart) bodies, their
   * query parameters and their headers.
   */
  calls: { route: string; body: unknown; query: URLSearchParams; headers: Headers }[];
}

/** JSON bodies parsed; multipart bodies as `FormData` (uploads); none as undefined. */
async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Stubs `fetch` at the network level for screens that call `/api`: relative URLs resolve
 * against jsdom's location, unknown routes answer 404, and JSON bodies go both ways.
 */
export function installFakeApi(): FakeApi {
  const handlers = new Map<string, FakeReply | FakeHandler>();
  const calls: FakeApi['calls'] = [];
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new RelativeRequest(input, init);
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const body = await readBody(request);
      calls.push({ route, body, query: url.searchParams, headers: request.headers });
      const handler = handlers.get(route);
      const reply = typeof handler === 'function' ? await handler(body) : handler;
      if (!reply) return new Response('{"statusCode":404,"message":"Not Found"}', { status: 404 });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const api: FakeApi = {
    calls,
    on(route, reply) {
      handlers.set(route, reply);
      return api;
    },
  };
  return api;
}

/** A reply that waits until `release()` is called, to look at loading states. */
export function deferredReply(reply: FakeReply) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    handler: (() => gate.then(() => reply)) as FakeHandler,
    /** Lets the reply go; the promise settles once it has been handed over. */
    release: (): Promise<void> => {
      open();
      return gate;
    },
  };
}

// Each spec file's fetches on a connection pool of its own.
//
// Why: Node's fetch keeps connections alive in one pool for the whole process, and with
// --runInBand every spec file, and the global setup that started the shared deployment, runs in
// that process. A connection one file left idle was reused by the next file's first request; while
// jest compiled that file the event loop was blocked past the gateway's keep-alive
// (gateway/src/http/http-edge.ts), and the request went out on a connection the server had closed
// ("fetch failed: other side closed"). A file's own pool is never used by the next, and its idle
// connections (unreferenced, so they keep no process alive) end with the server's keep-alive.
// Sending `connection: close` instead would not do: the server closes the connection before it
// has read the body of a request it refuses, and the client's write fails with EPIPE. Nor would
// closing the pool after the file: jest runs this file's afterAll before the spec's own.
import { Agent } from 'undici';

const connections = new Agent();
const fetchOfNode = globalThis.fetch;

globalThis.fetch = (input, init) =>
  fetchOfNode(input, { ...init, dispatcher: connections } as RequestInit);

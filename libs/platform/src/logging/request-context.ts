import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request a piece of work is done for: made or accepted at the gateway, carried
 * in signed transport messages and in job data, so every process logs one trip under one id.
 */
interface RequestContext {
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** 1–64 characters a log line, a header and a shell `grep` all take as they are. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether a request id from outside (a header, a message, a job) may be used as it is. */
export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** The id of the request the current code runs for, if it runs for one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Runs `fn` (and everything it starts) for that request. Without an id it runs outside any
 * request: work started by a connection or a queue is never credited to whichever request
 * happened to open it.
 */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId === undefined ? storage.exit(fn) : storage.run({ requestId }, fn);
}

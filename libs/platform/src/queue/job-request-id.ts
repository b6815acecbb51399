import { isSafeRequestId } from '../logging/request-context';

/**
 * The field of a job's data that holds the id of the request that enqueued it. Reserved: no
 * payload in libs/contracts has it, and the worker host takes it off before a handler sees the
 * payload, so a handler's checks never meet it.
 */
export const JOB_REQUEST_ID_FIELD = '_requestId';

/** The payload as enqueued: with the request id when there is one. */
export function withJobRequestId<P extends object>(payload: P, requestId: string | undefined): P {
  return requestId === undefined ? payload : { ...payload, [JOB_REQUEST_ID_FIELD]: requestId };
}

/** A job's data split into the handler's payload and the request id it was enqueued for. */
export function splitJobData(data: unknown): { payload: unknown; requestId?: string } {
  if (typeof data !== 'object' || data === null || !(JOB_REQUEST_ID_FIELD in data)) {
    return { payload: data };
  }
  const { [JOB_REQUEST_ID_FIELD]: requestId, ...payload } = data as Record<string, unknown>;
  return isSafeRequestId(requestId) ? { payload, requestId } : { payload };
}

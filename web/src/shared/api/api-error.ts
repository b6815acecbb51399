import { errorCodeForStatus, isErrorCode } from '@roadbook/contracts/browser';
import type { ApiErrorBody as ServerErrorBody, ErrorCode } from '@roadbook/contracts';
import { formatHttpError } from './http-error';

/**
 * The JSON body of a failed `/api` call (`{statusCode, code, message, errors?}`), read
 * leniently: a proxy may send JSON of another shape, so `code` is kept only when it is one of
 * ours, `message` is the first sentence when there is one and `errors` keeps only fields that
 * carry at least one message. Screens branch on `code` and `errors`, never on the message's text.
 */
export interface ApiErrorBody extends Partial<Omit<ServerErrorBody, 'statusCode'>> {
  statusCode: number;
}

export interface ApiError {
  /** HTTP status, or the kind of failure when no response arrived. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /**
   * What went wrong, for screens to branch on: the server's code, or for an answer without one
   * (a proxy's page) the code of its status. Absent when no response arrived.
   */
  code?: ErrorCode;
  /**
   * The words a screen shows for the failure (docs/product.md#api-conventions): "<status>: <text>"
   * for an HTTP failure, `CONNECTION_LOST_MESSAGE` when no response arrived (the browser's own
   * "TypeError: Failed to fetch" says nothing to a rider), the failure's own text otherwise.
   */
  message: string;
  /** What the response said in words: its body text, or its status text when it had no body. */
  text?: string;
  /** The body as the server's JSON error, when it was a JSON object; parsed once, here. */
  body?: ApiErrorBody;
}

/** What a screen says when a call got no answer at all: the connection, not the server. */
export const CONNECTION_LOST_MESSAGE =
  'No connection. It will be tried again as soon as you are back online.';

/** Whether a caught failure is a call that got no answer (offline, or the connection dropped). */
export function isConnectionLost(caught: unknown): boolean {
  return asApiError(caught)?.status === 'FETCH_ERROR';
}

function firstString(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function readFieldErrors(errors: unknown): Record<string, string[]> | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((message): message is string => typeof message === 'string');
    if (strings.length > 0 && typeof list[0] === 'string') result[field] = strings;
  }
  return result;
}

/** The error body when `text` is a JSON object; anything else (HTML, plain text) is no body. */
export function readApiErrorBody(status: number, text: string): ApiErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { statusCode, code, message, errors } = parsed as Record<string, unknown>;
  const body: ApiErrorBody = { statusCode: typeof statusCode === 'number' ? statusCode : status };
  if (isErrorCode(code)) body.code = code;
  const sentence = firstString(message);
  if (sentence !== undefined) body.message = sentence;
  const fields = readFieldErrors(errors);
  if (fields !== undefined) body.errors = fields;
  return body;
}

/** A failed HTTP response, read once into the one error every screen gets. */
export function httpApiError(status: number, bodyText: string, statusText: string): ApiError {
  const error: ApiError = {
    status,
    message: formatHttpError(status, bodyText, statusText),
    text: bodyText || statusText,
  };
  const body = readApiErrorBody(status, bodyText);
  if (body !== undefined) error.body = body;
  error.code = body?.code ?? errorCodeForStatus(status);
  return error;
}

/** The `ApiError` a caught RTK Query failure (`unwrap()`, a hook's `error`) carries, if it is one. */
export function asApiError(caught: unknown): ApiError | undefined {
  if (typeof caught !== 'object' || caught === null) return undefined;
  const { status, message } = caught as Partial<ApiError>;
  const known = typeof status === 'number' || typeof status === 'string';
  return known && typeof message === 'string' ? (caught as ApiError) : undefined;
}

/** What a screen can show from a failed call: the server's sentence and its per-field messages. */
export interface ApiErrorDetails {
  /** The server's `message`, or null when there is nothing a person should read. */
  message: string | null;
  /** First message per field, from the server's `errors: { field: [messages] }`. */
  fieldErrors: Record<string, string>;
}

interface ServerErrorBody {
  message?: unknown;
  errors?: unknown;
}

function firstMessages(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}

/**
 * Reads an `ApiError` (`{ status, message: "<status>: <body text>" }`, spec §8) back into the
 * server's JSON error body. Network failures and non-JSON bodies give no message, so callers
 * fall back to the spec's generic sentence.
 */
export function readApiError(error: unknown): ApiErrorDetails {
  const none: ApiErrorDetails = { message: null, fieldErrors: {} };
  if (typeof error !== 'object' || error === null) return none;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (typeof status !== 'number' || typeof message !== 'string') return none;
  const bodyText = message.replace(/^\d+: /, '');
  let body: ServerErrorBody;
  try {
    body = JSON.parse(bodyText) as ServerErrorBody;
  } catch {
    return none;
  }
  if (typeof body !== 'object' || body === null) return none;
  const text = Array.isArray(body.message) ? (body.message[0] as unknown) : body.message;
  return {
    message: typeof text === 'string' && text !== '' ? text : null,
    fieldErrors: firstMessages(body.errors),
  };
}

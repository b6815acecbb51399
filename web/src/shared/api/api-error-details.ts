import type { ErrorCode } from '@roadbook/contracts';
import { asApiError } from './api-error';

/** What a screen can show from a failed call: the server's sentence and its per-field messages. */
export interface ApiErrorDetails {
  /** What went wrong, for the screen to branch on; null when no answer arrived at all. */
  code: ErrorCode | null;
  /** The server's `message`, or null when there is nothing a person should read. */
  message: string | null;
  /** First message per field, from the server's `errors: { field: [messages] }`. */
  fieldErrors: Record<string, string>;
}

/**
 * The server's JSON error body of a caught failure (`ApiError.body`, read once by the base
 * query; docs/product.md#api-conventions). Network failures and bodies that are not JSON give no
 * message, so callers fall back to their own generic sentence.
 */
export function readApiError(error: unknown): ApiErrorDetails {
  const failure = asApiError(error);
  const body = failure?.body;
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {}))
    fieldErrors[field] = messages[0];
  return { code: failure?.code ?? null, message: body?.message || null, fieldErrors };
}

import { ProviderError } from '../plan/planner.errors';

const DEFAULT_TIMEOUT_MS = 8000;

/**
 * Fetches JSON from a provider with a hard timeout. Any failure (network, timeout, non-2xx,
 * unparsable body) becomes a ProviderError naming the provider, so the planner can fall back.
 */
export async function fetchJson(
  provider: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderError(
      provider,
      timedOut ? `timed out after ${timeoutMs} ms` : `request failed: ${describe(error)}`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ProviderError(provider, `HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(provider, 'response is not JSON');
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

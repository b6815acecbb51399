import type { PartHealth, ServiceHealth } from '@roadbook/contracts';

/** One part a process depends on. `check` resolves when the part works and throws when not. */
export interface HealthCheck {
  readonly name: string;
  check(): Promise<void>;
}

export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function probe(
  what: string,
  work: () => Promise<unknown>,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<PartHealth> {
  const started = performance.now();
  try {
    await withTimeout(work(), timeoutMs, what);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'down',
      error: error instanceof Error ? error.message : String(error),
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

export async function runHealthChecks(checks: readonly HealthCheck[]): Promise<ServiceHealth> {
  const results = await Promise.all(
    checks.map(async (c) => [c.name, await probe(c.name, () => c.check())] as const),
  );
  const status = results.every(([, result]) => result.status === 'up') ? 'up' : 'down';
  return { status, checks: Object.fromEntries(results) };
}

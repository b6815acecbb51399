import type { SystemHealth } from '@roadbook/contracts';

export async function getHealth(baseUrl: string): Promise<{ status: number; body: SystemHealth }> {
  const response = await fetch(`${baseUrl}/api/health`);
  return { status: response.status, body: (await response.json()) as SystemHealth };
}

/** Polls until the health endpoint answers with the wanted status code. */
export async function waitForHealthStatus(
  baseUrl: string,
  wanted: 200 | 503,
  timeoutMs = 30_000,
): Promise<{ status: number; body: SystemHealth }> {
  const deadline = Date.now() + timeoutMs;
  let last: { status: number; body: SystemHealth } | undefined;
  while (Date.now() < deadline) {
    try {
      last = await getHealth(baseUrl);
      if (last.status === wanted) return last;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`health never answered ${wanted}; last: ${JSON.stringify(last)}`);
}

export interface HealthWatch {
  /** Stops polling and returns every status code seen, in order. */
  stop(): Promise<number[]>;
}

/** Polls the health endpoint one request after another until stopped, keeping each status. */
export function watchHealth(baseUrl: string): HealthWatch {
  const seen: number[] = [];
  let watching = true;
  const polling = (async () => {
    while (watching) {
      try {
        seen.push((await getHealth(baseUrl)).status);
      } catch {
        seen.push(0); // no answer at all
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      watching = false;
      await polling;
      return seen;
    },
  };
}

import type { PublicHealth } from '@roadbook/contracts';
import { STATE_WAIT_MS } from './until';

/** `/api/health`'s services when every part of a deployment works. */
export const ALL_PARTS_UP: PublicHealth['services'] = {
  auth: 'up',
  trips: 'up',
  blog: 'up',
  media: 'up',
  database: 'up',
  storage: 'up',
  queue: 'up',
  workers: 'up',
};

export async function getHealth(baseUrl: string): Promise<{ status: number; body: PublicHealth }> {
  const response = await fetch(`${baseUrl}/api/health`);
  return { status: response.status, body: (await response.json()) as PublicHealth };
}

/** Polls until the health endpoint answers with the wanted status code. */
export async function waitForHealthStatus(
  baseUrl: string,
  wanted: 200 | 503,
  timeoutMs = STATE_WAIT_MS,
): Promise<{ status: number; body: PublicHealth }> {
  const deadline = Date.now() + timeoutMs;
  let last: { status: number; body: PublicHealth } | undefined;
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

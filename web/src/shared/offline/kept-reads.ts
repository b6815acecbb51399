/**
 * The service worker's copy of a rider's reads (`web/service-worker/service-worker.ts`): their
 * trips and itineraries, kept on this device for the road.
 */
export const KEPT_READS_CACHE = 'roadbook-reads';

/** Forgets them: on sign-out and account deletion, so the next person on the device sees none. */
export async function forgetKeptReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(KEPT_READS_CACHE).catch(() => false);
}

/**
 * Resolves true once a service worker controls the page: at once on a later visit, or when the
 * one just installed takes the page over (it claims its pages when it starts). Never without one.
 */
async function whenControlled(signal: AbortSignal): Promise<boolean> {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return false;
  if (workers.controller) return true;
  await workers.ready;
  if (!workers.controller) {
    await new Promise<void>((resolve) => {
      workers.addEventListener('controllerchange', () => resolve(), { once: true, signal });
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }
  return !signal.aborted && workers.controller !== null;
}

/**
 * Reads `urls` one after the other at low priority once the service worker controls the page,
 * so it keeps a copy of each for offline use. Nothing is done without a service worker: the
 * reads would be kept nowhere.
 */
export async function keepForOffline(urls: readonly string[], signal: AbortSignal): Promise<void> {
  if (!(await whenControlled(signal))) return;
  for (const url of urls) {
    if (signal.aborted) return;
    await fetch(url, { credentials: 'include', priority: 'low', signal }).catch(() => undefined);
  }
}

import { prefetchModules, type ModulePath } from './prefetch-modules';
import { registerServiceWorker } from './service-worker-registration';

export interface PreloadTask {
  delayMs: number;
  run: () => Promise<unknown>;
}

/** Analytics (its settings, and Google's tag when the operator turned it on) 100 ms after load. */
export const ANALYTICS_TASKS: readonly PreloadTask[] = [
  {
    delayMs: 100,
    run: () => import('../shared/analytics/analytics.service').then((m) => m.initAnalytics()),
  },
];

/**
 * What a visitor most often opens next, fetched 1 s after the app has started (a client-rendered
 * page starts it at once) so it opens without a download, but not run until it is opened
 * (`prefetchModules`): the interactive map's renderer (MapLibre GL) and the plan, blog, My Trips
 * and itinerary screens, the itinerary being what a rider opens from My Trips before the signal
 * drops.
 */
export const PREFETCHED_MODULES: readonly ModulePath[] = [
  'shared/maps/maplibre-route-map',
  'features/trips/routes/plan.route',
  'features/blog/routes/blog-list.route',
  'features/trips/routes/my-trips.route',
  'features/trips/routes/itinerary.route',
];

/**
 * The sign-in dialog at once, so a first tap on Sign In opens it without a download; the service
 * worker (the app and a rider's trips offline) and the prefetched modules 1 s after the start.
 */
export const APP_PRELOAD_TASKS: readonly PreloadTask[] = [
  {
    delayMs: 0,
    // Through the host (already in the app's start), so the dialogs open without suspending.
    run: () =>
      import('../features/auth/components/auth-dialog-host').then((host) =>
        host.preloadAuthDialogs(),
      ),
  },
  { delayMs: 1000, run: registerServiceWorker },
  { delayMs: 1000, run: () => prefetchModules(PREFETCHED_MODULES) },
];

/** Starts the background loads; returns a function that cancels those not yet started. */
export function schedulePreloads(tasks: readonly PreloadTask[]): () => void {
  const timers = tasks.map((task) =>
    window.setTimeout(() => {
      // A failed prefetch is harmless: the screen is requested again when visited.
      task.run().catch(() => undefined);
    }, task.delayMs),
  );
  return () => timers.forEach((timer) => window.clearTimeout(timer));
}

/**
 * Starts the background loads once the page has loaded (its images and styles first, on a slow
 * connection), or at once if it already has.
 */
export function schedulePreloadsAfterLoad(tasks: readonly PreloadTask[]): void {
  if (document.readyState === 'complete') {
    schedulePreloads(tasks);
    return;
  }
  window.addEventListener('load', () => schedulePreloads(tasks), { once: true });
}

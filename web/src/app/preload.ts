import { routeModules } from './route-modules';
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
 * The maps service and the plan, blog, my-trips and itinerary screens, 1 s after the app has started (a
 * client-rendered page starts it at once), so the next screen opens without waiting; the sign-in
 * dialog at once, so a first tap on Sign In opens it without a download; the service worker
 * (the app and a rider's trips offline) with the screens.
 */
export const APP_PRELOAD_TASKS: readonly PreloadTask[] = [
  {
    delayMs: 0,
    run: () => import('../features/auth/components/auth-dialogs'),
  },
  { delayMs: 1000, run: registerServiceWorker },
  {
    delayMs: 1000,
    run: () => import('../features/maps/map.service').then((m) => m.initMapService()),
  },
  { delayMs: 1000, run: routeModules.plan },
  { delayMs: 1000, run: routeModules.blogList },
  { delayMs: 1000, run: routeModules.myTrips },
  // What a rider opens from My Trips: ready before the signal drops.
  { delayMs: 1000, run: routeModules.itinerary },
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

/** Where the build puts the service worker (`web/vite.sw.config.ts`); its scope is the site. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Installs the service worker that keeps the app and a rider's trips on the device
 * (docs/adr/0010-start-the-app-on-load.md). Built apps only: the dev server has none.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
}

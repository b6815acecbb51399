import type { AnalyticsEventName } from '@roadbook/contracts';

/**
 * Records an analytics event from anywhere in the app without pulling the analytics module into
 * the first screen: it loads lazily, and a failure to load it is ignored.
 */
export function trackEvent(name: AnalyticsEventName): void {
  import('./analytics.service').then(({ track }) => track(name)).catch(() => undefined);
}

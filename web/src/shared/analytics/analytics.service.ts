/**
 * Analytics sink (spec §1: page views, user_logout, trip_saved). No provider is configured
 * yet, so starting it records nothing; it is loaded lazily 100 ms after start (spec §2).
 */
export function initAnalytics(): void {
  // Intentionally empty until an analytics provider is chosen.
}

export type AnalyticsEvent = 'page_view' | 'user_logout' | 'trip_saved';

/** Records one event. A no-op sink until a provider is chosen; callers already send the events. */
export function track(event: AnalyticsEvent, props?: Record<string, unknown>): void {
  void event;
  void props;
}

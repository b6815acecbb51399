/**
 * Analytics sink (spec §1: page views, user_logout, trip_saved). No provider is configured
 * yet, so starting it records nothing; it is loaded lazily 100 ms after start (spec §2).
 */
export function initAnalytics(): void {
  // Intentionally empty until an analytics provider is chosen.
}

/**
 * Message patterns of the services, one place for both ends of every call:
 * `'<service>.<entity>.<verb>'` (CONVENTIONS.md).
 */
export const HealthPatterns = {
  auth: 'auth.health.check',
  trips: 'trips.health.check',
  blog: 'blog.health.check',
  media: 'media.health.check',
} as const;

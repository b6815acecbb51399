/**
 * The services behind the gateway and the message patterns they answer, one place for both ends of
 * every call: `'<service>.<entity>.<verb>'`, so a pattern says who answers it and what it does.
 */
export const SERVICE_NAMES = ['auth', 'trips', 'blog', 'media'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const HealthPatterns: { readonly [S in ServiceName]: `${S}.health.check` } = {
  auth: 'auth.health.check',
  trips: 'trips.health.check',
  blog: 'blog.health.check',
  media: 'media.health.check',
};

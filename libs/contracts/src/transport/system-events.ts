/**
 * Events one app publishes for any other to hear at once, without asking: a fact that has just
 * become true. They carry ids and the fact itself; a listener reads whatever else it needs from
 * the owner.
 * Delivery is at most once (a listener that is down misses it), so every listener also has a
 * slower way to learn the same fact.
 */
export const SystemEvents = {
  /**
   * A trip's itinerary version is ready or has failed (with the reason the rider is shown);
   * published only when that version is still the trip's current one.
   */
  generationSettled: 'trips.generation.settled',
  /** Some or all sessions of a user ended (sign-out, password change, account deleted). */
  sessionsRevoked: 'auth.sessions.revoked',
  /**
   * What visitors see of a featured trip changed: it was edited, replanned, deleted, featured or
   * unfeatured, or its share link withdrawn (a featured trip's itinerary settling is
   * `generationSettled`). Every gateway drops the public pages and lists it keeps.
   */
  featuredTripChanged: 'trips.featured.changed',
  /**
   * A rider's trip changed or went: any write to a trip that belongs to a user, whoever made it
   * (the database announces each one, see the trips service's TripChangeRelay). `allTrips` when
   * changes may have gone unannounced (the relay has just started listening, or listens again
   * after losing its connection). Every gateway drops the trips it keeps for their owners.
   */
  tripChanged: 'trips.trip.changed',
  /**
   * What visitors see of a blog post changed: a published post was edited or deleted, or a post
   * was published or unpublished (a draft's edits say nothing). Every gateway drops the public
   * pages it keeps: the blog, the post, and the trip pages that list it among their articles.
   */
  publishedPostChanged: 'blog.published.changed',
} as const;

export type GenerationSettled =
  | { tripId: number; version: number; status: 'ready' }
  | { tripId: number; version: number; status: 'failed'; error: string };

export type TripChanged = { tripId: number } | { allTrips: true };

export type SystemEventName = (typeof SystemEvents)[keyof typeof SystemEvents];

export interface SystemEventPayloads {
  'trips.generation.settled': GenerationSettled;
  'auth.sessions.revoked': { userId: number };
  'trips.featured.changed': { tripId: number };
  'trips.trip.changed': TripChanged;
  'blog.published.changed': { postId: number };
}

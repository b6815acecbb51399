/**
 * The part of the contracts a browser bundle may import at run time: constants and messages,
 * with no class-validator DTOs (the package's main entry pulls those in). Types come from
 * `@roadbook/contracts` as usual.
 */
export * from './auth/auth.messages';
export * from './auth/password-rules';
export * from './planner/plan-form.options';
export * from './planner/plan-trip.messages';
export * from './planner/plan-dates';
export * from './trips/place-suggestion.types';
export * from './trips/trip-messages';
export * from './media/media.constants';
export * from './media/media.messages';
export * from './trips/trip-card.types';
export * from './blog/blog.messages';

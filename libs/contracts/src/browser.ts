/**
 * The part of the contracts a browser bundle may import at run time: constants and messages,
 * with no class-validator DTOs (the package's main entry pulls those in). Types come from
 * `@roadbook/contracts` as usual. Imported as `@roadbook/contracts/browser` (the package's
 * `exports`), which points at this source: the web's bundler compiles it, Node never loads it.
 */
export * from './transport/error-codes';
export * from './auth/auth.messages';
export * from './auth/password-rules';
export * from './planner/plan-form.options';
export * from './planner/plan-trip.messages';
export * from './planner/plan-dates';
export * from './planner/plan-checks';
export * from './planner/plan-defaults';
export * from './planner/plan-rules';
export * from './planner/plan-rules.generated';
export * from './planner/route-change';
export * from './planner/loop';
export * from './planner/rest-days';
export * from './planner/riding-group';
export * from './planner/cost-estimate.format';
export * from './planner/weather-hazard';
export * from './trips/place-suggestion.types';
export * from './trips/trip-messages';
export * from './trips/plan-submission';
export * from './media/media.constants';
export * from './media/media.messages';
export * from './media/optimized-image-path';
export * from './trips/trip-card.types';
export * from './trips/trip-page-meta';
export * from './trips/admin-trips.types';
export * from './trips/trip-featuring';
export * from './blog/blog.messages';
export * from './blog/trip-articles';
export * from './search/search.types';
export * from './analytics/analytics-events';
export * from './analytics/analytics-paths';
export * from './site/server-render.types';
export * from './site/site-page-paths';

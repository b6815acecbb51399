import type { GatewayEnv } from '../gateway.env';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.policy';

const TEN_MINUTES = 10 * 60 * 1000;

export const TripPlanMessages = {
  tooManyPlans:
    'You have planned a lot of trips in a short time. Please wait a few minutes and try again.',
} as const;

/**
 * Planning and re-planning a trip each queue an itinerary for a worker, the costliest thing
 * the API does: limited per address and per caller (the user, else this browser).
 */
export const tripPlanLimits = (env: GatewayEnv): RateLimitPolicy => ({
  name: 'trip-plan',
  windowMs: TEN_MINUTES,
  rules: [
    { per: 'ip', limit: env.TRIP_PLAN_LIMIT_PER_IP },
    { per: 'caller', limit: env.TRIP_PLAN_LIMIT_PER_CALLER },
  ],
  message: TripPlanMessages.tooManyPlans,
});

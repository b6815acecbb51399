import { AnalyticsMessages } from '@roadbook/contracts';
import type { GatewayEnv } from '../gateway.env';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.policy';

/** Per address and minute: enough for a rider clicking around, not for a script inflating counts. */
export const analyticsLimits = (env: GatewayEnv): RateLimitPolicy => ({
  name: 'analytics-events',
  windowMs: 60_000,
  rules: [{ per: 'ip', limit: env.ANALYTICS_LIMIT_PER_IP }],
  message: AnalyticsMessages.tooManyRequests,
});

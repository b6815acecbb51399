import { Global, Module } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_STORE, RateLimiter } from './rate-limiter';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit.store';

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_ENV],
      useFactory: (env: GatewayEnv) =>
        env.RATE_LIMIT_STORE === 'redis'
          ? new RedisRateLimitStore(env.REDIS_URL, env.QUEUE_PREFIX)
          : new MemoryRateLimitStore(),
    },
    RateLimiter,
    RateLimitGuard,
  ],
  exports: [RATE_LIMIT_STORE, RateLimiter, RateLimitGuard],
})
export class RateLimitModule {}

import { Global, Module } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import type { GatewayEnv } from '../gateway.env';
import { RATE_LIMIT_STORE, RateLimitGuard } from './rate-limit.guard';
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
    RateLimitGuard,
  ],
  exports: [RATE_LIMIT_STORE, RateLimitGuard],
})
export class RateLimitModule {}

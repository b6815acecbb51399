import { Module, type DynamicModule } from '@nestjs/common';
import {
  ConfigModule,
  EventsModule,
  MetricsModule,
  QueueModule,
  ServiceClientsModule,
} from '@roadbook/platform';
import { SERVICE_NAMES } from '@roadbook/contracts';
import type { GatewayEnv } from './gateway.env';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { BlogModule } from './blog/blog.module';
import { HealthModule } from './health/health.module';
import { MediaModule } from './media/media.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SearchModule } from './search/search.module';
import { TripsModule } from './trips/trips.module';
import { WebModule } from './web/web.module';

@Module({})
export class GatewayModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ConfigModule.forRoot(env),
        MetricsModule.forProcess(),
        ServiceClientsModule.register('gateway', SERVICE_NAMES),
        QueueModule,
        EventsModule,
        RateLimitModule,
        HealthModule,
        AuthModule,
        TripsModule,
        BlogModule,
        AnalyticsModule,
        MediaModule,
        SearchModule,
        WebModule,
      ],
    };
  }
}

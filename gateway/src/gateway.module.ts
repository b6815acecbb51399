import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, QueueModule } from '@roadbook/platform';
import type { GatewayEnv } from './gateway.env';
import { HealthModule } from './health/health.module';
import { ServiceClientsModule } from './service-clients/service-clients.module';

@Module({})
export class GatewayModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: GatewayModule,
      imports: [ConfigModule.forRoot(env), ServiceClientsModule, QueueModule, HealthModule],
    };
  }
}

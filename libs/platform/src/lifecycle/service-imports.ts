import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceName } from '@roadbook/contracts';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule, type ServiceDatabaseOptions } from '../database/database.module';
import type { HealthCheck } from '../health/health-check';
import { ServiceHealthModule } from '../health/service-health.module';
import { MetricsModule } from '../metrics/metrics.module';

/**
 * The modules every service starts with: its validated configuration, its own database schema
 * with its migrations, the answer to its health pattern, and its metrics on the ops port.
 */
export function serviceFoundation(
  service: ServiceName,
  env: object,
  database: ServiceDatabaseOptions,
  extraHealthChecks: Type<HealthCheck>[] = [],
): DynamicModule[] {
  return [
    ConfigModule.forRoot(env),
    DatabaseModule.forService(database),
    ServiceHealthModule.forService(service, extraHealthChecks),
    MetricsModule.forProcess(),
  ];
}

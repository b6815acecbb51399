import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { processMetrics, type PoolCountsSource } from '../metrics/roadbook-metrics';

/** The pg pool behind a TypeORM DataSource (TypeORM calls it the master pool). */
export function postgresPool(dataSource: DataSource): PoolCountsSource | undefined {
  return (dataSource.driver as PostgresDriver).master as PoolCountsSource | undefined;
}

/** Reports the service's PostgreSQL pool on every scrape (`roadbook_db_pool_connections`). */
@Injectable()
export class PoolMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private unwatch?: () => void;

  constructor(
    private readonly service: string,
    private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    const pool = postgresPool(this.dataSource);
    if (pool) this.unwatch = processMetrics().watchPool(this.service, pool);
  }

  onApplicationShutdown(): void {
    this.unwatch?.();
  }
}

import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { APP_ENV } from '../config/config.module';
import type { DatabaseEnv } from '../config/env.schemas';
import { HotStatements } from './hot-statements';
import { migrateServiceSchema } from './migrate-service-schema';
import { PoolMetrics } from './pool-metrics';

export interface ServiceDatabaseOptions {
  /** The service's own schema: no service reads another's tables. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for entity classes
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for migration classes
  migrations: MixedList<Function | string>;
}

const DATABASE_CONNECT_TIMEOUT_MS = 3_000;

/**
 * One TypeORM connection per service, in its own schema, with its own migrations run at start
 * (never `synchronize`); its pool is reported in the metrics under the schema's name.
 */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_ENV],
          useFactory: (env: DatabaseEnv) => {
            return {
              type: 'postgres' as const,
              url: env.DATABASE_URL,
              schema: options.schema,
              entities: options.entities,
              migrations: options.migrations,
              migrationsTableName: 'migrations',
              // Run by the factory below, under a lock that replicas share.
              migrationsRun: false,
              synchronize: false,
              extra: {
                max: env.DATABASE_POOL_MAX,
                // While PostgreSQL is down or restarting, a request fails within seconds (a 503
                // naming the area) instead of waiting for a connection that may never come.
                connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
                idleTimeoutMillis: env.DATABASE_POOL_IDLE_MS,
              },
              retryAttempts: 3,
              retryDelay: 1000,
            };
          },
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions!).initialize();
            try {
              await migrateServiceSchema(dataSource, options.schema);
            } catch (error) {
              // Tried again with a new one (`retryAttempts`): this one's pool is let go.
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [
        {
          provide: PoolMetrics,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => new PoolMetrics(options.schema, dataSource),
        },
        {
          provide: HotStatements,
          inject: [DataSource, APP_ENV],
          useFactory: (dataSource: DataSource, env: DatabaseEnv) =>
            new HotStatements(dataSource, env.DATABASE_NAMED_STATEMENTS),
        },
      ],
      exports: [TypeOrmModule, HotStatements],
    };
  }
}

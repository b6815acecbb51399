import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_ENV } from '../config/config.module';
import type { MetricsEnv } from '../config/env.schemas';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { processMetrics } from './roadbook-metrics';

/**
 * Serves this process's metrics on its ops port (METRICS_PORT) from start-up until the app
 * closes; with no port (local mode's apps, where the launcher serves one endpoint for all), it
 * does nothing.
 */
@Injectable()
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: MetricsServer;

  constructor(@Inject(APP_ENV) private readonly env: MetricsEnv) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.METRICS_PORT) return;
    const metrics = processMetrics();
    this.server = await startMetricsServer(this.env.METRICS_HOST, this.env.METRICS_PORT, () =>
      metrics.text(),
    );
    new Logger('metrics').log(`serving ${this.server.url}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }
}

/** The ops port of a process; imported once by each app's root module. */
@Module({})
export class MetricsModule {
  static forProcess(): DynamicModule {
    return { module: MetricsModule, providers: [MetricsEndpoint] };
  }
}

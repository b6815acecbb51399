import {
  Controller,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type Type,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HealthPatterns, type ServiceHealth, type ServiceName } from '@roadbook/contracts';
import { DataSource } from 'typeorm';
import { runHealthChecks, type HealthCheck } from './health-check';

const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

@Injectable()
export class DatabaseHealthCheck implements HealthCheck {
  readonly name = 'database';
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}

function createServiceHealthController(service: ServiceName): Type {
  @Controller()
  class ServiceHealthController {
    constructor(@Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[]) {}

    @MessagePattern(HealthPatterns[service])
    check(): Promise<ServiceHealth> {
      return runHealthChecks(this.checks);
    }
  }
  return ServiceHealthController;
}

/**
 * Answers the service's health pattern with the state of its database and of any other part
 * it owns (object storage for media).
 */
@Module({})
export class ServiceHealthModule {
  static forService(service: ServiceName, extraChecks: Type<HealthCheck>[] = []): DynamicModule {
    const checks = [DatabaseHealthCheck, ...extraChecks];
    return {
      module: ServiceHealthModule,
      controllers: [createServiceHealthController(service)],
      providers: [
        ...checks,
        { provide: HEALTH_CHECKS, useFactory: (...all: HealthCheck[]) => all, inject: checks },
      ],
    };
  }
}

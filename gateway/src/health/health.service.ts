import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import {
  HealthPatterns,
  JobNames,
  SERVICE_NAMES,
  type PartHealth,
  type ServiceHealth,
  type ServiceName,
  type SystemHealth,
} from '@roadbook/contracts';
import {
  JobQueue,
  probe,
  serviceClientToken,
  withTimeout,
  HEALTH_CHECK_TIMEOUT_MS,
} from '@roadbook/platform';
import { firstValueFrom } from 'rxjs';

type GatewayPart = SystemHealth['parts'][string];

const PING_POLL_MS = 50;

/**
 * Asks every part of the system whether it works: each service (which reports its own
 * database, and media its object storage), the queue, and a worker through a real job.
 */
@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async check(): Promise<SystemHealth> {
    const [services, queue, workers] = await Promise.all([
      Promise.all(
        SERVICE_NAMES.map(async (name) => [name, await this.checkService(name)] as const),
      ),
      probe('queue', () => this.jobs.queue('system').getJobCounts('waiting')),
      probe('workers', () => this.pingWorkers(), HEALTH_CHECK_TIMEOUT_MS + 2_000),
    ]);
    const parts: Record<string, GatewayPart> = Object.fromEntries(services);
    parts.database = this.aggregate(services, 'database');
    parts.storage = this.aggregate(
      services.filter(([name]) => name === 'media'),
      'storage',
    );
    parts.queue = queue;
    parts.workers = workers;
    const status = Object.values(parts).every((part) => part.status === 'up') ? 'up' : 'down';
    if (status === 'down') this.logger.warn(`unhealthy: ${this.describeDown(parts)}`);
    return { status, checkedAt: new Date().toISOString(), parts };
  }

  private async checkService(name: ServiceName): Promise<GatewayPart> {
    const client = this.moduleRef.get<ClientProxy>(serviceClientToken(name), { strict: false });
    try {
      const report = await withTimeout(
        firstValueFrom(client.send<ServiceHealth>(HealthPatterns[name], {})),
        HEALTH_CHECK_TIMEOUT_MS,
        `${name} service`,
      );
      const down = Object.entries(report.checks).filter(([, check]) => check.status === 'down');
      return {
        status: report.status,
        checks: report.checks,
        ...(down.length > 0 && {
          error: down.map(([part, c]) => `${part}: ${c.error}`).join('; '),
        }),
      };
    } catch (error) {
      return { status: 'down', error: `${name} service unreachable: ${(error as Error).message}` };
    }
  }

  /** A part several services use is up when every service that reported on it says so. */
  private aggregate(
    services: ReadonlyArray<readonly [ServiceName, GatewayPart]>,
    check: string,
  ): PartHealth {
    const reports = services.map(([name, part]) => [name, part.checks?.[check]] as const);
    const failing = reports.filter(([, report]) => report?.status !== 'up');
    if (failing.length === 0) return { status: 'up' };
    return {
      status: 'down',
      error: failing
        .map(([name, report]) => `${name}: ${report?.error ?? 'no report (service down)'}`)
        .join('; '),
    };
  }

  /** A real job through the queue to a worker and back. */
  private async pingWorkers(): Promise<void> {
    const job = await this.jobs.enqueue(
      JobNames.systemPing,
      { requestedBy: 'gateway health check' },
      { attempts: 1, removeOnComplete: { age: 60 }, removeOnFail: { age: 60 } },
    );
    const deadline = Date.now() + HEALTH_CHECK_TIMEOUT_MS + 1_000;
    try {
      while (Date.now() < deadline) {
        const state = await job.getState();
        if (state === 'completed') return;
        if (state === 'failed') throw new Error('ping job failed');
        await new Promise((resolve) => setTimeout(resolve, PING_POLL_MS));
      }
      throw new Error('no worker took the ping job');
    } finally {
      await job.remove().catch(() => undefined);
    }
  }

  private describeDown(parts: Record<string, GatewayPart>): string {
    return Object.entries(parts)
      .filter(([, part]) => part.status === 'down')
      .map(([name, part]) => `${name} (${part.error ?? 'down'})`)
      .join(', ');
  }
}

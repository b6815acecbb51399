import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  HealthPatterns,
  JobNames,
  type PartHealth,
  type PublicHealth,
  type ServiceName,
  type SystemHealth,
} from '@roadbook/contracts';
import {
  HEALTH_CHECK_TIMEOUT_MS,
  InjectServiceClient,
  JobQueue,
  probe,
  type ServiceClient,
} from '@roadbook/platform';

type GatewayPart = SystemHealth['parts'][string];

const PING_POLL_MS = 50;

/**
 * How long one check answers every caller: each check sends a job through the queue, so
 * without this anyone could fill the queue by calling /api/health in a loop.
 */
export const HEALTH_CACHE_MS = 3_000;

/**
 * Asks every part of the system whether it works: each service (which reports its own
 * database, and media its object storage), the queue, and a worker through a real job.
 */
@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);
  private readonly services: readonly ServiceClient[];
  private cached?: { report: Promise<PublicHealth>; expiresAt: number };

  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @InjectServiceClient('auth') auth: ServiceClient,
    @InjectServiceClient('trips') trips: ServiceClient,
    @InjectServiceClient('blog') blog: ServiceClient,
    @InjectServiceClient('media') media: ServiceClient,
  ) {
    this.services = [auth, trips, blog, media];
  }

  /**
   * The public report, shared by every caller for a few seconds (and by concurrent callers
   * while a check runs).
   */
  publicReport(): Promise<PublicHealth> {
    const now = Date.now();
    if (!this.cached || this.cached.expiresAt <= now) {
      const report = this.check().then(toPublicHealth);
      this.cached = { report, expiresAt: Number.POSITIVE_INFINITY };
      // The few seconds start when the check ends, so a slow check is not run back to back.
      const startWindow = () => {
        if (this.cached?.report === report) this.cached.expiresAt = Date.now() + HEALTH_CACHE_MS;
      };
      void report.then(startWindow, startWindow);
    }
    return this.cached.report;
  }

  async check(): Promise<SystemHealth> {
    const [services, queue, workers] = await Promise.all([
      Promise.all(
        this.services.map(
          async (client) => [client.service, await this.checkService(client)] as const,
        ),
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

  private async checkService(client: ServiceClient): Promise<GatewayPart> {
    try {
      const report = await client.send(HealthPatterns[client.service], {}, HEALTH_CHECK_TIMEOUT_MS);
      const down = Object.entries(report.checks).filter(([, check]) => check.status === 'down');
      return {
        status: report.status,
        checks: report.checks,
        ...(down.length > 0 && {
          error: down.map(([part, check]) => `${part}: ${check.error}`).join('; '),
        }),
      };
    } catch (error) {
      return {
        status: 'down',
        error: `${client.service} service unreachable: ${(error as Error).message}`,
      };
    }
  }

  /**
   * A part several services use is up when every service that reported on it says so. A service
   * that did not answer reports nothing: it is down itself, and says nothing about the part (a
   * stopped trips service is not a database outage). With no report at all, the part is down.
   */
  private aggregate(
    services: ReadonlyArray<readonly [ServiceName, GatewayPart]>,
    check: string,
  ): PartHealth {
    const reports = services.flatMap(([name, part]) =>
      part.checks?.[check] ? [[name, part.checks[check]] as const] : [],
    );
    if (reports.length === 0) return { status: 'down', error: 'no service reported on it' };
    const failing = reports.filter(([, report]) => report.status !== 'up');
    if (failing.length === 0) return { status: 'up' };
    return {
      status: 'down',
      error: failing.map(([name, report]) => `${name}: ${report.error}`).join('; '),
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

/** Up or down per part, without the reasons (they are in the log). */
export function toPublicHealth(report: SystemHealth): PublicHealth {
  return {
    status: report.status,
    services: Object.fromEntries(
      Object.entries(report.parts).map(([name, part]) => [name, part.status]),
    ),
  };
}

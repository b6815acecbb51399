import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { JOB_QUEUES, type JobName, type QueueName } from '@roadbook/contracts';
import { APP_ENV, isFinalFailure, QueueConnection, type JobHandler } from '@roadbook/platform';
import { UnrecoverableError, type Job, type Worker } from 'bullmq';
import { buildHandlerRegistry } from './handler-registry';
import { JOB_HANDLERS } from './job-handlers.token';
import type { WorkersEnv } from './workers.env';

/**
 * One BullMQ worker per queue, dispatching each job to the handler of its name, and telling the
 * handler when a job of its name is given up for good.
 */
@Injectable()
export class WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHost.name);
  private readonly registry: ReadonlyMap<JobName, JobHandler>;
  private readonly connection: QueueConnection;
  private readonly workers: Worker[] = [];
  /** Final-failure hooks still running; shutdown waits for them. */
  private readonly finalFailures = new Set<Promise<void>>();

  constructor(
    @Inject(APP_ENV) private readonly env: WorkersEnv,
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
  ) {
    this.registry = buildHandlerRegistry(handlers);
    this.connection = new QueueConnection(env);
  }

  onApplicationBootstrap(): void {
    const queues = new Set<QueueName>([...this.registry.keys()].map((name) => JOB_QUEUES[name]));
    for (const queueName of queues) {
      const worker = this.connection.createWorker(
        queueName,
        (job) => this.dispatch(job),
        this.env.WORKER_CONCURRENCY,
        this.env.WORKER_LOCK_MS,
      );
      worker.on('failed', (job, error) => {
        this.logger.warn(`${job?.name ?? 'job'} ${job?.id ?? ''} failed: ${error.message}`);
        if (job) this.track(this.onJobFailed(job, error));
      });
      worker.on('error', (error) => this.logger.error(`worker ${queueName}: ${error.message}`));
      void worker.run();
      this.workers.push(worker);
      this.logger.log(`processing queue ${queueName} (concurrency ${this.env.WORKER_CONCURRENCY})`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Running jobs finish first; a job cut short by a crash is picked up again as stalled.
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers.length = 0;
    await Promise.all(this.finalFailures);
    await this.connection.close();
  }

  /**
   * A job's attempt failed. Once the job will not run again (out of attempts, unrecoverable, or
   * stalled too often because its worker died on it) its handler's `onFinalFailure` runs; a
   * failing hook is logged, never thrown into BullMQ's event.
   */
  async onJobFailed(job: Job, error: Error): Promise<void> {
    if (!isFinalFailure(job, error)) return;
    const handler = this.registry.get(job.name as JobName);
    if (!handler?.onFinalFailure) return;
    try {
      await handler.onFinalFailure(job.data as never, error);
    } catch (hookError) {
      this.logger.error(
        `${job.name} ${job.id ?? ''}: final-failure hook failed: ${(hookError as Error).message}`,
      );
    }
  }

  private track(promise: Promise<void>): void {
    this.finalFailures.add(promise);
    void promise.finally(() => this.finalFailures.delete(promise));
  }

  private dispatch(job: Job): Promise<unknown> {
    const handler = this.registry.get(job.name as JobName);
    if (!handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
    return handler.handle(job.data as never, job as never);
  }
}

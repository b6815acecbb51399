import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { JOB_QUEUES, type JobName, type QueueName } from '@roadbook/contracts';
import {
  APP_ENV,
  isFinalFailure,
  processMetrics,
  QueueConnection,
  runWithRequestId,
  secondsSince,
  splitJobData,
  type JobHandler,
  type JobOutcome,
  type RoadbookMetrics,
} from '@roadbook/platform';
import { UnrecoverableError, type Job, type Queue, type Worker } from 'bullmq';
import { buildHandlerRegistry } from './handler-registry';
import { JOB_HANDLERS } from './job-handlers.token';
import type { WorkersEnv } from './workers.env';

/**
 * Provided by no module, so in the app the host reports to the process's registry; a test passes
 * a registry of its own to the constructor.
 */
export const WORKER_METRICS = Symbol('WORKER_METRICS');

/**
 * One BullMQ worker per queue, dispatching each job to the handler of its name, and telling the
 * handler when a job of its name is given up for good. A job runs, and is logged, under the id
 * of the request that enqueued it (libs/platform/src/queue/job-request-id.ts); the handler sees
 * only its payload. It also reports the metrics of the work: each attempt's duration and outcome,
 * each failure (final or not), and, when scraped, the depth of the queues it works on.
 */
@Injectable()
export class WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHost.name);
  private readonly registry: ReadonlyMap<JobName, JobHandler>;
  private readonly connection: QueueConnection;
  private readonly workers: Worker[] = [];
  /** Read only for their depth when metrics are scraped. */
  private readonly queues: Queue[] = [];
  private unwatchQueues?: () => void;
  /** Final-failure hooks still running; shutdown waits for them. */
  private readonly finalFailures = new Set<Promise<void>>();

  constructor(
    @Inject(APP_ENV) private readonly env: WorkersEnv,
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    @Optional()
    @Inject(WORKER_METRICS)
    private readonly metrics: RoadbookMetrics = processMetrics(),
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
      worker.on('failed', (job, error) =>
        // Also for a job that stalled, whose attempt never reached dispatch.
        runWithRequestId(job && splitJobData(job.data).requestId, () => {
          this.logger.warn(`${job?.name ?? 'job'} ${job?.id ?? ''} failed: ${error.message}`);
          if (job) {
            this.countFailure(job, error);
            this.track(this.onJobFailed(job, error));
          }
        }),
      );
      worker.on('error', (error) => this.logger.error(`worker ${queueName}: ${error.message}`));
      void worker.run();
      this.workers.push(worker);
      this.logger.log(`processing queue ${queueName} (concurrency ${this.env.WORKER_CONCURRENCY})`);
      this.queues.push(this.connection.createQueue(queueName));
    }
    this.unwatchQueues = this.metrics.watchQueues(this.queues);
  }

  async onApplicationShutdown(): Promise<void> {
    // Running jobs finish first; a job cut short by a crash is picked up again as stalled.
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers.length = 0;
    this.unwatchQueues?.();
    await Promise.all(this.queues.map((queue) => queue.close()));
    this.queues.length = 0;
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
      await handler.onFinalFailure(splitJobData(job.data).payload as never, error);
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

  /** Every failed attempt; `final` says whether the job will run again (see isFinalFailure). */
  countFailure(job: Job, error: Error): void {
    this.metrics.jobFailures.inc({ job_name: job.name, final: String(isFinalFailure(job, error)) });
  }

  /**
   * Runs one attempt of a job with its handler in its request's context, timing it and logging
   * when it starts and completes.
   */
  dispatch(job: Job): Promise<unknown> {
    const handler = this.registry.get(job.name as JobName);
    if (!handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
    const { payload, requestId } = splitJobData(job.data);
    return runWithRequestId(requestId, async () => {
      const attempt = job.attemptsMade + 1;
      this.logger.log(`${job.name} ${job.id ?? ''} started (attempt ${attempt})`);
      const startedAt = performance.now();
      const observe = (outcome: JobOutcome) =>
        this.metrics.jobDuration.observe({ job_name: job.name, outcome }, secondsSince(startedAt));
      try {
        const result = await handler.handle(payload as never, job as never);
        observe('completed');
        this.logger.log(
          `${job.name} ${job.id ?? ''} completed in ${Math.round(performance.now() - startedAt)} ms`,
        );
        return result;
      } catch (error) {
        observe('failed');
        throw error;
      }
    });
  }
}

import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { JOB_QUEUES, type JobName, type JobPayloads, type QueueName } from '@roadbook/contracts';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { APP_ENV } from '../config/config.module';
import type { QueueEnv } from '../config/env.schemas';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import { withJobRequestId } from './job-request-id';
import { QueueConnection } from './queue-connection';

/**
 * Enqueues jobs by name: the queue is the job's own (JOB_QUEUES), the payload its own type, and
 * the id of the request being served goes with it (job-request-id.ts), so the worker logs the
 * job under the request that asked for it.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  readonly connection: QueueConnection;
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_ENV) env: QueueEnv) {
    this.connection = new QueueConnection(env);
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: JobsOptions,
  ): Promise<Job<JobPayloads[N]>> {
    const data = withJobRequestId(payload, currentRequestId());
    const job = await this.queue(JOB_QUEUES[name]).add(name, data, options);
    // The enqueuing side of the job's story; the worker logs the rest under the same request id.
    this.logger.log(`enqueued ${name} ${job.id ?? ''}`);
    return job as Job<JobPayloads[N]>;
  }

  async getJob(name: JobName, id: string): Promise<Job | undefined> {
    return this.queue(JOB_QUEUES[name]).getJob(id);
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // Its connection outlives the request that first needs it: its callbacks belong to none.
      queue = runWithRequestId(undefined, () => this.connection.createQueue(name));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
    await this.connection.close();
  }
}

@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class QueueModule {}

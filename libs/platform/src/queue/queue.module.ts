import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { JOB_QUEUES, type JobName, type JobPayloads, type QueueName } from '@roadbook/contracts';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { APP_ENV } from '../config/config.module';
import type { QueueEnv } from '../config/env.schemas';
import { QueueConnection } from './queue-connection';

/** Enqueues jobs by name: the queue is the job's own (JOB_QUEUES), the payload its own type. */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  readonly connection: QueueConnection;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_ENV) env: QueueEnv) {
    this.connection = new QueueConnection(env);
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: JobsOptions,
  ): Promise<Job<JobPayloads[N]>> {
    return (await this.queue(JOB_QUEUES[name]).add(name, payload, options)) as Job<JobPayloads[N]>;
  }

  async getJob(name: JobName, id: string): Promise<Job | undefined> {
    return this.queue(JOB_QUEUES[name]).getJob(id);
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.connection.createQueue(name);
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

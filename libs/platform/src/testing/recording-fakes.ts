import type { JobName, JobPayloads, RpcPattern } from '@roadbook/contracts';
import type { Job, JobsOptions } from 'bullmq';
import type { JobQueue } from '../queue/queue.module';
import type { ServiceClient } from '../transport/service-client';

type Request = Record<string, unknown>;

/** A service on the other end of the transport: answers by pattern and keeps what it was sent. */
export class RecordingService {
  readonly calls: { pattern: string; request: Request }[] = [];

  constructor(
    private readonly answer: (pattern: string, request: Request) => unknown = () => ({}),
  ) {}

  send(pattern: RpcPattern, request: Request): Promise<unknown> {
    this.calls.push({ pattern, request });
    return Promise.resolve().then(() => this.answer(pattern, request));
  }

  sent(pattern: string): Request[] {
    return this.calls.filter((call) => call.pattern === pattern).map((call) => call.request);
  }

  /** This fake where a handler takes a ServiceClient. */
  asClient(): ServiceClient {
    return this as unknown as ServiceClient;
  }
}

/** A BullMQ job as a handler sees it: its data, attempts so far, options, and the progress it reports. */
export class RecordingJob<T> {
  readonly progress: unknown[] = [];
  attemptsMade: number;
  /** Runs started, this one included: more than the attempts made when a worker died on one. */
  attemptsStarted: number;
  readonly opts: { attempts: number };

  constructor(
    readonly data: T,
    {
      attemptsMade = 0,
      attempts = 3,
      attemptsStarted = attemptsMade + 1,
    }: { attemptsMade?: number; attempts?: number; attemptsStarted?: number } = {},
  ) {
    this.attemptsMade = attemptsMade;
    this.attemptsStarted = attemptsStarted;
    this.opts = { attempts };
  }

  updateProgress(progress: unknown): Promise<void> {
    this.progress.push(progress);
    return Promise.resolve();
  }

  /** This fake where a handler takes a BullMQ job. */
  asJob(): Job<T> {
    return this as unknown as Job<T>;
  }
}

/** One job a RecordingJobQueue took: its name, payload and options. */
export interface RecordedJob<N extends JobName = JobName> {
  name: N;
  payload: JobPayloads[N];
  options?: JobsOptions;
}

/**
 * The job queue in memory. Like BullMQ, a job whose id is already taken is not added again, so a
 * test sees what would run, not only what was asked; `asked` keeps every call.
 */
export class RecordingJobQueue {
  readonly asked: RecordedJob[] = [];
  readonly jobs: RecordedJob[] = [];

  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: JobsOptions,
  ): Promise<RecordedJob<N>> {
    const job: RecordedJob<N> = { name, payload, options };
    this.asked.push(job);
    const id = options?.jobId;
    const existing = id === undefined ? undefined : this.jobs.find((j) => j.options?.jobId === id);
    if (existing) return Promise.resolve(existing as RecordedJob<N>);
    this.jobs.push(job);
    return Promise.resolve(job);
  }

  /** The jobs of one name that would run, as `[jobId, payload]`. */
  added<N extends JobName>(name: N): [string | undefined, JobPayloads[N]][] {
    return this.jobs
      .filter((job) => job.name === name)
      .map((job) => [job.options?.jobId, job.payload as JobPayloads[N]]);
  }

  /** This fake where a service takes a JobQueue. */
  asQueue(): JobQueue {
    return this as unknown as JobQueue;
  }
}

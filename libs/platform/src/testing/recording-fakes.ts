import type { RpcPattern } from '@roadbook/contracts';
import type { Job } from 'bullmq';
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
  readonly opts: { attempts: number };

  constructor(
    readonly data: T,
    { attemptsMade = 0, attempts = 3 }: { attemptsMade?: number; attempts?: number } = {},
  ) {
    this.attemptsMade = attemptsMade;
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

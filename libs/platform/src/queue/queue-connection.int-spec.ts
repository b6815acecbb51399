import type { Job, Worker } from 'bullmq';
import type { QueueEnv } from '../config/env.schemas';
import {
  createTestDatabase,
  createTestKeyPrefix,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../testing';
import { isFinalFailure, MAX_JOB_DELIVERIES } from './job-defaults';
import { QueueConnection } from './queue-connection';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(['redis', 'postgres'] as const)('QueueConnection on %s', (backend) => {
  const keys = createTestKeyPrefix('queue');
  let database: TestDatabase | undefined;
  let connection: QueueConnection;
  const env = (): QueueEnv => ({
    QUEUE_BACKEND: backend,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: keys.prefix,
    QUEUE_DATABASE_URL: database?.url,
  });

  beforeAll(async () => {
    if (backend === 'postgres') database = await createTestDatabase('queue');
    connection = new QueueConnection(env());
  });

  afterAll(async () => {
    await connection.close();
    await keys.clean();
    await database?.drop();
  });

  it('retries a failing job with backoff until it succeeds, with the defaults set once', async () => {
    const queue = connection.createQueue('retries');
    const attemptsSeen: number[] = [];
    const worker = connection.createWorker(
      'retries',
      (job: Job<{ value: number }>) => {
        attemptsSeen.push(job.attemptsMade);
        if (job.attemptsMade === 0) return Promise.reject(new Error('first attempt fails'));
        return Promise.resolve(job.data.value * 2);
      },
      2,
    );
    void worker.run();
    try {
      const job = await queue.add('double', { value: 21 });
      expect(job.opts.attempts).toBe(3);
      expect(job.opts.backoff).toEqual({ type: 'exponential', delay: 1000 });

      const state = await waitFor(
        () => job.getState(),
        (s) => s === 'completed',
      );
      expect(state).toBe('completed');
      const finished = await queue.getJob(job.id!);
      expect(finished?.returnvalue).toBe(42);
      expect(finished?.attemptsMade).toBe(2);
      expect(attemptsSeen).toEqual([0, 1]);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('says a job was taken by a worker before the worker reports any progress', async () => {
    // The trips' progress stream reads "planning" from this stamp; the worker reports no step.
    const queue = connection.createQueue('taken');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken = false;
    const worker = connection.createWorker(
      'taken',
      async () => {
        taken = true;
        await held;
      },
      1,
    );
    void worker.run();
    try {
      const job = await queue.add('hold', {});
      await waitFor(
        () => Promise.resolve(taken),
        (yes) => yes,
      );
      const running = await queue.getJob(job.id!);
      expect(running?.processedOn).toEqual(expect.any(Number));
      expect(running?.progress).toBe(0);
    } finally {
      release();
      await worker.close();
      await queue.close();
    }
  });

  it('gives a job up after three deliveries to workers that died on it', async () => {
    const queue = connection.createQueue('poison');
    const deliveries: number[] = [];
    const failures: { error: Error; final: boolean }[] = [];
    const workers: Worker[] = [];
    // Each worker "dies" on the job: it never finishes it and stops renewing its claim. The
    // next worker finds the job stalled and takes it again, until BullMQ gives it up.
    const startWorker = () => {
      const worker = connection.createWorker(
        'poison',
        () => {
          deliveries.push(Date.now());
          setImmediate(() => {
            void worker.close(true);
            startWorker();
          });
          return new Promise(() => undefined);
        },
        1,
        1_000,
      );
      worker.on('failed', (job, error) => {
        if (job) failures.push({ error, final: isFinalFailure(job, error) });
      });
      workers.push(worker);
      void worker.run();
    };
    try {
      startWorker();
      const job = await queue.add('crash', {});
      const state = await waitFor(
        () => job.getState(),
        (s) => s === 'failed',
      );
      expect(state).toBe('failed');
      // The worker that found the last stall reports it after the job's state is written.
      await waitFor(
        () => Promise.resolve(failures.length),
        (count) => count > 0,
      );
      expect(deliveries).toHaveLength(MAX_JOB_DELIVERIES);
      expect(failures).toHaveLength(1);
      expect(failures[0].final).toBe(true);
      expect(failures[0].error).toMatchObject({
        name: 'UnrecoverableError',
        message: 'job stalled more than allowable limit',
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.close(true)));
      await queue.close();
    }
  }, 45_000);

  it('lists the worker processes working a queue, as the queue dashboard shows them', async () => {
    const queue = connection.createQueue('listed');
    const unworked = connection.createQueue('unworked');
    // Another process's view: the gateway's connection, which runs no worker itself.
    const gateway = new QueueConnection({ ...env(), QUEUE_PREFIX: keys.prefix });
    const worker = connection.createWorker('listed', () => Promise.resolve(), 1);
    void worker.run();
    try {
      const listed = await waitFor(
        () => gateway.listWorkers(queue),
        (workers) => workers.length === 1,
      );
      expect(listed).toHaveLength(1);
      expect(listed[0].name).toBeNull();
      expect(typeof listed[0].id).toBe('string');
      expect(listed[0].addr).not.toBe('');
      expect(listed[0].age).toBeGreaterThanOrEqual(0);
      // Only the queue it works.
      expect(await gateway.listWorkers(unworked)).toEqual([]);

      await worker.close();
      expect(
        await waitFor(
          () => gateway.listWorkers(queue),
          (workers) => workers.length === 0,
        ),
      ).toEqual([]);
    } finally {
      await worker.close();
      await Promise.all([queue.close(), unworked.close()]);
      await gateway.close();
    }
  });

  // BullMQ's PostgreSQL backend has no key prefix: there each deployment has its own database.
  if (backend !== 'redis') return;

  it('keeps jobs of two prefixes apart', async () => {
    const queue = connection.createQueue('isolated');
    const other = new QueueConnection({
      QUEUE_BACKEND: backend,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `${keys.prefix}-other`,
      QUEUE_DATABASE_URL: database?.url,
    });
    const otherQueue = other.createQueue('isolated');
    try {
      await queue.add('one', {});
      expect(await queue.getJobCountByTypes('waiting')).toBe(1);
      expect(await otherQueue.getJobCountByTypes('waiting')).toBe(0);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      await otherQueue.close();
      await other.close();
    }
  });
});

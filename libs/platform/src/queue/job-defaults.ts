import type { DefaultJobOptions } from 'bullmq';
import { UnrecoverableError, type Job } from 'bullmq';

/**
 * Set once for every queue: jobs are retried with exponential backoff (handlers are idempotent,
 * delivery is at least once), and finished jobs are trimmed by age and count.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5_000 },
};

/**
 * How many times a job may be handed to a worker that then dies on it (crash, out of memory)
 * before it fails for good, so a poisonous job cannot take every worker down for ever.
 * BullMQ counts the stalls after the first delivery.
 */
export const MAX_JOB_DELIVERIES = 3;
export const MAX_STALLED_COUNT = MAX_JOB_DELIVERIES - 1;

/**
 * Whether a failed job is done for: unrecoverable (which includes BullMQ's "job stalled more
 * than allowable limit") or out of attempts. Read in the worker's `failed` event, after BullMQ
 * counted the attempt.
 */
export function isFinalFailure(job: Pick<Job, 'attemptsMade' | 'opts'>, error: Error): boolean {
  if (error instanceof UnrecoverableError || error.name === 'UnrecoverableError') return true;
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

import type { DefaultJobOptions } from 'bullmq';

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

import type { JobName, JobPayloads, JobResults } from '@roadbook/contracts';
import type { Job } from 'bullmq';

/**
 * Handles one job name. Delivery is at least once, so a handler must be idempotent: running it
 * twice for the same job leaves the same state as running it once.
 */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(payload: JobPayloads[N], job: Job<JobPayloads[N]>): Promise<JobResults[N]>;
  /**
   * Called once the job will not run again: its last attempt failed, it was unrecoverable, or it
   * stalled too often (its worker died on it). Also idempotent: a repeated call changes nothing.
   */
  onFinalFailure?(payload: JobPayloads[N], error: Error): Promise<void>;
}

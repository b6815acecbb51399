import type { JobName, QueueName } from '@roadbook/contracts';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { STATE_WAIT_MS } from './until';

/**
 * Runs a job once more on a deployment's workers, as a second delivery would (a worker that died
 * before it acknowledged the job); its result.
 */
export async function runJobAgain(
  queuePrefix: string,
  queueName: QueueName,
  name: JobName,
  payload: object,
): Promise<unknown> {
  const connection = { url: TEST_REDIS_URL };
  const queue = new Queue(queueName, { connection, prefix: queuePrefix });
  // Read from the start of the queue's event stream, not from whenever the listener's first read
  // happens to be sent: a job finished in between would otherwise never be heard of. Events of
  // other jobs are passed over by the wait, which looks for this job's id.
  const events = new QueueEvents(queueName, {
    connection,
    prefix: queuePrefix,
    lastEventId: '0-0',
  });
  try {
    await events.waitUntilReady();
    const job = await queue.add(name, payload);
    return await job.waitUntilFinished(events, STATE_WAIT_MS);
  } finally {
    await events.close();
    await queue.close();
  }
}

/** The deployment's finished jobs of one name, newest first. */
export async function completedJobs(
  queuePrefix: string,
  queueName: QueueName,
  name: JobName,
): Promise<Job[]> {
  const queue = new Queue(queueName, { connection: { url: TEST_REDIS_URL }, prefix: queuePrefix });
  try {
    return (await queue.getJobs(['completed'])).filter((job) => job.name === name);
  } finally {
    await queue.close();
  }
}

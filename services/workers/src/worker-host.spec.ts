import { ALL_JOB_NAMES, type JobName } from '@roadbook/contracts';
import { validateEnv, type JobHandler } from '@roadbook/platform';
import { RecordingJob, TEST_TRANSPORT_SECRET } from '@roadbook/platform/testing';
import { UnrecoverableError, type Job } from 'bullmq';
import { WorkerHost } from './worker-host';
import { WorkersEnv } from './workers.env';

/** A handler for each job name; the itinerary one records its final failures. */
function setUp(onFinalFailure?: (payload: unknown, error: Error) => Promise<void>) {
  const finalFailures: { payload: unknown; error: Error }[] = [];
  const handlers = ALL_JOB_NAMES.map(
    (jobName) =>
      ({
        jobName,
        handle: () => Promise.resolve({}),
        ...(jobName === 'itinerary.generate' && {
          onFinalFailure:
            onFinalFailure ??
            ((payload: unknown, error: Error) => {
              finalFailures.push({ payload, error });
              return Promise.resolve();
            }),
        }),
      }) as unknown as JobHandler,
  );
  const host = new WorkerHost(
    validateEnv(WorkersEnv, { TRANSPORT_SECRET: TEST_TRANSPORT_SECRET }),
    handlers,
  );
  return { host, finalFailures };
}

function failedJob(name: JobName, attemptsMade: number, attempts = 3): Job {
  const job = new RecordingJob({ tripId: 7, version: 2 }, { attemptsMade, attempts });
  return Object.assign(job.asJob(), { name, id: 'itinerary-7-v2' });
}

describe('WorkerHost final failures', () => {
  it('calls the hook only once the last attempt failed', async () => {
    const { host, finalFailures } = setUp();
    const error = new Error('boom');
    // In the `failed` event BullMQ has already counted the attempt that failed.
    await host.onJobFailed(failedJob('itinerary.generate', 1), error);
    await host.onJobFailed(failedJob('itinerary.generate', 2), error);
    expect(finalFailures).toEqual([]);
    await host.onJobFailed(failedJob('itinerary.generate', 3), error);
    expect(finalFailures).toEqual([{ payload: { tripId: 7, version: 2 }, error }]);
  });

  it.each([
    ['an unrecoverable failure', new UnrecoverableError('no such place')],
    [
      'a job given up after its worker kept dying on it',
      new UnrecoverableError('job stalled more than allowable limit'),
    ],
  ])('calls the hook at once for %s', async (_label, error) => {
    const { host, finalFailures } = setUp();
    await host.onJobFailed(failedJob('itinerary.generate', 1), error);
    expect(finalFailures).toEqual([{ payload: { tripId: 7, version: 2 }, error }]);
  });

  it('recognises an unrecoverable error by name too (one from another copy of BullMQ)', async () => {
    const { host, finalFailures } = setUp();
    const error = Object.assign(new Error('job stalled more than allowable limit'), {
      name: 'UnrecoverableError',
    });
    await host.onJobFailed(failedJob('itinerary.generate', 1), error);
    expect(finalFailures).toHaveLength(1);
  });

  it('lets a handler without a hook fail quietly', async () => {
    const { host, finalFailures } = setUp();
    await expect(host.onJobFailed(failedJob('map.enrich', 3), new Error('boom'))).resolves.toBe(
      undefined,
    );
    expect(finalFailures).toEqual([]);
  });

  it('logs a failing hook instead of throwing it into the event', async () => {
    const { host } = setUp(() => Promise.reject(new Error('trips service is down')));
    await expect(
      host.onJobFailed(failedJob('itinerary.generate', 3), new Error('boom')),
    ).resolves.toBe(undefined);
  });
});

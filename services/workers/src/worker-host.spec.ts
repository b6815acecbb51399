import { Logger } from '@nestjs/common';
import { ALL_JOB_NAMES, type JobName } from '@roadbook/contracts';
import {
  currentRequestId,
  JOB_REQUEST_ID_FIELD,
  RoadbookMetrics,
  validateEnv,
  withJobRequestId,
  type JobHandler,
} from '@roadbook/platform';
import { RecordingJob } from '@roadbook/platform/testing';
import { UnrecoverableError, type Job } from 'bullmq';
import { WorkerHost } from './worker-host';
import { WorkersEnv } from './workers.env';

/** Where the workers' links point; a worker refuses to start without it. */
const PUBLIC_URL = 'https://roadbook.example';

/** A handler for each job name; the itinerary one records its final failures. */
function setUp(
  onFinalFailure?: (payload: unknown, error: Error) => Promise<void>,
  metrics = new RoadbookMetrics({ defaultMetrics: false }),
) {
  const finalFailures: { payload: unknown; error: Error }[] = [];
  const handlers = ALL_JOB_NAMES.map(
    (jobName) =>
      ({
        jobName,
        handle: () =>
          jobName === 'map.enrich' ? Promise.reject(new Error('no map')) : Promise.resolve({}),
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
  const host = new WorkerHost(validateEnv(WorkersEnv, { PUBLIC_URL }), handlers, metrics);
  return { host, finalFailures, metrics };
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

describe('WorkerHost metrics', () => {
  /** `name labels value` of each series of a family (histograms: their counts). */
  async function series(metrics: RoadbookMetrics, family: string, sample = family) {
    const found = (await metrics.json()).find((metric) => metric.name === family);
    return (found?.values ?? [])
      .filter((value) => (value.metricName ?? family) === sample)
      .map(({ labels, value }) => `${Object.values(labels).join(' ')} ${value}`);
  }

  it('times each attempt by job and outcome', async () => {
    const { host, metrics } = setUp();
    await host.dispatch(failedJob('itinerary.generate', 0));
    await expect(host.dispatch(failedJob('map.enrich', 0))).rejects.toThrow('no map');

    expect(
      await series(metrics, 'roadbook_job_duration_seconds', 'roadbook_job_duration_seconds_count'),
    ).toEqual(['itinerary.generate completed 1', 'map.enrich failed 1']);
  });

  it('counts failures, marking those after which the job will not run again', async () => {
    const { host, metrics } = setUp();
    host.countFailure(failedJob('itinerary.generate', 1), new Error('boom'));
    host.countFailure(failedJob('itinerary.generate', 3), new Error('boom'));
    host.countFailure(failedJob('map.enrich', 1), new UnrecoverableError('no such place'));

    expect(await series(metrics, 'roadbook_job_failures_total')).toEqual([
      'itinerary.generate false 1',
      'itinerary.generate true 1',
      'map.enrich true 1',
    ]);
  });
});

describe('WorkerHost dispatch', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  /** A host whose map.enrich handler records what it was given and under which request id. */
  function recordingHost() {
    const seen: { payload: unknown; requestId: string | undefined }[] = [];
    const handlers = ALL_JOB_NAMES.map(
      (jobName) =>
        ({
          jobName,
          handle: (payload: unknown) => {
            seen.push({ payload, requestId: currentRequestId() });
            return Promise.resolve({});
          },
        }) as unknown as JobHandler,
    );
    const host = new WorkerHost(validateEnv(WorkersEnv, { PUBLIC_URL }), handlers);
    return { host, seen };
  }

  function job(data: object): Job {
    return Object.assign(new RecordingJob(data).asJob(), { name: 'map.enrich', id: 'map-7-v2' });
  }

  it('runs the handler under the request id the job was enqueued with, without that field', async () => {
    const { host, seen } = recordingHost();
    const data = withJobRequestId({ tripId: 7, version: 2 }, 'e2e-abc');
    expect(data).toHaveProperty(JOB_REQUEST_ID_FIELD, 'e2e-abc');

    await host.dispatch(job(data));

    expect(seen).toEqual([{ payload: { tripId: 7, version: 2 }, requestId: 'e2e-abc' }]);
  });

  it('runs a job enqueued outside any request outside any request', async () => {
    const { host, seen } = recordingHost();

    await host.dispatch(job({ tripId: 7, version: 2 }));

    expect(seen).toEqual([{ payload: { tripId: 7, version: 2 }, requestId: undefined }]);
  });
});

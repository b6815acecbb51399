import { Logger } from '@nestjs/common';
import { HealthPatterns, type ServiceHealth, type ServiceName } from '@roadbook/contracts';
import type { JobQueue } from '@roadbook/platform';
import { RecordingService } from '@roadbook/platform/testing';
import { HEALTH_CACHE_MS, HealthService } from './health.service';

type Answer = ServiceHealth | Error;

const up = (...parts: string[]): ServiceHealth => ({
  status: 'up',
  checks: Object.fromEntries(parts.map((part) => [part, { status: 'up', latencyMs: 1 }])),
});

/** A service on the transport: its health report, or the error its call fails with. */
function service(name: ServiceName, answer: () => Answer) {
  const fake = new RecordingService(() => {
    const reply = answer();
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return Object.assign(fake, { service: name });
}

/** The queue and a worker: the ping job ends as `workerSays`, and is removed either way. */
class Jobs {
  workerSays: 'completed' | 'failed' = 'completed';
  readonly pings: string[] = [];
  removed = 0;

  queue() {
    return { getJobCounts: () => Promise.resolve({ waiting: 0 }) };
  }

  enqueue(name: string) {
    this.pings.push(name);
    return Promise.resolve({
      getState: () => Promise.resolve(this.workerSays),
      remove: () => {
        this.removed += 1;
        return Promise.resolve();
      },
    });
  }
}

describe('HealthService', () => {
  let answers: Record<ServiceName, () => Answer>;
  let jobs: Jobs;
  let services: Record<ServiceName, ReturnType<typeof service>>;
  let health: HealthService;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    answers = {
      auth: () => up('database'),
      trips: () => up('database'),
      blog: () => up('database'),
      media: () => up('database', 'storage'),
    };
    jobs = new Jobs();
    services = {
      auth: service('auth', () => answers.auth()),
      trips: service('trips', () => answers.trips()),
      blog: service('blog', () => answers.blog()),
      media: service('media', () => answers.media()),
    };
    health = new HealthService(
      jobs as unknown as JobQueue,
      services.auth.asClient(),
      services.trips.asClient(),
      services.blog.asClient(),
      services.media.asClient(),
    );
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('is up when every service, the database, the storage, the queue and a worker answer', async () => {
    const report = await health.check();

    expect(report.status).toBe('up');
    expect(Object.fromEntries(Object.entries(report.parts).map(([n, p]) => [n, p.status]))).toEqual(
      {
        auth: 'up',
        trips: 'up',
        blog: 'up',
        media: 'up',
        database: 'up',
        storage: 'up',
        queue: 'up',
        workers: 'up',
      },
    );
    for (const name of ['auth', 'trips', 'blog', 'media'] as const) {
      expect(services[name].calls.map((call) => call.pattern)).toEqual([HealthPatterns[name]]);
    }
    // A real job went through a worker, and was cleared away.
    expect(jobs.pings).toEqual(['system.ping']);
    expect(jobs.removed).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('names a stopped service, and only it: the database the others reach stays up', async () => {
    answers.trips = () => new Error('connect ECONNREFUSED 127.0.0.1:4002');

    const report = await health.check();

    expect(report.status).toBe('down');
    expect(report.parts.trips).toEqual({
      status: 'down',
      error: 'trips service unreachable: connect ECONNREFUSED 127.0.0.1:4002',
    });
    expect(report.parts.database).toEqual({ status: 'up' });
    expect(report.parts.auth.status).toBe('up');
    expect(warn).toHaveBeenCalledWith(
      'unhealthy: trips (trips service unreachable: connect ECONNREFUSED 127.0.0.1:4002)',
    );
  });

  it('reports the database down with each service that says so, and the storage from media', async () => {
    const databaseDown: ServiceHealth = {
      status: 'down',
      checks: { database: { status: 'down', error: 'password authentication failed' } },
    };
    answers.auth = () => databaseDown;
    answers.blog = () => databaseDown;
    answers.media = () => ({
      status: 'down',
      checks: {
        database: { status: 'up', latencyMs: 1 },
        storage: { status: 'down', error: 'NoSuchBucket' },
      },
    });

    const { status, parts } = await health.check();

    expect(status).toBe('down');
    expect(parts.database).toEqual({
      status: 'down',
      error: 'auth: password authentication failed; blog: password authentication failed',
    });
    expect(parts.storage).toEqual({ status: 'down', error: 'media: NoSuchBucket' });
    expect(parts.media).toMatchObject({ status: 'down', error: 'storage: NoSuchBucket' });
  });

  it('says the database is down when no service could report on it', async () => {
    for (const name of ['auth', 'trips', 'blog', 'media'] as const) {
      answers[name] = () => new Error('transport closed');
    }

    const { parts } = await health.check();

    expect(parts.database).toEqual({ status: 'down', error: 'no service reported on it' });
    expect(parts.storage).toEqual({ status: 'down', error: 'no service reported on it' });
  });

  it('reports the workers down when the ping job fails, and still clears it away', async () => {
    jobs.workerSays = 'failed';

    const { status, parts } = await health.check();

    expect(status).toBe('down');
    expect(parts.workers).toMatchObject({ status: 'down', error: 'ping job failed' });
    expect(jobs.removed).toBe(1);
  });

  it('answers every caller from one check for a few seconds after it ends, without the reasons', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);

    const [first, second] = await Promise.all([health.publicReport(), health.publicReport()]);
    now += HEALTH_CACHE_MS - 1;
    const third = await health.publicReport();

    expect(first.status).toBe('up');
    expect(first.services).toMatchObject({ trips: 'up', database: 'up', workers: 'up' });
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(jobs.pings).toHaveLength(1);

    now += 1;
    answers.trips = () => new Error('gone');
    const fourth = await health.publicReport();
    expect(jobs.pings).toHaveLength(2);
    expect(fourth.status).toBe('down');
    expect(fourth.services).toMatchObject({ trips: 'down', database: 'up' });
  });
});

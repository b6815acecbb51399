import {
  JobNames,
  PlanTripMessages,
  QueueNames,
  type ItineraryGeneratePayload,
} from '@roadbook/contracts';
import { readLocalRunInfo, type LocalRunInfo } from '@roadbook/launcher';
import { JobQueue, QueueEnv, validateEnv } from '@roadbook/platform';
import type { Job } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CANYON_PLAN, whenGenerated } from './support/accounts-and-trips';
import { waitForHealthStatus, watchHealth } from './support/health';
import { HttpSession } from './support/http-session';
import { startLocalProcess, stopLocalProcess, type LocalProcess } from './support/local-process';
import { until } from './support/until';

/** A plan the gateway would refuse: ten thousand years of riding, day by day. */
const POISONOUS_PLAN = {
  ...CANYON_PLAN,
  name: 'Forever Ride',
  startDate: '0001-01-01',
  endDate: '9999-12-31',
} as ItineraryGeneratePayload['plan'];

function runInfo(dataDir: string): LocalRunInfo {
  const info = readLocalRunInfo(dataDir);
  if (!info) throw new Error(`no run file under ${dataDir}`);
  return info;
}

/**
 * Modifies the trip (its version 2) and, straight on the queue, past the gateway's validation,
 * puts the poisonous plan in place of the job the trips service queued for that version. The
 * queue is paused meanwhile so no worker takes the real job first.
 */
async function modifyWithPoisonousPlan(
  jobs: JobQueue,
  owner: HttpSession,
  tripId: number,
): Promise<Job<ItineraryGeneratePayload>> {
  const itineraries = jobs.queue(QueueNames.itineraries);
  await itineraries.pause();
  try {
    // A day longer: a changed route is planned again (a new name alone would be saved in place).
    const modified = await owner.request('PUT', `/trips/${tripId}`, {
      ...CANYON_PLAN,
      name: 'Canyon Country Run, again',
      endDate: '2027-05-13',
    });
    expect(modified.status).toBe(200);
    expect(modified.body.version).toBe(2);
    const queued = (await itineraries.getJobs(['waiting'])).find(
      (job: Job<ItineraryGeneratePayload>) => job.data.tripId === tripId,
    );
    expect(queued?.data.version).toBe(2);
    await queued!.remove();
    return await jobs.enqueue(
      JobNames.itineraryGenerate,
      { tripId, version: 2, plan: POISONOUS_PLAN },
      { jobId: queued!.id },
    );
  } finally {
    await itineraries.resume();
  }
}

/**
 * Local mode runs its workers in a child process: a job that brings that process down, or a
 * worker killed outright, must leave the site up, and the worker must come back on its own.
 */
describe('the worker process of local mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadbook-local-worker-'));
  let local: LocalProcess | undefined;

  beforeAll(async () => {
    // A short claim, so a job whose worker died is noticed (as stalled) soon.
    local = await startLocalProcess(dataDir, { WORKER_LOCK_MS: '5000' });
    // The test starts from a healthy site: every part answering, not only the port listening.
    await waitForHealthStatus(local.url, 200);
  });

  afterAll(async () => {
    if (local) await stopLocalProcess(local);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails a poisonous itinerary job and marks its trip failed, the site healthy throughout', async () => {
    const visitor = new HttpSession(local!.url);
    const created = await visitor.post('/trips', CANYON_PLAN);
    expect(created.status).toBe(201);
    const tripId: number = created.body.id;
    expect((await whenGenerated(visitor, tripId)).generationStatus).toBe('ready');

    const jobs = new JobQueue(
      validateEnv(QueueEnv, {
        QUEUE_BACKEND: 'postgres',
        QUEUE_DATABASE_URL: runInfo(dataDir).databaseUrl,
      }),
    );
    const health = watchHealth(local!.url);
    let healthSeen: number[];
    try {
      const poisonous = await modifyWithPoisonousPlan(jobs, visitor, tripId);
      await until(
        async () => ['failed', 'completed'].includes(await poisonous.getState()),
        150_000,
      );
      expect(await poisonous.getState()).toBe('failed');
    } finally {
      healthSeen = await health.stop();
      await jobs.onApplicationShutdown();
    }
    expect(healthSeen.length).toBeGreaterThan(0);
    expect(new Set(healthSeen)).toEqual(new Set([200]));

    const trip = (await visitor.get(`/trips/${tripId}`)).body;
    expect(trip.version).toBe(2);
    expect(trip.generationStatus).toBe('failed');
    // The worker checks a job's plan as the form does, and says what is wrong in its words.
    expect(Object.values(PlanTripMessages)).toContain(trip.generationError);
  });

  it('restarts a worker process that was killed, the site answering meanwhile', async () => {
    const killed = runInfo(dataDir).workerPid;
    expect(killed).toEqual(expect.any(Number));
    process.kill(killed!, 'SIGKILL');

    const visitor = new HttpSession(local!.url);
    const featured = await visitor.get('/trips/featured');
    expect(featured.status).toBe(200);

    await until(() => {
      const { workerPid } = runInfo(dataDir);
      return Promise.resolve(workerPid !== null && workerPid !== killed);
    });
    const { status, body } = await waitForHealthStatus(local!.url, 200);
    expect(status).toBe(200);
    expect(body.services.workers).toBe('up');
    expect(local!.output.join('\n')).toContain('[workers] exited unexpectedly (SIGKILL)');
  });

  it('starts again on the same data, healthy, and plans a normal trip', async () => {
    expect(await stopLocalProcess(local!)).toBe(0);
    local = undefined;
    expect(readLocalRunInfo(dataDir)).toBeUndefined();

    local = await startLocalProcess(dataDir, { WORKER_LOCK_MS: '5000' });
    const { status } = await waitForHealthStatus(local.url, 200);
    expect(status).toBe(200);

    const visitor = new HttpSession(local.url);
    const created = await visitor.post('/trips', {
      ...CANYON_PLAN,
      name: 'Canyon Country Run, on',
    });
    expect(created.status).toBe(201);
    expect((await whenGenerated(visitor, created.body.id)).generationStatus).toBe('ready');
  });
});

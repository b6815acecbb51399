import { JobIds, JobNames, QueueNames, type PasswordResetMailPayload } from '@roadbook/contracts';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { CANYON_PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { completedJobs, runJobAgain } from './support/jobs';
import { mailsTo, waitForMails } from './support/outbox';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * Jobs as the queue hands them over. BullMQ delivers a job at least once: a worker that dies after
 * the work but before it acknowledges it has the job run again. Each job type, delivered a second
 * time, leaves exactly one result. (`account.purge` is delivered twice in auth.api.e2e-spec.ts;
 * `system.ping` changes nothing.) And a job may carry what the API would have refused.
 */
let deployment: TestDeployment;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'roadbook-redelivery-'));
  deployment = await startTestDeployment('job-redelivery', { DATA_DIR: dataDir });
});

afterAll(async () => {
  await deployment?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function itineraryRows(tripId: number): Promise<number> {
  const client = new Client({ connectionString: deployment.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM trips.trip_itineraries WHERE trip_id = $1',
      [tripId],
    );
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}

/** The static maps of a trip in the bucket (every size of every version). */
function storedMaps(tripId: number): string[] {
  return readdirSync(join(dataDir, 's3'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.includes(`trip-${tripId}-v`))
    .map((entry) => entry.name);
}

it('itinerary.generate and map.enrich delivered again: one version, one map, the trip as it was', async () => {
  const rider = new HttpSession(deployment.baseUrl);
  const { body: created } = await rider.post('/trips', CANYON_PLAN);
  const trip = await whenGenerated(rider, created.id);
  // The map is drawn on its first request and kept; a redelivered job must not draw another.
  const map = await fetch(`${deployment.baseUrl}/api/maps/static/${trip.id}?scale=2`, {
    headers: { cookie: rider.cookieHeader() },
  });
  expect(map.status).toBe(200);
  const { body: itineraryBefore } = await rider.get(`/trips/${trip.id}/itinerary`);
  const mapsBefore = storedMaps(trip.id);

  const generated = await runJobAgain(
    deployment.queuePrefix,
    QueueNames.itineraries,
    JobNames.itineraryGenerate,
    { tripId: trip.id, version: 1, plan: CANYON_PLAN },
  );
  expect(generated).toMatchObject({ tripId: trip.id, version: 1 });
  const enriched = await runJobAgain(deployment.queuePrefix, QueueNames.maps, JobNames.mapEnrich, {
    tripId: trip.id,
    version: 1,
  });
  expect(enriched).toEqual({ tripId: trip.id, version: 1, thumbnails: 0 });

  expect(await itineraryRows(trip.id)).toBe(1);
  const { body: after } = await rider.get(`/trips/${trip.id}`);
  expect(after).toMatchObject({ version: 1, generationStatus: 'ready' });
  expect((await rider.get(`/trips/${trip.id}/itinerary`)).body).toEqual(itineraryBefore);
  expect(mapsBefore).toContain(`trip-${trip.id}-v1@2x.png._S3rver_object`);
  expect(storedMaps(trip.id).sort()).toEqual(mapsBefore.sort());
});

it('account.password-reset-mail delivered again: one mail', async () => {
  const rider = await signUp(deployment.baseUrl);
  const { body: user } = await rider.get('/auth/user');
  await new HttpSession(deployment.baseUrl).post('/auth/forgot-password', { email: user.email });
  await waitForMails(deployment.outboxDir, user.email, 1);
  // The mail goes out before its job is marked done: wait for the job to be done too.
  let done: Job[] = [];
  await until(async () => {
    done = (
      await completedJobs(deployment.queuePrefix, QueueNames.accounts, JobNames.passwordResetMail)
    ).filter((candidate) => (candidate.data as PasswordResetMailPayload).email === user.email);
    return done.length > 0;
  });
  const [job] = done;

  const again = await runJobAgain(
    deployment.queuePrefix,
    QueueNames.accounts,
    JobNames.passwordResetMail,
    job.data as PasswordResetMailPayload,
  );
  expect(again).toEqual({ sent: false });
  expect(mailsTo(deployment.outboxDir, user.email)).toHaveLength(1);
});

describe('a plan past the limits that reaches the queue anyway', () => {
  it('fails its trip with the reason, and the workers go on', async () => {
    const { supervisor } = deployment.roadbook;
    const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('itineraries', { connection, prefix: deployment.queuePrefix });
    const visitor = new HttpSession(deployment.baseUrl);
    try {
      // With the workers stopped, the trip's job is swapped for one carrying the poison plan,
      // as an older release, or anything writing to the queue directly, could have left it.
      await supervisor.stop('workers');
      const { body: trip } = await visitor.post('/trips', CANYON_PLAN);
      const jobId = JobIds.itineraryGenerate(trip.id, 1);
      await (await queue.getJob(jobId))!.remove();
      await queue.add(
        'itinerary.generate',
        {
          tripId: trip.id,
          version: 1,
          plan: { ...CANYON_PLAN, startDate: '0001-01-01', endDate: '9999-12-31' },
        },
        { jobId },
      );
      supervisor.start('workers');

      const failed = await whenGenerated(visitor, trip.id, 60_000);
      expect(failed.generationStatus).toBe('failed');
      expect(failed.generationError).toBe(
        'Dates must be between the year 2000 and 5 years from now',
      );
      // The trip is marked failed from inside the job, just before BullMQ records the attempt:
      // the job is read once BullMQ has moved it to failed.
      await until(async () => (await queue.getJobState(jobId)) === 'failed');
      expect((await queue.getJob(jobId))!.attemptsMade).toBe(1);

      const { body: next } = await visitor.post('/trips', CANYON_PLAN);
      expect((await whenGenerated(visitor, next.id)).generationStatus).toBe('ready');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});

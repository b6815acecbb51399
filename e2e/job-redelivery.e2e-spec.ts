import { JobNames, QueueNames, type PasswordResetMailPayload } from '@roadbook/contracts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { CANYON_PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { completedJobs, runJobAgain } from './support/jobs';
import { mailsTo, waitForMails } from './support/outbox';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * BullMQ delivers a job at least once: a worker that dies after the work but before it
 * acknowledges it has the job run again. Each job type, delivered a second time, leaves exactly
 * one result. (`account.purge` is delivered twice in auth.api.e2e-spec.ts; `system.ping` changes
 * nothing.)
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
  const [job] = (
    await completedJobs(deployment.queuePrefix, QueueNames.accounts, JobNames.passwordResetMail)
  ).filter((candidate) => (candidate.data as PasswordResetMailPayload).email === user.email);

  const again = await runJobAgain(
    deployment.queuePrefix,
    QueueNames.accounts,
    JobNames.passwordResetMail,
    job.data as PasswordResetMailPayload,
  );
  expect(again).toEqual({ sent: false });
  expect(mailsTo(deployment.outboxDir, user.email)).toHaveLength(1);
});

import { startEmbeddedS3, type EmbeddedS3 } from '@roadbook/launcher';
import { createS3Client } from '@roadbook/platform/storage';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CANYON_PLAN, signUp, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * The runbook's backup and restore, as an operator runs them: `backup-main.js` (what
 * `npm run backup` / `npm run restore` start) against a running deployment, then a restore into
 * a fresh database and a fresh bucket, and a second deployment on them that shows the same
 * accounts, trips and stored maps.
 */
const BACKUP_MAIN = resolve(__dirname, '..', 'launcher', 'dist', 'backup-main.js');
const BUCKET = 'roadbook-media';
const PASSWORD = 'ride-safe-1';

let folder: string;
let original: TestDeployment | undefined;
let restored: TestDeployment | undefined;
let restoredDatabase: TestDatabase | undefined;
const buckets: EmbeddedS3[] = [];

interface BucketEnv extends Record<string, string> {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
}

async function bucketEnv(): Promise<BucketEnv> {
  const s3 = await startEmbeddedS3(mkdtempSync(join(folder, 's3-')), BUCKET);
  buckets.push(s3);
  return { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey };
}

/** Runs the command as a child; never synchronously, since the buckets answer from this process. */
function runBackupMain(
  command: 'backup' | 'restore',
  env: Record<string, string>,
): Promise<{ status: number; stderr: string }> {
  return new Promise((resolvePromise) => {
    execFile(
      process.execPath,
      [BACKUP_MAIN, command, join(folder, 'backup')],
      { env: { PATH: process.env.PATH, S3_BUCKET: BUCKET, ...env } },
      (error, _stdout, stderr) =>
        resolvePromise({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

async function objectKeys(env: BucketEnv): Promise<string[]> {
  const s3 = createS3Client({ ...env, S3_REGION: 'us-east-1' });
  const keys: string[] = [];
  for await (const item of s3.listObjectsV2(BUCKET, '', true))
    keys.push((item as { name: string }).name);
  return keys.sort();
}

async function staticMap(baseUrl: string, session: HttpSession, tripId: number): Promise<Buffer> {
  const response = await fetch(`${baseUrl}/api/maps/static/${tripId}?scale=2`, {
    headers: { cookie: session.cookieHeader() },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'roadbook-backup-'));
});

afterAll(async () => {
  await original?.stop();
  await restored?.stop();
  await restoredDatabase?.drop();
  await Promise.all(buckets.map((s3) => s3.stop()));
  rmSync(folder, { recursive: true, force: true });
});

it('restores into a fresh database and bucket with the same accounts, trips and maps', async () => {
  const originalBucket = await bucketEnv();
  original = await startTestDeployment('backup-original', originalBucket);
  const rider = await signUp(original.baseUrl);
  const { body: user } = await rider.get('/auth/user');
  const created = await rider.post('/trips', CANYON_PLAN);
  const trip = await whenGenerated(rider, created.body.id);
  expect(trip.generationStatus).toBe('ready');
  expect((await rider.post(`/trips/${trip.id}/save`)).status).toBe(200);
  // The first request draws the trip's map and keeps it in the bucket.
  const map = await staticMap(original.baseUrl, rider, trip.id);
  expect((await objectKeys(originalBucket)).some((key) => key.includes(`trip-${trip.id}-v1`))).toBe(
    true,
  );
  const { body: itinerary } = await rider.get(`/trips/${trip.id}/itinerary`);

  const backup = await runBackupMain('backup', {
    DATABASE_URL: original.databaseUrl,
    ...originalBucket,
  });
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  const manifest = JSON.parse(readFileSync(join(folder, 'backup', 'manifest.json'), 'utf8'));
  expect(manifest.bucket.objects.map((object: { key: string }) => object.key).sort()).toEqual(
    await objectKeys(originalBucket),
  );

  restoredDatabase = await createTestDatabase('backup-restored');
  const restoredBucket = await bucketEnv();
  const restore = await runBackupMain('restore', {
    DATABASE_URL: restoredDatabase.url,
    ...restoredBucket,
  });
  expect(restore.stderr).toBe('');
  expect(restore.status).toBe(0);
  expect(await objectKeys(restoredBucket)).toEqual(await objectKeys(originalBucket));

  // A restore never merges into a database that has data.
  const again = await runBackupMain('restore', {
    DATABASE_URL: restoredDatabase.url,
    ...restoredBucket,
  });
  expect(again.status).not.toBe(0);
  expect(again.stderr).toContain('restore needs an empty database');

  await original.stop();
  original = undefined;
  restored = await startTestDeployment('backup-restored', {
    DATABASE_URL: restoredDatabase.url,
    ...restoredBucket,
  });
  const back = new HttpSession(restored.baseUrl);
  const signIn = await back.post('/auth/login', { email: user.email, password: PASSWORD });
  expect(signIn.status).toBe(200);
  const { body: trips } = await back.get('/trips/user');
  expect(trips).toEqual([
    expect.objectContaining({ id: trip.id, name: CANYON_PLAN.name, isSaved: true }),
  ]);
  expect((await back.get(`/trips/${trip.id}/itinerary`)).body).toEqual(itinerary);
  expect((await staticMap(restored.baseUrl, back, trip.id)).equals(map)).toBe(true);
});

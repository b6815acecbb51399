import { IntersectionType, PickType } from '@nestjs/mapped-types';
import { DatabaseEnv, StorageEnv } from '@roadbook/platform';
import { createS3Client } from '@roadbook/platform/storage';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { Client as PgClient } from 'pg';

/** What a backup or a restore reaches: the database and the media bucket. */
export class BackupEnv extends IntersectionType(
  PickType(DatabaseEnv, ['DATABASE_URL'] as const),
  StorageEnv,
) {}

const DATABASE_FILE = 'database.dump';
const BUCKET_DIR = 'bucket';
const MANIFEST_FILE = 'manifest.json';

export interface BackupObject {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

/** `manifest.json`: what the backup holds, so a restore can check it before writing anything. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: string };
  bucket: { name: string; objects: BackupObject[] };
}

/**
 * Backs up every service's schema (one `pg_dump` of the database, custom format) and every object
 * of the media bucket into `dir`. Queues are not included: they hold only work in flight, and a
 * trip whose itinerary was being made when the backup ran is re-planned by Modify.
 */
export async function backupRoadbook(env: BackupEnv, dir: string): Promise<BackupManifest> {
  mkdirSync(join(dir, BUCKET_DIR), { recursive: true });
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dir, DATABASE_FILE)}`],
    env.DATABASE_URL,
  );
  const s3 = createS3Client(env);
  const objects: BackupObject[] = [];
  for await (const item of s3.listObjectsV2(env.S3_BUCKET, '', true)) {
    const { name: key } = item as { name?: string };
    if (!key) continue;
    const bytes = await readObject(s3, env.S3_BUCKET, key);
    const { metaData } = await s3.statObject(env.S3_BUCKET, key);
    writeInside(join(dir, BUCKET_DIR), key, bytes);
    objects.push({
      key,
      size: bytes.length,
      sha256: sha256(bytes),
      contentType: String(metaData['content-type'] ?? 'application/octet-stream'),
    });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { file: DATABASE_FILE },
    bucket: { name: env.S3_BUCKET, objects },
  };
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into an empty database (a restore never merges into live data) and the
 * bucket the environment names (created when missing). Every object is checked against the
 * manifest before anything is written.
 */
export async function restoreRoadbook(env: BackupEnv, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new Error(`${dir}: unknown backup format ${String(manifest.format)}`);
  const objects = manifest.bucket.objects.map((object) => {
    const bytes = readInside(join(dir, BUCKET_DIR), object.key);
    if (sha256(bytes) !== object.sha256) throw new Error(`${object.key}: damaged in the backup`);
    return { ...object, bytes };
  });
  await assertEmptyDatabase(env.DATABASE_URL);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      // pg_restore writes to a script unless told a database; the connection comes from libpq's variables.
      `--dbname=${libpqEnv(env.DATABASE_URL).PGDATABASE}`,
      join(dir, manifest.database.file),
    ],
    env.DATABASE_URL,
  );
  const s3 = createS3Client(env);
  if (!(await s3.bucketExists(env.S3_BUCKET))) await s3.makeBucket(env.S3_BUCKET, env.S3_REGION);
  for (const object of objects) {
    await s3.putObject(env.S3_BUCKET, object.key, object.bytes, object.size, {
      'Content-Type': object.contentType,
    });
  }
  return manifest;
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new PgClient({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>(
      `SELECT DISTINCT table_schema AS schema FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (rows.length > 0) {
      const schemas = rows.map((row) => row.schema).join(', ');
      throw new Error(`restore needs an empty database; this one has tables in: ${schemas}`);
    }
  } finally {
    await client.end();
  }
}

async function readObject(s3: ReturnType<typeof createS3Client>, bucket: string, key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await s3.getObject(bucket, key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Object keys become paths under the backup folder; a key must never climb out of it. */
function pathInside(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(resolve(root) + sep)) throw new Error(`unsafe object key: ${key}`);
  return path;
}

function writeInside(root: string, key: string, bytes: Buffer): void {
  const path = pathInside(root, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

function readInside(root: string, key: string): Buffer {
  return readFileSync(pathInside(root, key));
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Runs a PostgreSQL client tool against the database; its error output becomes the error. The
 * connection goes through libpq's variables, so no password shows in the process list.
 */
function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...libpqEnv(databaseUrl) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command} is needed (PostgreSQL client tools): ${error.message}`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

/** A postgres:// URL as libpq's environment variables. */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslMode = url.searchParams.get('sslmode');
  if (sslMode) env.PGSSLMODE = sslMode;
  return env;
}

import { CommandError } from '@roadbook/platform';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startEmbeddedPostgres } from '../local/embedded-postgres';
import { startEmbeddedS3 } from '../local/embedded-s3';
import { runningLocalRoadbook } from '../local/local-run-file';
import { DEFAULT_DATA_DIR } from '../local/local.env';

/**
 * The deployment an operator command (`npm run admin:create`, `seed`, `backup`, `restore`) works
 * on: the variables to run it with, and which database that is, in words, for it to print.
 */
export interface OperatorTarget {
  env: NodeJS.ProcessEnv;
  description: string;
  /** Stops what was started for the command (local mode's embedded stores when it is not running). */
  close(): Promise<void>;
}

export interface OperatorTargetOptions {
  /** The command reads or writes the media bucket too (backup, restore). */
  bucket?: boolean;
  /** A folder with no local Roadbook yet gets a new, empty one (restore). */
  create?: boolean;
}

const DEFAULT_BUCKET = 'roadbook-media';

const nothingToStop = () => Promise.resolve();

/**
 * The database DATABASE_URL names; without it, local mode's on DATA_DIR (`./data`): the running
 * local Roadbook's (its run file says where, with its bucket), or, when none
 * runs, its embedded database opened for the command (and its bucket, when asked; a new one when
 * `create` and the folder has none). Nothing there is a CommandError saying what to do.
 */
export async function findOperatorTarget(
  env: NodeJS.ProcessEnv = process.env,
  { bucket = false, create = false }: OperatorTargetOptions = {},
): Promise<OperatorTarget> {
  if (env.DATABASE_URL) {
    return {
      env,
      description: `the database DATABASE_URL names (${withoutPassword(env.DATABASE_URL)})`,
      close: nothingToStop,
    };
  }
  const dataDir = resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const running = runningLocalRoadbook(dataDir);
  if (running) {
    return {
      env: {
        ...env,
        DATABASE_URL: running.databaseUrl,
        ...(running.s3 &&
          !env.S3_ENDPOINT && {
            S3_ENDPOINT: running.s3.endpoint,
            S3_ACCESS_KEY: running.s3.accessKey,
            S3_SECRET_KEY: running.s3.secretKey,
            S3_BUCKET: running.s3.bucket,
          }),
      },
      description: `the database of the local Roadbook running at ${running.url} (data in ${dataDir})`,
      close: nothingToStop,
    };
  }
  if (!create && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new CommandError(
      `No database to use: DATABASE_URL is not set and ${dataDir} holds no local Roadbook. ` +
        'Start one with `npm start` (or point DATA_DIR at its data), or set DATABASE_URL.',
    );
  }
  const stops: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const postgres = await startEmbeddedPostgres(join(dataDir, 'postgres'));
    stops.push(() => postgres.stop());
    let s3Env: NodeJS.ProcessEnv = {};
    if (bucket && !env.S3_ENDPOINT) {
      const name = env.S3_BUCKET || DEFAULT_BUCKET;
      const s3 = await startEmbeddedS3(join(dataDir, 's3'), name);
      stops.push(() => s3.stop());
      s3Env = {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: name,
      };
    }
    return {
      env: { ...env, DATABASE_URL: postgres.url, ...s3Env },
      description: `local mode's database in ${dataDir} (local mode is not running)`,
      close,
    };
  } catch (error) {
    await close();
    throw new CommandError(
      `Could not open local mode's database in ${dataDir}: ${(error as Error).message}`,
    );
  }
}

/**
 * Runs a command's work on its target, having said which database it is; the target's own stores
 * are stopped after. A database that cannot be reached is a CommandError naming it.
 */
export async function withOperatorTarget<T>(
  options: OperatorTargetOptions,
  work: (target: OperatorTarget) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const target = await findOperatorTarget(env, options);
  process.stdout.write(`Using ${target.description}\n`);
  try {
    return await work(target);
  } catch (error) {
    throw unreachableDatabase(error, target) ?? error;
  } finally {
    await target.close();
  }
}

/** Connection and login failures: the database is not there, or not to be had with this URL. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  '3D000', // database does not exist
  '28P01', // wrong password
  '28000', // no such role, or not allowed in
  '57P03', // starting up or shutting down
]);

function unreachableDatabase(error: unknown, target: OperatorTarget): CommandError | undefined {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (!code || !UNREACHABLE.has(code)) return undefined;
  return new CommandError(`Could not reach ${target.description}: ${message || code}`);
}

/** A database URL fit to print: its password left out. */
export function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'not a URL';
  }
}

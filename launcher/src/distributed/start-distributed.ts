import { validateEnv } from '@roadbook/platform';
import { join } from 'node:path';
import { startEmbeddedS3, type EmbeddedS3 } from '../local/embedded-s3';
import { generateTransportSecret } from '../transport-secret';
import { waitForHealth } from '../wait-for-health';
import { ProcessSupervisor, type LogSink } from '../process-supervisor';
import { APP_NAMES, APP_PROCESSES, type AppName } from './app-processes';
import { DistributedEnv } from './distributed.env';
import { ensureDatabase } from './ensure-database';

export interface DistributedRoadbook {
  url: string;
  supervisor: ProcessSupervisor<AppName>;
  stop(): Promise<void>;
}

/** The gateway goes first on the way down so no request meets a half-stopped system. */
const STOP_ORDER: readonly AppName[] = ['gateway', 'workers', 'media', 'blog', 'trips', 'auth'];

/**
 * Distributed mode on one machine: each app in its own process against the PostgreSQL, Redis
 * and S3 the environment names (an s3rver started here when no S3 endpoint is given).
 */
export async function startDistributed(
  rawEnv: NodeJS.ProcessEnv,
  log: LogSink,
): Promise<DistributedRoadbook> {
  const env = validateEnv(DistributedEnv, rawEnv);
  await ensureDatabase(env.DATABASE_URL);
  let s3: EmbeddedS3 | undefined;
  if (!env.S3_ENDPOINT) s3 = await startEmbeddedS3(join(env.DATA_DIR, 's3'), env.S3_BUCKET);

  // The last lines each app printed, to say why a start failed.
  const recent: string[] = [];
  const remember: LogSink = (app, line, stream) => {
    recent.push(`[${app}] ${line}`);
    if (recent.length > 40) recent.shift();
    log(app, line, stream);
  };
  const url = `http://127.0.0.1:${env.PORT}`;
  const supervisor = new ProcessSupervisor(
    APP_PROCESSES,
    {
      ...rawEnv,
      // The gateway refuses to start without it; on one machine, the address printed below.
      PUBLIC_URL: rawEnv.PUBLIC_URL || url,
      QUEUE_BACKEND: 'redis',
      TRANSPORT_SECRET: env.TRANSPORT_SECRET ?? generateTransportSecret(),
      WEB_DIST_DIR: env.WEB_DIST_DIR,
      MAIL_OUTBOX_DIR: rawEnv.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'outbox'),
      ...(s3 && {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
      }),
    },
    remember,
  );
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await supervisor.stopAll(STOP_ORDER);
      await s3?.stop();
    })());
  try {
    APP_NAMES.forEach((app) => supervisor.start(app));
    await waitForHealth(url);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nLast output:\n${recent.join('\n')}`);
  }
  return { url, supervisor, stop };
}

import { Logger } from '@nestjs/common';
import { authService } from '@roadbook/auth-service';
import { seedDemoBlog } from '../seed/seed-demo-blog';
import { seedFirstAdmin } from './seed-first-admin';
import { blogService } from '@roadbook/blog-service';
import { SERVICE_NAMES, type ServiceName } from '@roadbook/contracts';
import { startGateway } from '@roadbook/gateway';
import { mediaService } from '@roadbook/media-service';
import {
  startService,
  validateEnv,
  type ServiceDefinition,
  type ServiceEnv,
} from '@roadbook/platform';
import { tripsService } from '@roadbook/trips-service';
import { WorkersEnv } from '@roadbook/workers';
import { join } from 'node:path';
import { freePort } from '../free-port';
import { ProcessSupervisor, type LogSink } from '../process-supervisor';
import { REPOSITORY_ROOT } from '../repository-root';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedS3 } from './embedded-s3';
import { generateTransportSecret } from '../transport-secret';
import { LocalRunFile } from './local-run-file';
import { LocalEnv } from './local.env';

const LOCAL_WORKER_ENTRY_POINT = join(REPOSITORY_ROOT, 'launcher', 'dist', 'local-worker-main.js');

/** The worker process's output goes where the launcher's own goes, marked with its name. */
const printLine: LogSink = (instance, line, stream) =>
  (stream === 'stderr' ? process.stderr : process.stdout).write(`[${instance}] ${line}\n`);

export interface LocalRoadbook {
  url: string;
  stop(): Promise<void>;
}

/**
 * Local mode: the apps of the distributed system on the same code path, the gateway and the
 * services in this process and the workers in a child process. Only the adapters differ: PGlite
 * stands in for PostgreSQL, s3rver for S3, and BullMQ runs on its PostgreSQL backend instead of
 * Redis. The apps still talk over the TCP transport on loopback, each on a free port.
 *
 * The workers run apart, with a bounded heap, because a job can take more memory or time than
 * any request: when one brings its process down, the site stays up, the process is started
 * again, and the job's stalled-job limit keeps it from doing that for ever.
 */
export async function startLocal(rawEnv: NodeJS.ProcessEnv = process.env): Promise<LocalRoadbook> {
  const env = validateEnv(LocalEnv, rawEnv);
  const logger = new Logger('local');
  const stack: Array<{ name: string; stop: () => Promise<unknown> }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stack.reverse()) {
      await stop().catch((error: Error) => logger.error(`stopping ${name}: ${error.message}`));
    }
  };

  try {
    const postgres = await startEmbeddedPostgres(join(env.DATA_DIR, 'postgres'));
    stack.push({ name: 'embedded PostgreSQL', stop: () => postgres.stop() });
    const s3 = await startEmbeddedS3(join(env.DATA_DIR, 's3'), env.S3_BUCKET);
    stack.push({ name: 'embedded S3', stop: () => s3.stop() });

    await seedFirstAdmin(postgres.url, logger);

    // The address is settled before the gateway starts: it is PUBLIC_URL, where e-mailed links
    // point and the only origin whose pages may change state.
    const port = env.PORT === 0 ? await freePort(env.HOST) : env.PORT;
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
    const ports = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (name) => [name, await freePort()] as const)),
    ) as Record<ServiceName, number>;
    const appEnv: NodeJS.ProcessEnv = {
      ...rawEnv,
      DATABASE_URL: postgres.url,
      DATABASE_POOL_MAX: '3',
      QUEUE_BACKEND: 'postgres',
      QUEUE_DATABASE_URL: postgres.url,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      AUTH_PORT: String(ports.auth),
      TRIPS_PORT: String(ports.trips),
      BLOG_PORT: String(ports.blog),
      MEDIA_PORT: String(ports.media),
      // The services listen on loopback only, and answer only messages signed with this start's
      // own secret; every app here (and the workers wherever they run) inherits it from this env.
      SERVICE_LISTEN_HOST: '127.0.0.1',
      TRANSPORT_SECRET: generateTransportSecret(),
      HOST: env.HOST,
      PORT: String(port),
      PUBLIC_URL: rawEnv.PUBLIC_URL || url,
      WEB_DIST_DIR: env.WEB_DIST_DIR,
      RATE_LIMIT_STORE: 'memory',
      MAIL_OUTBOX_DIR: join(env.DATA_DIR, 'outbox'),
    };
    const options = { env: appEnv, shutdownHooks: false };
    // The worker process checks this too, but a mistake found there would only restart it.
    const workersEnv = validateEnv(WorkersEnv, appEnv);

    // One at a time: the embedded database answers one query at a time anyway, and migrations
    // are easier to read in the log in order.
    const startOne = async <E extends ServiceEnv>(definition: ServiceDefinition<E>) => {
      const app = await startService(definition, options);
      stack.push({ name: `${definition.name} service`, stop: () => app.close() });
    };
    await startOne(authService);
    await startOne(tripsService);
    await startOne(blogService);
    await startOne(mediaService);
    // After the trips service is up, so the articles can link the featured trips it has.
    await seedDemoBlog(postgres.url, workersEnv, logger, {
      onlyIfEmpty: true,
    });
    const supervisor = new ProcessSupervisor(
      {
        workers: {
          entryPoint: LOCAL_WORKER_ENTRY_POINT,
          execArgv: [`--max-old-space-size=${env.LOCAL_WORKER_HEAP_MB}`],
          restartWhenItDies: true,
        },
      },
      appEnv,
      printLine,
    );
    stack.push({ name: 'worker process', stop: () => supervisor.stopAll(['workers']) });
    // Started before the gateway so its first health check finds a worker; one that dies on
    // the way (a poisonous job left in the queue) is restarted while the site comes up.
    if (!(await supervisor.startAndWaitUntilReady('workers'))) {
      logger.warn('the worker process stopped before it was ready; it is being restarted');
    }
    const gateway = await startGateway(options);
    stack.push({ name: 'gateway', stop: () => gateway.app.close() });

    const runFile = new LocalRunFile(env.DATA_DIR, {
      pid: process.pid,
      url,
      databaseUrl: postgres.url,
      workerPid: supervisor.pid('workers') ?? null,
    });
    supervisor.on('start', (_instance, pid) => runFile.update({ workerPid: pid }));
    supervisor.on('exit', () => runFile.update({ workerPid: null }));
    stack.push({ name: 'run file', stop: () => Promise.resolve(runFile.remove()) });

    return { url, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

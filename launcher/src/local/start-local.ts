import { Logger } from '@nestjs/common';
import { authService } from '@roadbook/auth-service';
import { seedDemoContent } from '../seed/seed-demo-content';
import { coverSeededPostsOncePlanned } from '../seed/seed-post-covers';
import { seedFirstAdmin } from './seed-first-admin';
import { blogService } from '@roadbook/blog-service';
import { startGateway } from '@roadbook/gateway';
import { mediaService } from '@roadbook/media-service';
import {
  answerCallFromChild,
  installAppLogger,
  mergeSnapshots,
  processMetrics,
  startMetricsServer,
  startService,
  type AppLogger,
  validateEnv,
  type ServiceDefinition,
  type ServiceEnv,
} from '@roadbook/platform';
import { tripsService } from '@roadbook/trips-service';
import { WorkersEnv } from '@roadbook/workers';
import { join } from 'node:path';
import { askChildMetrics } from '../child-metrics';
import { freePort } from '../free-port';
import { childOutputSink } from '../child-output';
import { ProcessSupervisor } from '../process-supervisor';
import { REPOSITORY_ROOT } from '../repository-root';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedS3 } from './embedded-s3';
import { localAppEnv, type LocalParts } from './local-app-env';
import { LocalRunFile } from './local-run-file';
import { LocalEnv } from './local.env';

const LOCAL_WORKER_ENTRY_POINT = join(REPOSITORY_ROOT, 'launcher', 'dist', 'local-worker-main.js');

export interface LocalRoadbook {
  url: string;
  /** Where both processes' Prometheus metrics are served; none when METRICS_PORT is 0. */
  metricsUrl?: string;
  logger: AppLogger;
  stop(): Promise<void>;
}

/**
 * Local mode: the apps of the distributed system on the same code path, the gateway and the
 * services in this process and the workers in a child process. Only the adapters differ: PGlite
 * stands in for PostgreSQL, s3rver for S3, and BullMQ runs on its PostgreSQL backend instead of
 * Redis, and the apps call each other in this process, with no socket between them; the worker
 * process's calls go to this one over the IPC channel Node keeps with it.
 *
 * The workers run apart, with a bounded heap, because a job can take more memory or time than
 * any request: when one brings its process down, the site stays up, the process is started
 * again, and the job's stalled-job limit keeps it from doing that for ever.
 */
export async function startLocal(rawEnv: NodeJS.ProcessEnv = process.env): Promise<LocalRoadbook> {
  const env = validateEnv(LocalEnv, rawEnv);
  // One logger for the gateway and the services in this process: their lines say `app: local`
  // and their context; the worker process's say `app: workers`.
  const appLogger = installAppLogger('local', env);
  const logger = new Logger('local');
  // The start-up lines a person waits on, whatever LOG_LEVEL says; the rest is at `log` and below.
  const progress = (message: string) => appLogger.announce(message, 'local');
  const stack: Array<{ name: string; stop: () => Promise<unknown> }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stack.reverse()) {
      await stop().catch((error: Error) => logger.error(`stopping ${name}: ${error.message}`));
    }
  };

  try {
    progress(`Starting Roadbook in local mode, data in ${env.DATA_DIR}`);
    const postgres = await startEmbeddedPostgres(join(env.DATA_DIR, 'postgres'));
    stack.push({ name: 'embedded PostgreSQL', stop: () => postgres.stop() });
    const s3 = await startEmbeddedS3(join(env.DATA_DIR, 's3'), env.S3_BUCKET);
    stack.push({ name: 'embedded S3', stop: () => s3.stop() });
    progress('Embedded PostgreSQL and S3 are up; starting the services');

    await seedFirstAdmin(postgres.url, logger);

    // The address is settled before the gateway starts: it is PUBLIC_URL, where e-mailed links
    // point and the only origin whose pages may change state.
    const port = env.PORT === 0 ? await freePort(env.HOST) : env.PORT;
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
    const parts: LocalParts = { databaseUrl: postgres.url, s3, port, url };
    const appEnv = localAppEnv(rawEnv, env, parts);
    const options = { env: appEnv, shutdownHooks: false, logger: appLogger };
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
    // After the trips service is up: a first start gets featured trips (queued now, planned by
    // the workers started next) and articles that link them.
    const seeded = await seedDemoContent(postgres.url, workersEnv, logger, { onlyIfEmpty: true });
    const supervisor = workerProcessSupervisor(env, appEnv, appLogger);
    stack.push({ name: 'worker process', stop: () => supervisor.stopAll(['workers']) });
    // Started before the gateway so its first health check finds a worker; one that dies on
    // the way (a poisonous job left in the queue) is restarted while the site comes up.
    if (await supervisor.startAndWaitUntilReady('workers')) {
      progress(`Services and worker process (pid ${supervisor.pid('workers')}) started`);
    } else {
      logger.warn('the worker process stopped before it was ready; it is being restarted');
    }
    const gateway = await startGateway(options);
    stack.push({ name: 'gateway', stop: () => gateway.app.close() });
    if (seeded) {
      const covers = coverSeededPostsOncePlanned(postgres.url, workersEnv, seeded, logger);
      stack.push({ name: 'seeded post covers', stop: covers.stop });
    }

    const runFile = openRunFile(env, parts, supervisor);
    stack.push({ name: 'run file', stop: () => Promise.resolve(runFile.remove()) });

    const metricsUrl = await serveMetrics(env, supervisor, logger);
    if (metricsUrl) stack.push({ name: 'metrics port', stop: metricsUrl.close });

    return { url, metricsUrl: metricsUrl?.url, logger: appLogger, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * The run file of this start (local-run-file.ts), kept up to date with the worker's pid: how the
 * operator commands find the running site.
 */
function openRunFile(
  env: LocalEnv,
  { url, databaseUrl, s3 }: LocalParts,
  supervisor: ProcessSupervisor<'workers'>,
): LocalRunFile {
  const runFile = new LocalRunFile(env.DATA_DIR, {
    pid: process.pid,
    url,
    databaseUrl,
    workerPid: supervisor.pid('workers') ?? null,
    s3: {
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      bucket: env.S3_BUCKET,
    },
  });
  supervisor.on('start', (_instance, pid) => runFile.update({ workerPid: pid }));
  supervisor.on('exit', () => runFile.update({ workerPid: null }));
  return runFile;
}

/**
 * The worker process, restarted when it dies, with a bounded heap: the apps' environment, its
 * calls to the services answered by this process, and its JSON lines shown pretty when this
 * process prints so.
 */
function workerProcessSupervisor(
  env: LocalEnv,
  appEnv: NodeJS.ProcessEnv,
  appLogger: AppLogger,
): ProcessSupervisor<'workers'> {
  const supervisor = new ProcessSupervisor(
    {
      workers: {
        entryPoint: LOCAL_WORKER_ENTRY_POINT,
        execArgv: [`--max-old-space-size=${env.LOCAL_WORKER_HEAP_MB}`],
        env: { SERVICE_TRANSPORT: 'parent-process' },
        restartWhenItDies: true,
      },
    },
    appEnv,
    childOutputSink(appLogger.format === 'pretty'),
  );
  supervisor.on('message', (instance, message) =>
    answerCallFromChild(message, (answer) => supervisor.send(instance, answer)),
  );
  return supervisor;
}

/**
 * The ops port of local mode: the metrics of this process (the gateway and the services, their
 * series told apart by labels) and of the worker process, asked for over IPC at each scrape,
 * merged into one exposition with a `process` label (`main`, `workers`). A port already taken
 * (another Roadbook on this machine) costs the metrics, never the site.
 */
async function serveMetrics(
  env: LocalEnv,
  supervisor: ProcessSupervisor<'workers'>,
  logger: Logger,
): Promise<{ url: string; close: () => Promise<void> } | undefined> {
  if (!env.METRICS_PORT) return undefined;
  const render = async () => {
    const [main, workers] = await Promise.all([
      processMetrics().json(),
      askChildMetrics(supervisor, 'workers'),
    ]);
    return mergeSnapshots(workers ? { main, workers } : { main }).metrics();
  };
  try {
    return await startMetricsServer(env.METRICS_HOST, env.METRICS_PORT, render);
  } catch (error) {
    logger.warn(`metrics not served on port ${env.METRICS_PORT}: ${(error as Error).message}`);
    return undefined;
  }
}

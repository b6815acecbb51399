import { validateEnv } from '@roadbook/platform';
import { join } from 'node:path';
import { startEmbeddedS3, type EmbeddedS3 } from '../local/embedded-s3';
import { waitForHealth } from '../wait-for-health';
import { ProcessSupervisor, type LogSink } from '../process-supervisor';
import { APP_NAMES, APP_PROCESSES, type AppName } from './app-processes';
import { DistributedEnv } from './distributed.env';
import { ensureDatabase } from './ensure-database';
import { ensureNats } from './ensure-nats';

export interface DistributedOptions {
  /**
   * An ops port (`GET /metrics`) for each app named, over METRICS_PORT_BASE's; the others serve
   * none. Apps on one machine need a port each, so a single METRICS_PORT cannot be shared out.
   */
  metricsPorts?: Partial<Record<AppName, number>>;
  /**
   * Start again an app process that dies (on by default, as a container's restart policy); the
   * end-to-end tests that kill a part to watch the system notice turn it off.
   */
  restartWhenAppsDie?: boolean;
}

/**
 * The instances to start, by name: one of the gateway (it holds the HTTP port), SERVICE_REPLICAS
 * of each service and WORKER_PROCESSES workers; the first of each is named after its app, the
 * others `trips-2`, `trips-3`…
 */
export function appInstances(
  env: Pick<DistributedEnv, 'SERVICE_REPLICAS' | 'WORKER_PROCESSES'>,
): Array<[AppName, string]> {
  const count = (app: AppName) =>
    app === 'gateway' ? 1 : app === 'workers' ? env.WORKER_PROCESSES : env.SERVICE_REPLICAS;
  return APP_NAMES.flatMap((app) =>
    Array.from({ length: count(app) }, (_, i): [AppName, string] => [
      app,
      i === 0 ? app : `${app}-${i + 1}`,
    ]),
  );
}

/** METRICS_PORT_BASE's ports: consecutive, one per app in APP_NAMES order; none for 0. */
export function consecutiveMetricsPorts(base: number): Partial<Record<AppName, number>> {
  return base ? Object.fromEntries(APP_NAMES.map((app, i) => [app, base + i])) : {};
}

export interface DistributedRoadbook {
  url: string;
  /** Each app's Prometheus endpoint, for the apps given an ops port. */
  metricsUrls: Partial<Record<AppName, string>>;
  supervisor: ProcessSupervisor<AppName>;
  stop(): Promise<void>;
}

/** The gateway goes first on the way down so no request meets a half-stopped system. */
const STOP_ORDER: readonly AppName[] = ['gateway', 'workers', 'media', 'blog', 'trips', 'auth'];

/**
 * Distributed mode on one machine: each app in its own process (the services and workers as
 * many times as asked), reaching each other through the NATS server NATS_URL names, against the
 * PostgreSQL, Redis and S3 the environment names (an s3rver started here when no S3 endpoint is
 * given). A process that dies is started again.
 */
export async function startDistributed(
  rawEnv: NodeJS.ProcessEnv,
  log: LogSink,
  options: DistributedOptions = {},
): Promise<DistributedRoadbook> {
  const env = validateEnv(DistributedEnv, rawEnv);
  const metricsPorts = {
    ...consecutiveMetricsPorts(env.METRICS_PORT_BASE),
    ...options.metricsPorts,
  };
  await ensureNats(env);
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
  const restartWhenItDies = options.restartWhenAppsDie ?? true;
  const apps = Object.fromEntries(
    APP_NAMES.map((app) => {
      const port = metricsPorts[app];
      return [
        app,
        {
          ...APP_PROCESSES[app],
          restartWhenItDies,
          ...(port && { env: { METRICS_PORT: String(port) } }),
        },
      ];
    }),
  ) as typeof APP_PROCESSES;
  const supervisor = new ProcessSupervisor(
    apps,
    {
      ...rawEnv,
      // The gateway refuses to start without it; on one machine, the address printed below.
      PUBLIC_URL: rawEnv.PUBLIC_URL || url,
      QUEUE_BACKEND: 'redis',
      WEB_DIST_DIR: env.WEB_DIST_DIR,
      MAIL_OUTBOX_DIR: rawEnv.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'outbox'),
      // One port cannot serve six processes: only those given one above open one.
      METRICS_PORT: '0',
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
    appInstances(env).forEach(([app, instance]) => supervisor.start(app, instance));
    await waitForHealth(url);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nLast output:\n${recent.join('\n')}`);
  }
  const metricsUrls = Object.fromEntries(
    Object.entries(metricsPorts).map(([app, port]) => [app, `http://127.0.0.1:${port}/metrics`]),
  ) as Partial<Record<AppName, string>>;
  return { url, metricsUrls, supervisor, stop };
}

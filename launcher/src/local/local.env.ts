import { IntersectionType, PickType } from '@nestjs/mapped-types';
import { LoggingEnv, MetricsEnv, StorageEnv } from '@roadbook/platform';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { LauncherHttpEnv } from '../launcher.env';
import { REPOSITORY_ROOT } from '../repository-root';

/** Where local mode keeps its data unless DATA_DIR says otherwise: `./data` of the repository. */
export const DEFAULT_DATA_DIR = resolve(REPOSITORY_ROOT, 'data');

class LocalModeEnv {
  /** Embedded PostgreSQL and S3 keep their data here; a second start reuses it. */
  @IsString()
  DATA_DIR = DEFAULT_DATA_DIR;

  /** The address local mode serves on (loopback: only this machine). */
  @IsString()
  HOST = '127.0.0.1';

  /**
   * The heap limit of the worker process, in MB: a job that needs more ends that process (which
   * is then restarted) instead of the whole site.
   */
  @IsInt()
  @Min(128)
  @Max(65_536)
  LOCAL_WORKER_HEAP_MB: number = 512;
}

/** One ops port for local mode's two processes, on by default: nothing to configure to look. */
class LocalMetricsEnv extends MetricsEnv {
  /**
   * The port local mode serves Prometheus metrics on (`GET /metrics`): the launcher's process
   * (gateway and services) and its worker process, merged; 0: none.
   */
  override METRICS_PORT: number = 9464;
}

/** Quiet by default: a person reads this terminal (see LOG_LEVEL below). */
class LocalLoggingEnv extends LoggingEnv {
  /**
   * Local mode prints its start-up lines, its address, warnings and errors; `log` adds every
   * routine line (requests, jobs, migrations), `debug` everything.
   */
  override LOG_LEVEL: LoggingEnv['LOG_LEVEL'] = 'warn';
}

export class LocalEnv extends IntersectionType(
  LocalModeEnv,
  LauncherHttpEnv,
  LocalLoggingEnv,
  LocalMetricsEnv,
  PickType(StorageEnv, ['S3_BUCKET', 'S3_REGION'] as const),
) {}

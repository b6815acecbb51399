import { IntersectionType, PickType } from '@nestjs/mapped-types';
import { LoggingEnv, MetricsEnv, StorageEnv } from '@roadbook/platform';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { LauncherHttpEnv } from '../launcher.env';
import { REPOSITORY_ROOT } from '../repository-root';

class LocalModeEnv {
  /** Embedded PostgreSQL and S3 keep their data here; a second start reuses it. */
  @IsString()
  DATA_DIR = resolve(REPOSITORY_ROOT, 'data');

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

export class LocalEnv extends IntersectionType(
  LocalModeEnv,
  LauncherHttpEnv,
  LoggingEnv,
  LocalMetricsEnv,
  PickType(StorageEnv, ['S3_BUCKET', 'S3_REGION'] as const),
) {}

import { IntersectionType, PickType } from '@nestjs/mapped-types';
import { DatabaseEnv, LoggingEnv, QueueEnv, StorageEnv, TransportEnv } from '@roadbook/platform';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { LauncherHttpEnv } from '../launcher.env';
import { REPOSITORY_ROOT } from '../repository-root';

class DistributedModeEnv {
  /** Without an S3 endpoint, an s3rver is started here with its data under DATA_DIR. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  /**
   * The first of six consecutive ops ports (Prometheus `GET /metrics` on 127.0.0.1), one per app
   * in the order auth, trips, blog, media, workers, gateway; 0: none. The apps on one machine
   * need a port each, so the apps' own METRICS_PORT is not shared out to them.
   */
  @IsInt()
  @Min(0)
  @Max(65529)
  METRICS_PORT_BASE: number = 0;

  /**
   * Processes of each service (auth, trips, blog, media): the replicas of one share its calls
   * through NATS's queue groups.
   */
  @IsInt()
  @Min(1)
  @Max(16)
  SERVICE_REPLICAS: number = 1;

  /** Worker processes; each runs WORKER_CONCURRENCY jobs per queue at once. */
  @IsInt()
  @Min(1)
  @Max(16)
  WORKER_PROCESSES: number = 1;

  /** Where the distributed launcher keeps the embedded s3rver's data and its mail outbox. */
  @IsString()
  DATA_DIR = resolve(REPOSITORY_ROOT, 'data', 'distributed');
}

export class DistributedEnv extends IntersectionType(
  DistributedModeEnv,
  LauncherHttpEnv,
  DatabaseEnv,
  // The launcher's own lines; the apps it starts read the same variables.
  LoggingEnv,
  PickType(QueueEnv, ['REDIS_URL', 'QUEUE_PREFIX'] as const),
  PickType(StorageEnv, ['S3_BUCKET'] as const),
  // The apps it starts reach each other through this NATS server.
  TransportEnv,
) {}

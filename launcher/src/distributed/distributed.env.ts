import { IntersectionType, PartialType, PickType } from '@nestjs/mapped-types';
import { DatabaseEnv, QueueEnv, StorageEnv, TransportEnv } from '@roadbook/platform';
import { IsOptional, IsString, IsUrl } from 'class-validator';
import { resolve } from 'node:path';
import { LauncherHttpEnv } from '../launcher.env';
import { REPOSITORY_ROOT } from '../repository-root';

class DistributedModeEnv {
  /** Without an S3 endpoint, an s3rver is started here with its data under DATA_DIR. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsString()
  DATA_DIR = resolve(REPOSITORY_ROOT, 'data', 'distributed');
}

export class DistributedEnv extends IntersectionType(
  DistributedModeEnv,
  LauncherHttpEnv,
  DatabaseEnv,
  PickType(QueueEnv, ['REDIS_URL', 'QUEUE_PREFIX'] as const),
  PickType(StorageEnv, ['S3_BUCKET'] as const),
  // Optional here: without one, the apps started together get a fresh one.
  PartialType(TransportEnv),
) {}

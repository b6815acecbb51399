import { IntersectionType, PickType } from '@nestjs/mapped-types';
import { DatabaseEnv, QueueEnv, StorageEnv } from '@roadbook/platform';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { REPOSITORY_ROOT } from '../repository-root';

class DistributedModeEnv {
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 8080;

  @IsString()
  WEB_DIST_DIR = resolve(REPOSITORY_ROOT, 'web', 'dist');

  /** Without an S3 endpoint, an s3rver is started here with its data under DATA_DIR. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsString()
  DATA_DIR = resolve(REPOSITORY_ROOT, 'data', 'distributed');
}

export class DistributedEnv extends IntersectionType(
  DistributedModeEnv,
  DatabaseEnv,
  PickType(QueueEnv, ['REDIS_URL', 'QUEUE_PREFIX'] as const),
  PickType(StorageEnv, ['S3_BUCKET'] as const),
) {}

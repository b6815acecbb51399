import { LoggingEnv, StorageEnv } from '@roadbook/platform';
import { IntersectionType, PickType } from '@nestjs/mapped-types';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { REPOSITORY_ROOT } from '../repository-root';

class LocalModeEnv {
  /** Embedded PostgreSQL and S3 keep their data here; a second start reuses it. */
  @IsString()
  DATA_DIR = resolve(REPOSITORY_ROOT, 'data');

  @IsString()
  HOST = '127.0.0.1';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 8080;

  @IsString()
  WEB_DIST_DIR = resolve(REPOSITORY_ROOT, 'web', 'dist');
}

export class LocalEnv extends IntersectionType(
  LocalModeEnv,
  LoggingEnv,
  PickType(StorageEnv, ['S3_BUCKET', 'S3_REGION'] as const),
) {}

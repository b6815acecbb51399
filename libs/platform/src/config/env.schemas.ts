import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Transform } from 'class-transformer';

const URL_OPTIONS = { require_tld: false, require_protocol: true } as const;

export const QUEUE_BACKENDS = ['redis', 'postgres'] as const;
export type QueueBackend = (typeof QUEUE_BACKENDS)[number];

/** PostgreSQL: each service connects with its own schema and its own migrations. */
export class DatabaseEnv {
  @IsUrl({ ...URL_OPTIONS, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadbook';

  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_MAX: number = 10;
}

/** BullMQ: Redis in distributed mode, its PostgreSQL backend in local mode. */
export class QueueEnv {
  @IsIn(QUEUE_BACKENDS)
  QUEUE_BACKEND: QueueBackend = 'redis';

  @ValidateIf((env: QueueEnv) => env.QUEUE_BACKEND === 'redis')
  @IsUrl({ ...URL_OPTIONS, protocols: ['redis', 'rediss'] })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /**
   * Keeps several deployments (and test runs) apart on one Redis. The PostgreSQL backend has no
   * prefix: there each deployment has its own database.
   */
  @IsString()
  QUEUE_PREFIX = 'roadbook';

  /** Required when QUEUE_BACKEND is postgres. */
  @ValidateIf((env: QueueEnv) => env.QUEUE_BACKEND === 'postgres')
  @IsUrl({ ...URL_OPTIONS, protocols: ['postgres', 'postgresql'] })
  QUEUE_DATABASE_URL?: string;
}

/** Where each service listens for the transport; the gateway needs all four. */
export class ServiceEndpointsEnv {
  @IsString()
  AUTH_HOST = '127.0.0.1';
  @IsInt()
  @Min(1)
  @Max(65535)
  AUTH_PORT: number = 4001;

  @IsString()
  TRIPS_HOST = '127.0.0.1';
  @IsInt()
  @Min(1)
  @Max(65535)
  TRIPS_PORT: number = 4002;

  @IsString()
  BLOG_HOST = '127.0.0.1';
  @IsInt()
  @Min(1)
  @Max(65535)
  BLOG_PORT: number = 4003;

  @IsString()
  MEDIA_HOST = '127.0.0.1';
  @IsInt()
  @Min(1)
  @Max(65535)
  MEDIA_PORT: number = 4004;
}

const TRANSPORT_SECRET_MIN_LENGTH = 32;
const TRANSPORT_SECRET_HINT =
  `must be set to at least ${TRANSPORT_SECRET_MIN_LENGTH} characters, the same in every app ` +
  '(e.g. `openssl rand -hex 32`)';

/**
 * The key every message between the gateway, the services and the workers is signed with.
 * There is no default: a service port answers only holders of this secret, so every app that
 * talks over the transport refuses to start without one. The local launcher makes a fresh one
 * at each start.
 */
export class TransportEnv {
  // Also refuses a missing value: only a string of this length passes.
  @MinLength(TRANSPORT_SECRET_MIN_LENGTH, { message: TRANSPORT_SECRET_HINT })
  TRANSPORT_SECRET: string;
}

/** Object storage through the S3 API (MinIO, the embedded s3rver, or any S3). */
export class StorageEnv {
  @IsUrl({ ...URL_OPTIONS, protocols: ['http', 'https'] })
  S3_ENDPOINT = 'http://127.0.0.1:9000';

  @IsString()
  S3_ACCESS_KEY = 'roadbook';

  @IsString()
  S3_SECRET_KEY = 'roadbook-secret';

  @IsString()
  S3_BUCKET = 'roadbook-media';

  @IsString()
  S3_REGION = 'us-east-1';
}

export class LoggingEnv {
  @IsOptional()
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';
}

/** The address a service's transport listener binds to. */
export class ServiceListenEnv {
  @IsString()
  SERVICE_LISTEN_HOST = '127.0.0.1';
}

/**
 * Environment flags are strings: only 'true' and '1' turn one on. Reads the raw value, since
 * implicit conversion has already turned any non-empty string, 'false' included, into true.
 */
export function ToBoolean(): PropertyDecorator {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    return raw === true || raw === 'true' || raw === '1';
  });
}

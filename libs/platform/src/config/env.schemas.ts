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
import { LOG_FORMATS, type LogFormat } from '../logging/log-format';

const URL_OPTIONS = { require_tld: false, require_protocol: true } as const;

export const QUEUE_BACKENDS = ['redis', 'postgres'] as const;
export type QueueBackend = (typeof QUEUE_BACKENDS)[number];

/** PostgreSQL: each service connects with its own schema and its own migrations. */
export class DatabaseEnv {
  /** The PostgreSQL database every service and the queue's PostgreSQL backend connect to. */
  @IsUrl({ ...URL_OPTIONS, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadbook';

  /** Connections one process keeps open to PostgreSQL at most (per service process). */
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_MAX: number = 10;
}

/** BullMQ: Redis in distributed mode, its PostgreSQL backend in local mode. */
export class QueueEnv {
  /** Where the job queues live: Redis (distributed mode) or PostgreSQL (local mode's embedded database). */
  @IsIn(QUEUE_BACKENDS)
  QUEUE_BACKEND: QueueBackend = 'redis';

  /** Redis for the queues (and the gateway's shared rate limits); required with the redis backend. */
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
  /** The host the auth service's transport is reached at (by the gateway, the workers and other services). */
  @IsString()
  AUTH_HOST = '127.0.0.1';
  /** The port of the auth service's transport; the auth service listens on it. */
  @IsInt()
  @Min(1)
  @Max(65535)
  AUTH_PORT: number = 4001;

  /** The host the trips service's transport is reached at (by the gateway, the workers and other services). */
  @IsString()
  TRIPS_HOST = '127.0.0.1';
  /** The port of the trips service's transport; the trips service listens on it. */
  @IsInt()
  @Min(1)
  @Max(65535)
  TRIPS_PORT: number = 4002;

  /** The host the blog service's transport is reached at (by the gateway, the workers and other services). */
  @IsString()
  BLOG_HOST = '127.0.0.1';
  /** The port of the blog service's transport; the blog service listens on it. */
  @IsInt()
  @Min(1)
  @Max(65535)
  BLOG_PORT: number = 4003;

  /** The host the media service's transport is reached at (by the gateway, the workers and other services). */
  @IsString()
  MEDIA_HOST = '127.0.0.1';
  /** The port of the media service's transport; the media service listens on it. */
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
  /** The shared signing key, at least 32 characters, the same in every app. */
  // Also refuses a missing value: only a string of this length passes.
  @MinLength(TRANSPORT_SECRET_MIN_LENGTH, { message: TRANSPORT_SECRET_HINT })
  TRANSPORT_SECRET: string;
}

/** Object storage through the S3 API (MinIO, the embedded s3rver, or any S3). */
export class StorageEnv {
  /** The S3 API's address (MinIO, the embedded s3rver, or any S3). */
  @IsUrl({ ...URL_OPTIONS, protocols: ['http', 'https'] })
  S3_ENDPOINT = 'http://127.0.0.1:9000';

  /** The access key the media service signs S3 requests with. */
  @IsString()
  S3_ACCESS_KEY = 'roadbook';

  /** The secret key the media service signs S3 requests with. */
  @IsString()
  S3_SECRET_KEY = 'roadbook-secret';

  /** The bucket that holds uploaded images and drawn maps (created at start if missing). */
  @IsString()
  S3_BUCKET = 'roadbook-media';

  /** The S3 region the bucket is in (any value for MinIO and s3rver). */
  @IsString()
  S3_REGION = 'us-east-1';
}

export class LoggingEnv {
  /** The least severe log level printed (`log` is Nest's info level). */
  @IsOptional()
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  /**
   * `json` (one object per line) or `pretty` (coloured text). Unset: pretty on a terminal, JSON
   * into a pipe or a file (containers, tests, CI, log collectors).
   */
  @IsOptional()
  @IsIn(LOG_FORMATS)
  LOG_FORMAT?: LogFormat;
}

/**
 * Where users reach Roadbook. Every link that leaves the site (e-mails, feeds, link previews) is
 * built from it by the app that writes the link, never from a request or a job: a Host header is
 * the sender's to choose, and a job's payload is whatever its producer (or a queue's admin) put
 * there.
 */
export class PublicUrlEnv {
  /**
   * The address users reach Roadbook at (`https://roadbook.example.com`): links in e-mails,
   * feeds and link previews point there, only pages from its origin may change state, and an
   * `https:` address makes cookies Secure. Required: the request's own Host header is the
   * attacker's to choose. Local mode passes the address it prints.
   */
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    {
      message:
        'PUBLIC_URL is required: the http(s) address users reach Roadbook at, e.g. https://roadbook.example.com',
    },
  )
  PUBLIC_URL!: string;
}

/** The address a service's transport listener binds to. */
export class ServiceListenEnv {
  /** The address a service's transport listener binds to (`0.0.0.0` in containers). */
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

/** The ops port: this process's Prometheus metrics, apart from every public port. */
export class MetricsEnv {
  /**
   * The port this process serves Prometheus metrics on (`GET /metrics`), never the public one;
   * 0: none. Each app gets its own (compose sets 9464 in every container).
   */
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT: number = 0;

  /** The address the metrics port binds to (`0.0.0.0` in containers, so Prometheus reaches it). */
  @IsString()
  METRICS_HOST = '127.0.0.1';
}

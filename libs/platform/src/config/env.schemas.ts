import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
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

  /**
   * Milliseconds a connection may sit unused in a service's pool before it is closed; 0 keeps
   * it. A new connection costs PostgreSQL a process and its catalog caches (1–50 ms of its CPU,
   * by machine), which a pool that closes them after a short lull pays again at the next burst.
   */
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  DATABASE_POOL_IDLE_MS: number = 60_000;

  /**
   * Send the hot statements (a plan's draft and result, a trip by id) as named prepared
   * statements, parsed once per connection. Local mode turns it off: its embedded database is
   * one session for every connection. Turn it off behind a pooler that does not keep prepared
   * statements (PgBouncer in transaction mode before 1.21, or without `max_prepared_statements`).
   */
  @ToBoolean()
  @IsBoolean()
  DATABASE_NAMED_STATEMENTS: boolean = true;
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

export const SERVICE_TRANSPORTS = ['nats', 'in-process', 'parent-process'] as const;
/**
 * How the apps call each other: `nats` through a NATS server (every deployment of more than one
 * process); `in-process` when they share one process (local mode, the integration specs);
 * `parent-process` in local mode's worker process, whose calls its parent answers.
 */
export type ServiceTransportKind = (typeof SERVICE_TRANSPORTS)[number];

/**
 * How an app reaches the others. Through NATS, the services subscribe in queue groups, so any
 * number of replicas of one share its calls; NATS's own authorization (a user and password the
 * server knows, over TLS in production) decides who may publish and subscribe.
 */
export class TransportEnv {
  /**
   * `nats` (the default); `in-process` and `parent-process` are set by local mode for its apps and
   * its worker process.
   */
  @IsIn(SERVICE_TRANSPORTS)
  SERVICE_TRANSPORT: ServiceTransportKind = 'nats';

  /** The NATS server, or several separated by commas (`nats://host:4222`, `tls://host:4222`). */
  @ValidateIf((env: TransportEnv) => env.SERVICE_TRANSPORT === 'nats')
  @IsString()
  NATS_URL = 'nats://127.0.0.1:4222';

  /** The NATS user every app connects as (the server's `authorization`); set with NATS_PASSWORD. */
  @ValidateIf((env: TransportEnv) => env.NATS_PASSWORD !== undefined)
  @IsString()
  @MinLength(1, { message: 'NATS_USER must be set when NATS_PASSWORD is' })
  NATS_USER?: string;

  /** That user's password on the NATS server; set with NATS_USER. */
  @ValidateIf((env: TransportEnv) => env.NATS_USER !== undefined)
  @IsString()
  @MinLength(1, { message: 'NATS_PASSWORD must be set when NATS_USER is' })
  NATS_PASSWORD?: string;

  /**
   * A file of PEM certificates the NATS server's certificate must chain to; setting it makes the
   * connection TLS only.
   */
  @IsOptional()
  @IsString()
  NATS_TLS_CA_FILE?: string;

  /**
   * Put before every subject and queue group, so that several deployments can share one NATS
   * server without hearing each other (each end-to-end test's deployment has its own).
   */
  @Matches(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, {
    message: 'NATS_SUBJECT_PREFIX must be dot-separated tokens of letters, digits, _ and -',
  })
  NATS_SUBJECT_PREFIX = 'roadbook';
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

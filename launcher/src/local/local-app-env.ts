import { join } from 'node:path';
import type { LocalEnv } from './local.env';

/** What local mode started for the apps to use. */
export interface LocalParts {
  databaseUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
  /** The gateway's port and the address riders use. */
  port: number;
  url: string;
}

/**
 * The environment every app of local mode starts with, the worker process included: the
 * embedded parts in place of PostgreSQL, Redis and S3, and the services called in this process
 * (the worker process overrides that: its parent answers its calls).
 */
export function localAppEnv(
  rawEnv: NodeJS.ProcessEnv,
  env: LocalEnv,
  { databaseUrl, s3, port, url }: LocalParts,
): NodeJS.ProcessEnv {
  return {
    ...rawEnv,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '3',
    // Kept open: a new connection to the embedded database is a password exchange with the
    // launcher's gate and a start-up run through PGlite's WebAssembly.
    DATABASE_POOL_IDLE_MS: '0',
    // The embedded database is one session behind its wire server: no names of our own there.
    DATABASE_NAMED_STATEMENTS: 'false',
    QUEUE_BACKEND: 'postgres',
    QUEUE_DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    // No port and no broker: the apps share this process and call each other in it.
    SERVICE_TRANSPORT: 'in-process',
    HOST: env.HOST,
    PORT: String(port),
    PUBLIC_URL: rawEnv.PUBLIC_URL || url,
    WEB_DIST_DIR: env.WEB_DIST_DIR,
    RATE_LIMIT_STORE: 'memory',
    MAIL_OUTBOX_DIR: join(env.DATA_DIR, 'outbox'),
    // The apps here share one ops port, the launcher's, instead of one each.
    METRICS_PORT: '0',
    // The worker process is as quiet as this one.
    LOG_LEVEL: env.LOG_LEVEL,
  };
}

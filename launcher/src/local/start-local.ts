import { Logger, type INestApplicationContext } from '@nestjs/common';
import { authService } from '@roadbook/auth-service';
import { seedDemoBlog } from '../seed/seed-demo-blog';
import { seedFirstAdmin } from './seed-first-admin';
import { blogService } from '@roadbook/blog-service';
import { SERVICE_NAMES, type ServiceName } from '@roadbook/contracts';
import { startGateway } from '@roadbook/gateway';
import { mediaService } from '@roadbook/media-service';
import {
  ServiceEndpointsEnv,
  startService,
  validateEnv,
  type ServiceDefinition,
  type ServiceEnv,
} from '@roadbook/platform';
import { tripsService } from '@roadbook/trips-service';
import { startWorkers } from '@roadbook/workers';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedS3 } from './embedded-s3';
import { freePort } from '../free-port';
import { LocalEnv } from './local.env';

export interface LocalRoadbook {
  url: string;
  stop(): Promise<void>;
}

/**
 * Local mode: every app of the distributed system in this one process, on the same code path.
 * Only the adapters differ: PGlite stands in for PostgreSQL, s3rver for S3, and BullMQ runs on
 * its PostgreSQL backend instead of Redis. The apps still talk over the TCP transport on
 * loopback, each on a free port.
 */
export async function startLocal(rawEnv: NodeJS.ProcessEnv = process.env): Promise<LocalRoadbook> {
  const env = validateEnv(LocalEnv, rawEnv);
  const logger = new Logger('local');
  const stack: Array<{ name: string; stop: () => Promise<unknown> }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stack.reverse()) {
      await stop().catch((error: Error) => logger.error(`stopping ${name}: ${error.message}`));
    }
  };

  try {
    const postgres = await startEmbeddedPostgres(join(env.DATA_DIR, 'postgres'));
    stack.push({ name: 'embedded PostgreSQL', stop: () => postgres.stop() });
    const s3 = await startEmbeddedS3(join(env.DATA_DIR, 's3'), env.S3_BUCKET);
    stack.push({ name: 'embedded S3', stop: () => s3.stop() });

    await seedFirstAdmin(postgres.url, logger);

    const ports = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (name) => [name, await freePort()] as const)),
    ) as Record<ServiceName, number>;
    const appEnv: NodeJS.ProcessEnv = {
      ...rawEnv,
      DATABASE_URL: postgres.url,
      DATABASE_POOL_MAX: '3',
      QUEUE_BACKEND: 'postgres',
      QUEUE_DATABASE_URL: postgres.url,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      AUTH_PORT: String(ports.auth),
      TRIPS_PORT: String(ports.trips),
      BLOG_PORT: String(ports.blog),
      MEDIA_PORT: String(ports.media),
      SERVICE_LISTEN_HOST: '127.0.0.1',
      HOST: env.HOST,
      PORT: String(env.PORT),
      WEB_DIST_DIR: env.WEB_DIST_DIR,
      RATE_LIMIT_STORE: 'memory',
      MAIL_OUTBOX_DIR: join(env.DATA_DIR, 'outbox'),
    };
    const options = { env: appEnv, shutdownHooks: false };

    // One at a time: the embedded database answers one query at a time anyway, and migrations
    // are easier to read in the log in order.
    const startOne = async <E extends ServiceEnv>(definition: ServiceDefinition<E>) => {
      const app = await startService(definition, options);
      stack.push({ name: `${definition.name} service`, stop: () => app.close() });
    };
    await startOne(authService);
    await startOne(tripsService);
    await startOne(blogService);
    await startOne(mediaService);
    // After the trips service is up, so the articles can link the featured trips it has.
    await seedDemoBlog(postgres.url, validateEnv(ServiceEndpointsEnv, appEnv), logger, {
      onlyIfEmpty: true,
    });
    const workers: INestApplicationContext = await startWorkers(options);
    stack.push({ name: 'workers', stop: () => workers.close() });
    const gateway = await startGateway(options);
    stack.push({ name: 'gateway', stop: () => gateway.app.close() });

    return { url: gateway.url, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

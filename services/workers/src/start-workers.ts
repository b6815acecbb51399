import { Logger, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { installAppLogger, validateEnv, type StartOptions } from '@roadbook/platform';
import { WorkersEnv } from './workers.env';
import { WorkersModule } from './workers.module';

/** Starts a worker process: no listener, just queues. Scale by running more of them. */
export async function startWorkers({
  env: rawEnv = process.env,
  shutdownHooks = true,
  logger,
}: StartOptions = {}): Promise<INestApplicationContext> {
  const env = validateEnv(WorkersEnv, rawEnv);
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(env), {
    logger: logger ?? installAppLogger('workers', env),
  });
  if (shutdownHooks) app.enableShutdownHooks();
  await app.init();
  new Logger('workers').log(`worker process ${process.pid} started`);
  return app;
}

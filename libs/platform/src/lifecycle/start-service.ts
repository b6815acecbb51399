import {
  Logger,
  type DynamicModule,
  type INestMicroservice,
  type LoggerService,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@roadbook/contracts';
import type { ClassConstructor } from 'class-transformer';
import type { LoggingEnv, TransportEnv } from '../config/env.schemas';
import { validateEnv } from '../config/validate-env';
import { RpcErrorsFilter } from '../transport/rpc-errors.filter';
import { serviceAddress, serviceServer } from '../transport/service-transport';
import { createRpcValidationPipe } from '../validation/validation.pipes';
import { installAppLogger } from '../logging/app-logger';
import { announceReady } from './child-ready';

type ServiceEnv = TransportEnv & LoggingEnv;

export interface ServiceDefinition<E extends ServiceEnv> {
  name: ServiceName;
  envSchema: ClassConstructor<E>;
  rootModule: (env: E) => DynamicModule;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * Close on SIGTERM/SIGINT. Off when several apps share one process (local mode): Nest re-sends
   * the signal after closing one app, which would cut the others short, so the launcher closes
   * them in order itself.
   */
  shutdownHooks?: boolean;
  /**
   * The logger of the process the app runs in, when it shares one (local mode, whose lines all
   * say `app: local`); else the app makes its own, named after itself.
   */
  logger?: LoggerService;
}

/**
 * Starts a service on the transport: configuration is validated first (a bad variable stops the
 * process before anything connects), then the module connects and migrates its database, then
 * it subscribes to its calls. Shutdown hooks close everything on SIGTERM.
 */
export async function startService<E extends ServiceEnv>(
  definition: ServiceDefinition<E>,
  { env: rawEnv = process.env, shutdownHooks = true, logger }: StartOptions = {},
): Promise<INestMicroservice> {
  const env = validateEnv(definition.envSchema, rawEnv);
  logger ??= installAppLogger(definition.name, env);
  const app = await NestFactory.createMicroservice(definition.rootModule(env), {
    strategy: serviceServer(env, definition.name),
    logger,
  });
  app.useGlobalPipes(createRpcValidationPipe());
  app.useGlobalFilters(new RpcErrorsFilter(definition.name));
  if (shutdownHooks) app.enableShutdownHooks();
  await app.listen();
  new Logger(`${definition.name}-service`).log(
    `taking calls from ${serviceAddress(env, definition.name)}`,
  );
  // In a process of its own under a launcher: it may now be counted on.
  if (shutdownHooks) announceReady();
  return app;
}

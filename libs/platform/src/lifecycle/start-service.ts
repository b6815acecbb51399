import { Logger, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { TcpOptions } from '@nestjs/microservices';
import type { ServiceName } from '@roadbook/contracts';
import type { ClassConstructor } from 'class-transformer';
import type {
  LoggingEnv,
  ServiceEndpointsEnv,
  ServiceListenEnv,
  TransportEnv,
} from '../config/env.schemas';
import { validateEnv } from '../config/validate-env';
import { serviceListenOptions } from '../transport/service-transport';
import { createRpcValidationPipe } from '../validation/validation.pipes';
import { logLevelsUpTo } from './logger-levels';

type ServiceEnv = ServiceEndpointsEnv & ServiceListenEnv & TransportEnv & LoggingEnv;

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
}

/**
 * Starts a service on the transport: configuration is validated first (a bad variable stops the
 * process before anything connects), then the module connects and migrates its database, then
 * the listener opens. Shutdown hooks close everything on SIGTERM.
 */
export async function startService<E extends ServiceEnv>(
  definition: ServiceDefinition<E>,
  { env: rawEnv = process.env, shutdownHooks = true }: StartOptions = {},
): Promise<INestMicroservice> {
  const env = validateEnv(definition.envSchema, rawEnv);
  const listen = serviceListenOptions(env, definition.name);
  const app = await NestFactory.createMicroservice<TcpOptions>(definition.rootModule(env), {
    ...listen,
    logger: logLevelsUpTo(env.LOG_LEVEL),
  });
  app.useGlobalPipes(createRpcValidationPipe());
  if (shutdownHooks) app.enableShutdownHooks();
  await app.listen();
  new Logger(`${definition.name}-service`).log(
    `listening on ${listen.options?.host}:${listen.options?.port}`,
  );
  return app;
}

import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { Logger, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import {
  createHttpValidationPipe,
  installAppLogger,
  validateEnv,
  type StartOptions,
} from '@roadbook/platform';
import { GatewayEnv } from './gateway.env';
import { codeEveryError } from './errors/error-codes.hook';
import { ServiceErrorsFilter } from './errors/service-errors.filter';
import { GatewayModule } from './gateway.module';
import { cspDirectives } from './http/content-security-policy';
import { guardRequests, httpServerOptions } from './http/http-edge';
import { measureRequests } from './http/http-metrics';
import { traceRequests } from './http/request-tracing';
import { applySecurityHeaders } from './http/security-headers';
import { MULTIPART_OPTIONS } from './media/upload-reader';
import { openApiDocument } from './openapi/openapi-document';
import { serveQueueDashboard } from './queues/queue-dashboard';
import { FEED_ROUTES } from './web/feeds.controller';
import { serveWebApp } from './web/serve-web-app';

export interface RunningGateway {
  app: NestFastifyApplication;
  url: string;
}

/** Starts the HTTP gateway: /api, its OpenAPI docs at /api/docs, and the web app. */
export async function startGateway({
  env: rawEnv = process.env,
  shutdownHooks = true,
  logger,
}: StartOptions = {}): Promise<RunningGateway> {
  const env = validateEnv(GatewayEnv, rawEnv);
  const app = await createGatewayApp(env, logger ?? installAppLogger('gateway', env));
  if (shutdownHooks) app.enableShutdownHooks();
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
  new Logger('gateway').log(`listening on ${url}`);
  return { app, url };
}

/** The gateway with every route, hook and plugin in place, not yet listening. */
export async function createGatewayApp(
  env: GatewayEnv,
  logger: LoggerService = installAppLogger('gateway', env),
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(env),
    new FastifyAdapter(httpServerOptions(env.TRUST_PROXY)),
    // The JSON parser is ours (bounded depth); Nest's would read forms too.
    { logger, bodyParser: false },
  );
  // First: a request refused by the guards still gets its id and its access log line.
  traceRequests(app.getHttpAdapter().getInstance());
  measureRequests(app.getHttpAdapter().getInstance());
  guardRequests(app.getHttpAdapter().getInstance(), new URL(env.PUBLIC_URL).origin);
  codeEveryError(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api', { exclude: FEED_ROUTES });
  app.useGlobalPipes(createHttpValidationPipe());
  app.useGlobalFilters(new ServiceErrorsFilter());
  await app.register(cookie);
  await app.register(multipart, MULTIPART_OPTIONS);
  applySecurityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: { directives: cspDirectives(env.MAP_TILE_URL, env.GA4_MEASUREMENT_ID) },
  });
  SwaggerModule.setup('api/docs', app, openApiDocument(app));
  const pages = env.WEB_DIST_DIR ? await serveWebApp(app, env.WEB_DIST_DIR) : undefined;
  await serveQueueDashboard(app, pages);
  return app;
}

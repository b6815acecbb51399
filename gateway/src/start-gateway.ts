import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import {
  createHttpValidationPipe,
  logLevelsUpTo,
  validateEnv,
  type StartOptions,
} from '@roadbook/platform';
import { GatewayEnv } from './gateway.env';
import { ServiceErrorsFilter } from './errors/service-errors.filter';
import { GatewayModule } from './gateway.module';
import { cspDirectives } from './http/content-security-policy';
import { guardRequests, httpServerOptions } from './http/http-edge';
import { MULTIPART_OPTIONS } from './media/upload-reader';
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
}: StartOptions = {}): Promise<RunningGateway> {
  const env = validateEnv(GatewayEnv, rawEnv);
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(env),
    new FastifyAdapter(httpServerOptions(env.TRUST_PROXY)),
    // The JSON parser is ours (bounded depth); Nest's would read forms too.
    { logger: logLevelsUpTo(env.LOG_LEVEL), bodyParser: false },
  );
  guardRequests(app.getHttpAdapter().getInstance(), new URL(env.PUBLIC_URL).origin);
  app.setGlobalPrefix('api', { exclude: FEED_ROUTES });
  app.useGlobalPipes(createHttpValidationPipe());
  app.useGlobalFilters(new ServiceErrorsFilter());
  await app.register(cookie);
  await app.register(multipart, MULTIPART_OPTIONS);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(env.MAP_TILE_URL) },
  });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Roadbook API').setVersion('1').build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  if (env.WEB_DIST_DIR) await serveWebApp(app, env.WEB_DIST_DIR);
  if (shutdownHooks) app.enableShutdownHooks();
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
  new Logger('gateway').log(`listening on ${url}`);
  return { app, url };
}

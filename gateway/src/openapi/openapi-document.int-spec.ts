import SwaggerParser from '@apidevtools/swagger-parser';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ParameterObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { validateEnv } from '@roadbook/platform';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { GatewayEnv } from '../gateway.env';
import { createGatewayApp } from '../start-gateway';
import { openApiDocument } from './openapi-document';

/**
 * The document at /api/docs against the gateway as it really routes: the app is built as it
 * starts (not listening), and every route Fastify registers under /api is compared with the
 * document's operations.
 */
let app: NestFastifyApplication;
let document: OpenAPIObject;
const routes: string[] = [];

beforeAll(async () => {
  app = await createGatewayApp(
    validateEnv(GatewayEnv, {
      PUBLIC_URL: 'http://127.0.0.1:8080',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: 'openapi-spec',
      RATE_LIMIT_STORE: 'memory',
      LOG_LEVEL: 'error',
    }),
  );
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
      for (const method of methods) routes.push(`${method} ${route.url}`);
    });
  await app.init();
  document = openApiDocument(app);
});

afterAll(() => app?.close());

const OPERATIONS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    OPERATIONS.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
}

it('documents every /api route the gateway serves, and no other', () => {
  const served = routes.filter((route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route));
  expect(served.length).toBeGreaterThan(30);
  expect(documentedRoutes().sort()).toEqual([...new Set(served)].sort());
});

it('is a valid OpenAPI document, as client generators read it', async () => {
  // The validator resolves references in place: it gets a copy.
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
});

it('describes request bodies and query strings from their validation rules', () => {
  const schemas = document.components?.schemas ?? {};
  const plan = schemas.PlanTripDto as SchemaObject;
  expect(plan.properties?.startLocation).toMatchObject({ type: 'string', minLength: 3 });
  expect(plan.required).toEqual(expect.arrayContaining(['name', 'startLocation', 'destination']));
  // A union (`number | null`) with a rule of our own: its type comes from its other rules.
  expect(plan.properties?.loopHours).toMatchObject({ type: 'integer', minimum: 1, maximum: 12 });
  // Written in OpenAPI 3.0's words: a required property, an exclusive bound.
  expect((schemas.AdminTripEdit as SchemaObject).required).toContain('plan');
  const tripIds = (schemas.BlogPostInput as SchemaObject).properties?.tripIds as SchemaObject;
  expect(tripIds.items).toMatchObject({ minimum: 0, exclusiveMinimum: true });
  const login = document.paths['/api/auth/login'].post;
  expect(login?.requestBody).toMatchObject({
    content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginDto' } } },
  });
  expect(Object.keys((schemas.LoginDto as SchemaObject).properties ?? {})).toEqual(
    expect.arrayContaining(['email', 'password']),
  );
  const query = (document.paths['/api/places/suggest'].get?.parameters ?? []) as ParameterObject[];
  expect(query.find((parameter) => parameter.name === 'q')).toMatchObject({
    in: 'query',
    required: true,
  });
});

it('names the error shape on every operation', () => {
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATIONS) {
      const responses = item[method]?.responses;
      if (!responses) continue;
      expect(responses['4XX']).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      });
    }
  }
});

it('refers only to schemas it defines', () => {
  const references = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/(\w+)"/g)];
  const defined = Object.keys(document.components?.schemas ?? {});
  expect(references.length).toBeGreaterThan(0);
  expect(references.map(([, name]) => name).filter((name) => !defined.includes(name))).toEqual([]);
});

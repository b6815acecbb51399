import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validateEnv } from '@roadbook/platform';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { GatewayEnv } from '../gateway.env';
import { createGatewayApp } from '../start-gateway';

/**
 * The request guard on the gateway as it really routes: the app is built as it starts, with no
 * service behind it, so a request the guard lets through fails further on and never answers
 * with the guard's own 403.
 */
const SITE = 'http://127.0.0.1:8080';
const EVIL = 'https://evil.example';
let app: NestFastifyApplication;

beforeAll(async () => {
  app = await createGatewayApp(
    validateEnv(GatewayEnv, {
      PUBLIC_URL: SITE,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: 'request-guard-spec',
      RATE_LIMIT_STORE: 'memory',
      LOG_LEVEL: 'error',
    }),
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});

afterAll(() => app?.close());

function post(url: string, headers: Record<string, string>, method = 'POST') {
  return app.inject({ method: method as 'POST', url, headers, payload: '{}' });
}

// Every JSON error carries its code (errors/error-codes.hook.ts), the guard's own included.
const crossSite = {
  statusCode: 403,
  code: 'forbidden',
  message: 'Cross-site requests are not allowed',
};

describe('cross-site state changes', () => {
  it('are refused however the path is spelt: the route decides, not the request line', async () => {
    for (const url of ['/api/trips/10/save', '/%61pi/trips/10/save', '/api/trips/%31%30/save']) {
      const response = await post(url, {
        'content-type': 'application/json',
        origin: EVIL,
        'sec-fetch-site': 'same-site',
      });
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json()).toEqual(crossSite);
    }
  });

  it('are refused on the queue dashboard too, before anyone is asked who is signed in', async () => {
    const response = await post(
      '/admin/queues/api/queues/itineraries/retry/failed',
      { 'content-type': 'application/json', origin: EVIL },
      'PUT',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(crossSite);
  });

  it('with a multipart form body are refused on an encoded path, even from no site at all', async () => {
    const response = await post('/%61pi/admin/blog/9/publish', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: 'unsupported-media-type',
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });
});

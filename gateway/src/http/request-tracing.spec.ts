import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { currentRequestId } from '@roadbook/platform';
import type { AddressInfo } from 'node:net';
import { guardRequests, httpServerOptions } from './http-edge';
import { REQUEST_ID_HEADER, traceRequests, type AccessLogLine } from './request-tracing';

const SITE = 'http://127.0.0.1:5000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Answers with the request id its handler runs under, after a read body too. */
@Controller('echo')
class EchoController {
  @Get(':id')
  read(@Param('id') id: string) {
    return { id, requestId: currentRequestId() };
  }

  @Post()
  async write(@Body() body: { note: string }) {
    await new Promise((resolve) => setImmediate(resolve));
    return { note: body.note, requestId: currentRequestId() };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('request tracing', () => {
  let app: NestFastifyApplication;
  const accessLog: AccessLogLine[] = [];

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      EchoModule,
      new FastifyAdapter(httpServerOptions('false')),
      { logger: false, bodyParser: false },
    );
    const fastify = app.getHttpAdapter().getInstance();
    traceRequests(fastify, { log: (line: AccessLogLine) => accessLog.push(line) });
    guardRequests(fastify, SITE);
    app.setGlobalPrefix('api');
    await app.init();
    await fastify.ready();
  });

  afterAll(() => app.close());
  beforeEach(() => (accessLog.length = 0));

  const inject = (options: Parameters<NestFastifyApplication['inject']>[0]) => app.inject(options);

  it('keeps a safe X-Request-Id, echoes it and reaches the controller with it', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/echo/7?token=query-secret',
      headers: { [REQUEST_ID_HEADER]: 'e2e-abc.1_2' },
    });

    expect(response.headers[REQUEST_ID_HEADER]).toBe('e2e-abc.1_2');
    expect(response.json()).toEqual({ id: '7', requestId: 'e2e-abc.1_2' });
  });

  it.each([
    ['missing', undefined],
    ['too long', 'a'.repeat(65)],
    ['with unsafe characters', 'id"},{"level":"fatal'],
    ['empty', ''],
  ])(
    'replaces a %s id with a new one, the same in the header and the handler',
    async (_label, given) => {
      const response = await inject({
        method: 'GET',
        url: '/api/echo/7',
        headers: given === undefined ? {} : { [REQUEST_ID_HEADER]: given },
      });

      const echoed = response.headers[REQUEST_ID_HEADER] as string;
      expect(echoed).toMatch(UUID);
      expect(response.json()).toEqual({ id: '7', requestId: echoed });
    },
  );

  it('keeps the id through reading a JSON body off a real socket', async () => {
    // Over a socket the body arrives in the connection's callbacks, not the request's context.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.getHttpServer().address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
      method: 'POST',
      headers: {
        [REQUEST_ID_HEADER]: 'e2e-body',
        'content-type': 'application/json',
        origin: SITE,
      },
      body: JSON.stringify({ note: 'x'.repeat(100_000) }),
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ note: 'x'.repeat(100_000), requestId: 'e2e-body' });
  });

  it('logs one line per request: method, route template, status, duration, never the URL', async () => {
    await inject({
      method: 'GET',
      url: '/api/echo/42?token=query-secret',
      headers: { [REQUEST_ID_HEADER]: 'e2e-log' },
    });

    expect(accessLog).toHaveLength(1);
    const [{ durationMs, ...line }] = accessLog;
    expect(line).toEqual({
      msg: 'GET /api/echo/:id 200',
      method: 'GET',
      route: '/api/echo/:id',
      status: 200,
    });
    expect(Number.isInteger(durationMs) && durationMs >= 0).toBe(true);
    expect(JSON.stringify(accessLog)).not.toContain('query-secret');
  });

  it('gives a refused request an id and a line too', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      payload: {},
    });

    expect(response.statusCode).toBe(403);
    expect(response.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(accessLog).toEqual([expect.objectContaining({ method: 'POST', status: 403 })]);
  });
});

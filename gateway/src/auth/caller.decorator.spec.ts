import cookie from '@fastify/cookie';
import { Controller, Get, Injectable, Module, Param, ParseIntPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BlogCaller, SessionPrincipal, TripCaller } from '@roadbook/contracts';
import { APP_ENV, createHttpValidationPipe } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { BlogCallers } from '../blog/blog-callers';
import { SiteCookies } from '../http/cookies';
import { hashVisitorToken, TripCallers } from '../trips/trip-caller';
import { Caller } from './caller.decorator';
import { SessionResolver } from './session-resolver';

const RIDER = { sessionId: 's1', user: { id: 7, role: 'user' } } as unknown as SessionPrincipal;

/**
 * The session resolver without the auth service: the `roadbook_session` cookie "rider" is the
 * rider's session, any other is none. It counts what it was asked, as the real one is asked.
 */
@Injectable()
class KnownSessions {
  readonly asked: string[] = [];

  resolve(request: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = request.cookies.roadbook_session;
    if (token) this.asked.push(token);
    return Promise.resolve(token === 'rider' ? RIDER : null);
  }
}

@Controller('callers')
class CallersController {
  @Get('trip')
  trip(@Caller() caller: TripCaller): TripCaller {
    return caller;
  }

  @Get('blog')
  blog(@Caller(BlogCallers) caller: BlogCaller): BlogCaller {
    return caller;
  }

  @Get('none/:id')
  none(@Param('id', ParseIntPipe) id: number): number {
    return id;
  }
}

@Module({
  controllers: [CallersController],
  providers: [
    TripCallers,
    BlogCallers,
    KnownSessions,
    { provide: SessionResolver, useExisting: KnownSessions },
    SiteCookies,
    { provide: APP_ENV, useValue: { PUBLIC_URL: 'http://localhost:8080' } },
  ],
})
class CallersModule {}

describe('@Caller()', () => {
  let app: NestFastifyApplication;
  let sessions: KnownSessions;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(CallersModule, new FastifyAdapter(), {
      logger: false,
    });
    await app.register(cookie);
    // As the gateway runs: the global validation pipe must leave the caller alone.
    app.useGlobalPipes(createHttpValidationPipe());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    sessions = app.get(KnownSessions);
  });

  afterAll(async () => {
    await app.close();
  });

  async function get(path: string, cookies: Record<string, string> = {}) {
    const response = await app.inject({ method: 'GET', url: path, cookies });
    return {
      status: response.statusCode,
      body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
      setCookie: response.headers['set-cookie'],
    };
  }

  it('names the signed-in user and this browser’s visitor token, hashed', async () => {
    await expect(
      get('/callers/trip', { roadbook_session: 'rider', roadbook_visitor: 'browser-1' }),
    ).resolves.toEqual({
      status: 200,
      body: { userId: 7, role: 'user', visitorTokenHash: hashVisitorToken('browser-1') },
      setCookie: undefined,
    });
  });

  it('names nobody for a visitor without a cookie, and gives them none', async () => {
    await expect(get('/callers/trip')).resolves.toEqual({
      status: 200,
      body: {},
      setCookie: undefined,
    });
  });

  it('asks the source it is given: the blog’s caller has no visitor token', async () => {
    await expect(
      get('/callers/blog', { roadbook_session: 'rider', roadbook_visitor: 'browser-1' }),
    ).resolves.toMatchObject({ status: 200, body: { userId: 7, role: 'user' } });
    await expect(get('/callers/blog', { roadbook_visitor: 'browser-1' })).resolves.toMatchObject({
      body: {},
    });
  });

  it('resolves the session only for handlers that ask for a caller', async () => {
    sessions.asked.length = 0;
    await expect(get('/callers/none/3', { roadbook_session: 'rider' })).resolves.toMatchObject({
      status: 200,
      body: 3,
    });
    expect(sessions.asked).toEqual([]);
  });
});

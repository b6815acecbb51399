import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { CANYON_PLAN, whenGenerated } from './support/accounts-and-trips';
import { ALL_PARTS_UP, waitForHealthStatus } from './support/health';
import { HttpSession } from './support/http-session';
import { waitForResetLink } from './support/outbox';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * The HTTP edge under attack: forged Host headers, cross-site requests, spoofed client
 * addresses, floods of plans and streams, hostile bodies. The deployment stands behind one
 * trusted proxy (TRUST_PROXY=1) and these tests play that proxy, so `X-Forwarded-For` ends with
 * the address each simulated client connects from.
 */
const PASSWORD = 'ride-safe-1';
const EVIL = 'https://evil.example';
// The address allows two more than the visitor: the plan made before the visitor had a cookie,
// and the re-plan refused for the visitor.
const TRIP_PLANS_PER_CALLER = 3;
const TRIP_PLANS_PER_IP = TRIP_PLANS_PER_CALLER + 2;
let deployment: TestDeployment;
let serial = 0;

/** A distinct client address for each simulated client, as the trusted proxy reports it. */
function nextAddress(): string {
  serial += 1;
  return `198.51.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
}

/** A browser-like client (own cookie jar) connecting from its own address. */
function client(address = nextAddress(), headers: Record<string, string> = {}): HttpSession {
  return new HttpSession(deployment.baseUrl, { 'x-forwarded-for': address, ...headers });
}

function newRider() {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { username: `rider${id}`, email: `rider${id}@example.com`, password: PASSWORD };
}

async function signUp(session = client()) {
  const rider = newRider();
  const { status } = await session.post('/auth/register', rider);
  expect(status).toBe(201);
  return { session, rider };
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** One request with exactly these headers (Host included), which fetch would not allow. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<RawResponse> {
  const url = new URL(`/api${path}`, deployment.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        headers: {
          ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: response.statusCode!, headers: response.headers, body: parsed });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  deployment = await startTestDeployment('security-http', {
    TRUST_PROXY: '1',
    TRIP_PLAN_LIMIT_PER_IP: String(TRIP_PLANS_PER_IP),
    TRIP_PLAN_LIMIT_PER_CALLER: String(TRIP_PLANS_PER_CALLER),
  });
});

afterAll(async () => {
  await deployment?.stop();
});

describe('links in e-mails', () => {
  it('point at PUBLIC_URL whatever Host and X-Forwarded-Host the request claims', async () => {
    const { rider } = await signUp();
    const forged = await send(
      'POST',
      '/auth/forgot-password',
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-for': nextAddress(),
        'content-type': 'application/json',
      },
      JSON.stringify({ email: rider.email }),
    );
    expect(forged.status).toBe(200);
    const link = new URL(await waitForResetLink(deployment.outboxDir, rider.email));
    expect(link.origin).toBe(deployment.baseUrl);
  });

  it('need PUBLIC_URL: the gateway refuses to start without it and says so', async () => {
    const { PUBLIC_URL: _unset, ...env } = process.env;
    const gateway = spawn(process.execPath, [join(__dirname, '..', 'gateway', 'dist', 'main.js')], {
      env: { ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'log' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => {
      gateway.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // Started after all: stop it, the test fails on the exit code below.
        if (/listening on/.test(output)) gateway.kill('SIGKILL');
      });
      gateway.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      gateway.on('exit', (code) => resolve(code));
    });
    const code = await exited;
    expect(output).not.toMatch(/listening on/);
    expect(code).not.toBe(0);
    expect(output).toMatch(/PUBLIC_URL is required/);
  });
});

describe('cross-site requests', () => {
  it('never take credentials from the query string', async () => {
    const { rider } = await signUp();
    const query = new URLSearchParams({ email: rider.email, password: PASSWORD });
    const attempt = await send(
      'POST',
      `/auth/login?${query}`,
      { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      '{}',
    );
    expect(attempt.status).toBe(401);
    expect(attempt.headers['set-cookie']).toBeUndefined();
  });

  it('refuse a text/plain sign-in form posted from another site', async () => {
    const { rider } = await signUp();
    const query = new URLSearchParams({ email: rider.email, password: PASSWORD });
    const form = await send(
      'POST',
      `/auth/login?${query}`,
      { 'content-type': 'text/plain', origin: EVIL, 'x-forwarded-for': nextAddress() },
      'x=1',
    );
    expect(form).toMatchObject({
      status: 403,
      body: { statusCode: 403, code: 'forbidden', message: 'Cross-site requests are not allowed' },
    });
    expect(form.headers['set-cookie']).toBeUndefined();
  });

  it('refuse a body that is not JSON with 415, even from no site at all', async () => {
    const { rider } = await signUp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await send(
        'POST',
        '/auth/login',
        { 'content-type': type, 'x-forwarded-for': nextAddress() },
        `email=${encodeURIComponent(rider.email)}&password=${PASSWORD}`,
      );
      expect(response).toMatchObject({
        status: 415,
        body: {
          statusCode: 415,
          code: 'unsupported-media-type',
          message: 'Send the request body as JSON (Content-Type: application/json).',
        },
      });
    }
  });

  it('refuse body-less state changes from another site, by Origin or by Sec-Fetch-Site', async () => {
    const { session } = await signUp();
    const address = nextAddress();
    const cookie = session.cookieHeader();
    const elsewhere: Array<Record<string, string>> = [
      { origin: EVIL },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const from of elsewhere) {
      const logout = await send('POST', '/auth/logout', {
        cookie,
        'x-forwarded-for': address,
        ...from,
      });
      expect(logout.status).toBe(403);
      const deletion = await send('DELETE', '/auth/profile', {
        cookie,
        'x-forwarded-for': address,
        ...from,
      });
      expect(deletion.status).toBe(403);
    }
    expect((await session.get('/auth/user')).status).toBe(200);
  });

  it('refuse a multipart upload from another site', async () => {
    const { session } = await signUp();
    const boundary = 'roadbook-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`;
    const upload = await send(
      'POST',
      '/upload/image',
      {
        cookie: session.cookieHeader(),
        origin: EVIL,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': nextAddress(),
      },
      body,
    );
    expect(upload.status).toBe(403);
    const elsewhere = await send(
      'POST',
      '/trips',
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': nextAddress(),
      },
      body,
    );
    expect(elsewhere.status).toBe(415);
  });

  it('let this site’s own pages through, body-less POSTs without a content type included', async () => {
    const { session } = await signUp(
      client(nextAddress(), { origin: deployment.baseUrl, 'sec-fetch-site': 'same-origin' }),
    );
    const logout = await send('POST', '/auth/logout', {
      cookie: session.cookieHeader(),
      origin: deployment.baseUrl,
      'x-forwarded-for': nextAddress(),
    });
    expect(logout.status).toBe(200);
    expect((await session.get('/auth/user')).status).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('count the address the trusted proxy saw, not the one the client claims', async () => {
    const { rider } = await signUp();
    const realAddress = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      // The client made up the first address; the proxy appended the one it connected from.
      const response = await send(
        'POST',
        '/auth/login',
        {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${attempt + 1}, ${realAddress}`,
        },
        JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'not-it-at-all' }),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toEqual({
          statusCode: 429,
          code: 'rate-limited',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    // Someone else, behind the same proxy, is not affected.
    const other = client();
    expect(
      (await other.post('/auth/login', { email: rider.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('make guesses at one account take turns, however many addresses send them side by side', async () => {
    const { rider } = await signUp();
    const guess = (attempt: number) =>
      client().post('/auth/login', { email: rider.email, password: `guess-${attempt}` });
    // The attempts checked at once, then two that take turns, one after another.
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await guess(attempt)).status).toBe(401);

    const statuses = (await Promise.all(Array.from({ length: 16 }, (_, g) => guess(12 + g)))).map(
      ({ status }) => status,
    );
    // Their turns come 1 s, 2 s, then 3 s apart, and none may be more than 10 s off: at most
    // five of the sixteen reach the password check, the rest are told to come back later.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(11);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('do not lock the owner out after an attacker’s wrong guesses from many addresses', async () => {
    const { rider } = await signUp();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        client().post('/auth/login', { email: rider.email, password: `guess-${attempt}` }),
      ),
    );
    // Each is refused: checked and wrong (401), or past the account's turns (429); on a machine
    // too busy to check a password within a call's time, the gateway says the part that checks
    // it is briefly unavailable (503). None gets in.
    expect(
      guesses.map(({ status }) => status).filter((status) => ![401, 429, 503].includes(status)),
    ).toEqual([]);

    const owner = client();
    const login = await owner.post('/auth/login', { email: rider.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await owner.get('/auth/user')).status).toBe(200);
  });
});

describe('sign-up, which says whether an address has an account (docs/security.md)', () => {
  const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

  it('is refused past 20 attempts an hour from one address, refused ones included', async () => {
    const { rider } = await signUp();
    const address = nextAddress();
    const statuses: number[] = [];
    for (let probe = 0; probe < 21; probe += 1) {
      // Every other one names a taken account (by its name: an address would meet its own limit).
      const attempt = probe % 2 ? { ...newRider(), username: rider.username } : newRider();
      statuses.push((await client(address).post('/auth/register', attempt)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.slice(0, 20)).toContain(409);
    expect(statuses[20]).toBe(429);
  });

  it('is refused past 5 attempts an hour at one address, from however many addresses', async () => {
    // The sign-up that made the account was the first attempt at its address.
    const { rider } = await signUp();
    const answers = [];
    for (let probe = 0; probe < 5; probe += 1) {
      answers.push(await client().post('/auth/register', { ...newRider(), email: rider.email }));
    }
    expect(answers.slice(0, 4).map(({ status }) => status)).toEqual([409, 409, 409, 409]);
    expect(answers[4]).toEqual({
      status: 429,
      body: { statusCode: 429, code: 'rate-limited', message: tooMany },
    });
  });
});

describe('trip plan rate limits', () => {
  const tooMany = {
    statusCode: 429,
    code: 'rate-limited',
    message:
      'You have planned a lot of trips in a short time. Please wait a few minutes and try again.',
  };

  it('limit planning and re-planning per visitor, then per address, never a new name', async () => {
    const address = nextAddress();
    const visitor = client(address);
    // The visitor cookie comes with the first plan's answer; from then on the visitor counts.
    const first = await visitor.post('/trips', CANYON_PLAN);
    expect(first.status).toBe(201);
    // Each change of riding hours (never the 4–6 planned first) is a new route, planned again.
    const hours = (n: number) => (n % 2 === 0 ? '6-8' : '8-10');
    const modify = (n: number, change: object = {}) =>
      visitor.request('PUT', `/trips/${first.body.id}`, {
        ...CANYON_PLAN,
        drivingHours: hours(n),
        ...change,
      });
    for (let plan = 0; plan < TRIP_PLANS_PER_CALLER; plan += 1) {
      expect((await modify(plan)).status).toBe(200);
    }
    expect(await modify(TRIP_PLANS_PER_CALLER)).toEqual({ status: 429, body: tooMany });

    // A new name alone keeps the itinerary, so it counts against nothing, even now.
    await whenGenerated(visitor, first.body.id);
    const renamed = await modify(TRIP_PLANS_PER_CALLER - 1, { name: 'Canyon Country, Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Canyon Country, Renamed',
      generationStatus: 'ready',
    });

    // Dropping the cookie makes a fresh visitor, but this address has used its own limit.
    expect(await client(address).post('/trips', CANYON_PLAN)).toEqual({
      status: 429,
      body: tooMany,
    });
    expect((await client().post('/trips', CANYON_PLAN)).status).toBe(201);
  });

  it('limit a signed-in rider across addresses', async () => {
    const { session } = await signUp();
    const cookie = session.cookieHeader();
    const statuses: number[] = [];
    for (let plan = 0; plan <= TRIP_PLANS_PER_CALLER; plan += 1) {
      // A new address (and no visitor cookie) each time: only the account ties them together.
      const response = await send(
        'POST',
        '/trips',
        { cookie, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        JSON.stringify(CANYON_PLAN),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(TRIP_PLANS_PER_CALLER).fill(201), 429]);
  });
});

describe('hostile bodies', () => {
  it('answer an oversized JSON body with 413 and a clear message', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() };
    // The gateway answers and closes once the limit is passed, while this client may still be
    // writing the rest: on a busy machine the write can then fail (EPIPE, ECONNRESET) before the
    // answer is read. Such a send is made again; any other failure fails the test.
    let response: RawResponse | undefined;
    for (let attempt = 1; !response; attempt++) {
      response = await send('POST', '/auth/login', headers, body).catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (attempt < 5 && (code === 'EPIPE' || code === 'ECONNRESET')) return undefined;
        throw error;
      });
    }
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      statusCode: 413,
      code: 'too-large',
      message: 'The request body is too large (at most 1024 KB of JSON).',
    });
  });

  it('answer 10 000 levels of nesting with 400 and keep serving', async () => {
    for (const path of ['/trips', '/auth/login']) {
      const response = await send(
        'POST',
        path,
        { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'invalid-input',
        message: 'The request body is nested too deeply (at most 32 levels).',
      });
    }
    expect((await client().post('/trips', CANYON_PLAN)).status).toBe(201);
  });
});

describe('security headers', () => {
  it('let pages load from this site and the tile server only', async () => {
    const response = await fetch(`${deployment.baseUrl}/api/trips/featured`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1);
    expect(directive('connect-src')).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
  });
});

describe('/api/health', () => {
  it('shows only up or down per part, and runs one check for a burst of calls', async () => {
    await waitForHealthStatus(deployment.baseUrl, 200);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const jobCounter = `${deployment.queuePrefix}:system:id`;
      const before = Number((await redis.get(jobCounter)) ?? 0);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${deployment.baseUrl}/api/health`)),
      );
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      const after = Number((await redis.get(jobCounter)) ?? 0);
      expect(after - before).toBeLessThanOrEqual(1);
      expect(bodies[0]).toEqual({ status: 'up', services: ALL_PARTS_UP });
    } finally {
      redis.disconnect();
    }
  });
});

describe('generation progress streams', () => {
  /** Opens a stream and reads its first event; the response stays open until aborted. */
  async function openStream(tripId: number, headers: Record<string, string>) {
    const abort = new AbortController();
    const response = await fetch(`${deployment.baseUrl}/api/trips/${tripId}/events`, {
      headers,
      signal: abort.signal,
    });
    return { response, close: () => abort.abort() };
  }

  /** Reads a server-sent event stream one event at a time ('end' once it closes). */
  function eventsOf(response: Response) {
    const reader = response.body!.getReader();
    let buffered = '';
    return {
      async next(): Promise<{ event: string; data: any }> {
        while (!buffered.includes('\n\n')) {
          const { value, done } = await reader.read();
          if (done) return { event: 'end', data: null };
          buffered += Buffer.from(value).toString('utf8');
        }
        const boundary = buffered.indexOf('\n\n');
        const text = buffered.slice(0, boundary);
        buffered = buffered.slice(boundary + 2);
        const event = /^event: (.+)$/m.exec(text)?.[1] ?? '';
        const data = JSON.parse(/^data: (.+)$/m.exec(text)?.[1] ?? 'null');
        return { event, data };
      },
      close: () => reader.cancel(),
    };
  }

  it('allow five open streams per client and answer the sixth with 429', async () => {
    const supervisor = deployment.roadbook.supervisor;
    // With no worker, the trip stays "generating" and its streams stay open.
    await supervisor.stop('workers');
    const streams: Array<{ close: () => void }> = [];
    try {
      const address = nextAddress();
      const visitor = client(address);
      const trip = await visitor.post('/trips', CANYON_PLAN);
      expect(trip.status).toBe(201);
      const headers = { cookie: visitor.cookieHeader(), 'x-forwarded-for': address };
      for (let stream = 0; stream < 5; stream += 1) {
        const open = await openStream(trip.body.id, headers);
        streams.push(open);
        expect(open.response.status).toBe(200);
      }
      const sixth = await openStream(trip.body.id, headers);
      streams.push(sixth);
      expect(sixth.response.status).toBe(429);

      const elsewhere = await openStream(trip.body.id, {
        ...headers,
        'x-forwarded-for': nextAddress(),
      });
      streams.push(elsewhere);
      expect(elsewhere.response.status).toBe(200);
    } finally {
      streams.forEach((stream) => stream.close());
      supervisor.start('workers');
      await waitForHealthStatus(deployment.baseUrl, 200);
    }
  });

  it('answer a trip the caller may not open with a plain 404, before any stream opens', async () => {
    const visitor = client();
    const trip = await visitor.post('/trips', CANYON_PLAN);
    const stranger = await openStream(trip.body.id, { 'x-forwarded-for': nextAddress() });
    expect(stranger.response.status).toBe(404);
    expect(await stranger.response.json()).toEqual({
      statusCode: 404,
      code: 'not-found',
      message: 'Trip not found',
    });
  });

  it('end with a message for people, never an internal error, when a part fails mid-stream', async () => {
    const supervisor = deployment.roadbook.supervisor;
    // With no worker, the trip stays "generating" and its stream stays open until trips fails.
    await supervisor.stop('workers');
    try {
      const visitor = client();
      const trip = await visitor.post('/trips', CANYON_PLAN);
      const headers = { cookie: visitor.cookieHeader(), 'x-forwarded-for': nextAddress() };
      const stream = await openStream(trip.body.id, headers);
      expect(stream.response.status).toBe(200);
      const events = eventsOf(stream.response);
      expect((await events.next()).event).toBe('progress');

      await supervisor.kill('trips');
      let last = await events.next();
      while (last.event === 'progress') last = await events.next();
      expect(last).toEqual({
        event: 'error',
        data: { message: 'Progress is not available right now; the page keeps checking.' },
      });
      await events.close();
    } finally {
      supervisor.start('trips');
      supervisor.start('workers');
      await waitForHealthStatus(deployment.baseUrl, 200);
    }
  });
});

describe('behind a TLS-terminating proxy, with the default proxy setting', () => {
  let direct: TestDeployment;

  beforeAll(async () => {
    // The proxy speaks HTTPS to browsers and plain HTTP to the gateway, which trusts no
    // X-Forwarded-* header: only PUBLIC_URL says the site is served over HTTPS.
    direct = await startTestDeployment('security-http-direct', {
      PUBLIC_URL: 'https://roadbook.example.com',
    });
  });

  afterAll(async () => {
    await direct?.stop();
  });

  it('sets the session and visitor cookies Secure and __Host- prefixed, from PUBLIC_URL', async () => {
    const overTls = new HttpSession(direct.baseUrl, { 'x-forwarded-proto': 'http' });
    const rider = newRider();
    expect((await overTls.post('/auth/register', rider)).status).toBe(201);
    const [session] = overTls.lastSetCookie;
    expect(session).toMatch(/^__Host-roadbook_session=[\w-]{40,};/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect((await overTls.get('/auth/user')).status).toBe(200);

    const planned = await overTls.post('/trips', CANYON_PLAN);
    expect(planned.status).toBe(201);
    expect(overTls.lastSetCookie.join()).toMatch(/^__Host-roadbook_visitor=.*; Secure/);
    expect((await overTls.get(`/trips/${planned.body.id}`)).status).toBe(200);
  });

  it('ignore X-Forwarded-For: 40 sign-ins with made-up addresses meet a 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const session = new HttpSession(direct.baseUrl, {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      const { status } = await session.post('/auth/login', {
        email: `nobody-${attempt}@example.com`,
        password: 'not-it-at-all',
      });
      statuses.push(status);
    }
    expect(statuses).toContain(429);
  });
});

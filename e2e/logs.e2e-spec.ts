import { randomBytes } from 'node:crypto';
import { CANYON_PLAN } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { waitForResetLink } from './support/outbox';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * The logs of a whole deployment, one process per app: every line JSON, one rider's trip
 * followed by its request id from the gateway through the trips service into the workers, and
 * none of the secrets the rider's requests carried.
 */
let deployment: TestDeployment;
/** The apps' NATS password (the test server takes any; a deployed one checks it). */
const NATS_PASSWORD = randomBytes(16).toString('hex');

interface LogRecord {
  time: string;
  level: string;
  msg: string;
  app: string;
  requestId?: string;
}

/** The deployment's lines without the `[app] ` the test harness puts in front of each. */
function outputLines(): string[] {
  return deployment.logs.map((line) => line.replace(/^\[[\w-]+\] /, ''));
}

function parsed(line: string): LogRecord | undefined {
  try {
    return JSON.parse(line) as LogRecord;
  } catch {
    return undefined;
  }
}

/** The lines that are JSON, parsed. */
function records(): LogRecord[] {
  return outputLines()
    .map(parsed)
    .filter((record) => record !== undefined);
}

beforeAll(async () => {
  deployment = await startTestDeployment('logs', {
    LOG_LEVEL: 'log',
    NATS_USER: 'roadbook-logs',
    NATS_PASSWORD: NATS_PASSWORD,
  });
});

afterAll(async () => {
  await deployment?.stop();
});

it('follows one request id across the processes, in JSON lines that hold no secret', async () => {
  const id = Date.now().toString(36);
  const email = `logs${id}@example.com`;
  const firstPassword = `first-pw-${randomBytes(6).toString('hex')}`;
  const newPassword = `second-pw-${randomBytes(6).toString('hex')}`;

  const rider = new HttpSession(deployment.baseUrl);
  expect(
    (await rider.post('/auth/register', { username: `logs${id}`, email, password: firstPassword }))
      .status,
  ).toBe(201);
  const device = new HttpSession(deployment.baseUrl);
  expect((await device.post('/auth/login', { email, password: firstPassword })).status).toBe(200);
  const visitor = new HttpSession(deployment.baseUrl);
  await visitor.post('/auth/forgot-password', { email });
  const resetToken = new URL(await waitForResetLink(deployment.outboxDir, email)).searchParams.get(
    'token',
  )!;
  expect(
    (await visitor.post('/auth/reset-password', { token: resetToken, password: newPassword }))
      .status,
  ).toBe(200);
  const signedIn = new HttpSession(deployment.baseUrl);
  expect((await signedIn.post('/auth/login', { email, password: newPassword })).status).toBe(200);
  const sessionCookie = /roadbook_session=([^;]+)/.exec(signedIn.cookieHeader())![1];

  const requestId = `e2e-${randomBytes(8).toString('hex')}`;
  const planned = await fetch(`${deployment.baseUrl}/api/trips`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: signedIn.cookieHeader(),
      'x-request-id': requestId,
    },
    body: JSON.stringify(CANYON_PLAN),
  });
  expect(planned.status).toBe(201);
  expect(planned.headers.get('x-request-id')).toBe(requestId);
  const { id: tripId } = (await planned.json()) as { id: number };

  // The worker's lines come by pipe, after the job is done.
  await until(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const done = records().some(
      (line) =>
        line.app === 'workers' &&
        line.requestId === requestId &&
        line.msg.startsWith(`itinerary.generate itinerary-${tripId}-`) &&
        line.msg.includes('completed'),
    );
    return done;
  });

  expect(outputLines().filter((line) => parsed(line) === undefined)).toEqual([]);
  for (const record of records()) {
    expect(record).toEqual(
      expect.objectContaining({
        time: expect.any(String),
        level: expect.any(String),
        msg: expect.any(String),
        app: expect.any(String),
      }),
    );
  }
  const apps = new Set(
    records()
      .filter((line) => line.requestId === requestId)
      .map((line) => line.app),
  );
  expect([...apps].sort()).toEqual(expect.arrayContaining(['gateway', 'trips', 'workers']));

  const text = outputLines().join('\n');
  for (const secret of [firstPassword, newPassword, sessionCookie, resetToken, NATS_PASSWORD]) {
    expect(text).not.toContain(secret);
  }
}, 90_000);

import { SERVICE_UNAVAILABLE_MESSAGES } from '@roadbook/contracts';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { waitForHealthStatus } from './support/health';
import { getJson } from './support/http-session';
import { TcpProxy } from './support/tcp-proxy';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * Parts of a running distributed deployment going away. PostgreSQL (a restart, a failover):
 * every service reaches the database through a proxy the test cuts. Requests during the outage
 * answer at once with a 503 that names their area, never hang; once the database is back, the
 * services reconnect on their own. A service killed, the workers stopped: health names that part
 * only, and it recovers when the part is started again. Last, the whole deployment stopped.
 */
let database: TestDatabase;
let proxy: TcpProxy;
let deployment: TestDeployment;

beforeAll(async () => {
  database = await createTestDatabase('db-outage');
  const url = new URL(database.url);
  proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  deployment = await startTestDeployment('db-outage', { DATABASE_URL: url.toString() });
});

afterAll(async () => {
  await deployment?.stop();
  await proxy?.stop();
  await database?.drop();
});

const api = (path: string) => getJson(`${deployment.baseUrl}/api${path}`);

it('answers 503 naming the area while the database is away, and recovers when it is back', async () => {
  expect((await api('/trips/slug/no-such-trip')).status).toBe(404);
  expect((await api('/blog')).status).toBe(200);

  await proxy.cut();
  expect(await api('/trips/slug/no-such-trip')).toEqual({
    status: 503,
    body: { statusCode: 503, code: 'unavailable', message: SERVICE_UNAVAILABLE_MESSAGES.trips },
  });
  expect(await api('/blog')).toEqual({
    status: 503,
    body: { statusCode: 503, code: 'unavailable', message: SERVICE_UNAVAILABLE_MESSAGES.blog },
  });
  const down = await waitForHealthStatus(deployment.baseUrl, 503);
  expect(down.body.services).toMatchObject({ database: 'down' });
  expect(deployment.logs.join('\n')).toMatch(/database unavailable/);

  await proxy.restore();
  await until(async () => (await api('/trips/slug/no-such-trip')).status === 404);
  await until(async () => (await api('/blog')).status === 200);
  await waitForHealthStatus(deployment.baseUrl, 200);
});

it("answers 503 for a killed service's area only, and recovers once it is restarted", async () => {
  await deployment.roadbook.supervisor.kill('trips');
  const down = await waitForHealthStatus(deployment.baseUrl, 503);
  expect(down.body.status).toBe('down');
  // Only the part that stopped: the database the other services reach is up.
  expect(down.body.services).toMatchObject({ trips: 'down', auth: 'up', database: 'up' });
  // Why is for the operator's log, not for whoever asked.
  expect(deployment.logs.join('\n')).toMatch(/trips service unreachable/);
  // Real requests: trips answer that trips are unavailable; the blog keeps working.
  expect(await api('/trips/slug/no-such-trip')).toEqual({
    status: 503,
    body: { statusCode: 503, code: 'unavailable', message: SERVICE_UNAVAILABLE_MESSAGES.trips },
  });
  expect((await api('/blog')).status).toBe(200);

  deployment.roadbook.supervisor.start('trips');
  const up = await waitForHealthStatus(deployment.baseUrl, 200);
  expect(up.body.services.trips).toBe('up');
  expect((await api('/trips/slug/no-such-trip')).status).toBe(404);
});

it('names the workers when no worker takes jobs, and recovers when one starts', async () => {
  await deployment.roadbook.supervisor.stop('workers');
  const down = await waitForHealthStatus(deployment.baseUrl, 503);
  expect(down.body.services.workers).toBe('down');
  expect(deployment.logs.join('\n')).toMatch(/no worker took the ping job/);

  deployment.roadbook.supervisor.start('workers');
  await waitForHealthStatus(deployment.baseUrl, 200);
});

it('stops every process on SIGTERM through its shutdown hooks', async () => {
  await deployment.roadbook.stop();
  // Nest closes the app, then re-raises the signal it was sent: the supervisor says "stopped".
  // A crash while stopping, or the stop timeout's SIGKILL, would be named after it.
  const ends = deployment.logs.filter((line) => /^\[\w+\] stopped/.test(line)).slice(-6);
  expect(ends.sort()).toEqual(
    ['auth', 'blog', 'gateway', 'media', 'trips', 'workers'].map((app) => `[${app}] stopped`),
  );
});

import { SERVICE_UNAVAILABLE_MESSAGES } from '@roadbook/contracts';
import { createTestDatabase, type TestDatabase } from '@roadbook/platform/testing';
import { waitForHealthStatus } from './support/health';
import { getJson } from './support/http-session';
import { TcpProxy } from './support/tcp-proxy';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { until } from './support/until';

/**
 * PostgreSQL going away under a running deployment (a restart, a failover): every service
 * reaches the database through a proxy the test cuts. Requests during the outage answer at once
 * with a 503 that names their area, never hang; once the database is back, the services
 * reconnect on their own.
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

import { SERVICE_UNAVAILABLE_MESSAGES } from '@roadbook/contracts';
import { getJson } from './support/http-session';
import type { TestDeployment } from './support/test-deployment';
import { startTestDeployment } from './support/test-deployment';
import { waitForHealthStatus } from './support/health';
import { describeRunningRoadbook } from './support/running-roadbook.checks';

/**
 * Distributed mode as separate processes on loopback, against the machine's PostgreSQL and
 * Redis. With E2E_BASE_URL set, the same checks run against that deployment instead.
 */
describe('Roadbook in distributed mode', () => {
  const target = process.env.E2E_BASE_URL;
  let deployment: TestDeployment | undefined;

  beforeAll(async () => {
    if (!target) deployment = await startTestDeployment('e2e');
  });

  afterAll(async () => {
    await deployment?.stop();
  });

  const baseUrl = () => target ?? deployment!.baseUrl;

  describeRunningRoadbook(baseUrl);

  if (target) return;

  it("answers 503 for a killed service's area only, and recovers once it is restarted", async () => {
    await deployment!.roadbook.supervisor.kill('trips');
    const down = await waitForHealthStatus(baseUrl(), 503);
    expect(down.body.status).toBe('down');
    // Only the part that stopped: the database the other services reach is up.
    expect(down.body.services).toMatchObject({ trips: 'down', auth: 'up', database: 'up' });
    // Why is for the operator's log, not for whoever asked.
    expect(deployment!.logs.join('\n')).toMatch(/trips service unreachable/);
    // Real requests: trips answer that trips are unavailable; the blog keeps working.
    expect(await getJson(`${baseUrl()}/api/trips/slug/no-such-trip`)).toEqual({
      status: 503,
      body: { statusCode: 503, code: 'unavailable', message: SERVICE_UNAVAILABLE_MESSAGES.trips },
    });
    expect((await getJson(`${baseUrl()}/api/blog`)).status).toBe(200);

    deployment!.roadbook.supervisor.start('trips');
    const up = await waitForHealthStatus(baseUrl(), 200);
    expect(up.body.services.trips).toBe('up');
    expect((await getJson(`${baseUrl()}/api/trips/slug/no-such-trip`)).status).toBe(404);
  });

  it('names the workers when no worker takes jobs, and recovers when one starts', async () => {
    await deployment!.roadbook.supervisor.stop('workers');
    const down = await waitForHealthStatus(baseUrl(), 503);
    expect(down.body.services.workers).toBe('down');
    expect(deployment!.logs.join('\n')).toMatch(/no worker took the ping job/);

    deployment!.roadbook.supervisor.start('workers');
    await waitForHealthStatus(baseUrl(), 200);
  });

  it('stops every process on SIGTERM through its shutdown hooks', async () => {
    await deployment!.roadbook.stop();
    // Nest closes the app, then re-raises the signal it was sent; a crash would show a code.
    const exits = deployment!.logs.filter((line) => / exited \(/.test(line)).slice(-6);
    expect(
      exits.map((line) => line.replace(/^\[(\w+)\] exited \((.+)\)$/, '$1 $2')).sort(),
    ).toEqual(
      ['auth', 'blog', 'gateway', 'media', 'trips', 'workers'].map((app) => `${app} SIGTERM`),
    );
  });
});

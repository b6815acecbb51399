import { startMetricsServer, type MetricsServer } from './metrics-server';

describe('startMetricsServer', () => {
  let server: MetricsServer;

  beforeAll(async () => {
    server = await startMetricsServer('127.0.0.1', 0, () => Promise.resolve('up 1\n'));
  });

  afterAll(() => server.close());

  it('serves GET /metrics in the Prometheus text format', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toBe('up 1\n');
  });

  it('answers 404 for anything else', async () => {
    const other = new URL('/api/metrics', server.url);
    expect((await fetch(other)).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
  });
});

import { RoadbookMetrics } from '@roadbook/platform';
import Fastify from 'fastify';
import { measureRequests, UNMATCHED_ROUTE } from './http-metrics';

describe('measureRequests', () => {
  it('labels each request by its route template, never the raw URL', async () => {
    const metrics = new RoadbookMetrics({ defaultMetrics: false });
    const fastify = Fastify();
    measureRequests(fastify, metrics);
    fastify.get('/api/trips/:id', (_request, reply) => reply.send({ ok: true }));
    fastify.post('/api/trips', (_request, reply) => reply.code(201).send({ id: 1 }));

    await fastify.inject({ method: 'GET', url: '/api/trips/17?fresh=1' });
    await fastify.inject({ method: 'GET', url: '/api/trips/18' });
    await fastify.inject({ method: 'POST', url: '/api/trips', payload: {} });
    await fastify.inject({ method: 'GET', url: '/wp-login.php' });
    await fastify.close();

    const family = (await metrics.json()).find(
      (metric) => metric.name === 'roadbook_http_request_duration_seconds',
    );
    const counts = family!.values
      .filter((value) => value.metricName === 'roadbook_http_request_duration_seconds_count')
      .map(
        ({ labels, value }) => `${labels.method} ${labels.route} ${labels.status_code} ${value}`,
      );
    expect(counts).toEqual([
      'GET /api/trips/:id 200 2',
      'POST /api/trips 201 1',
      `GET ${UNMATCHED_ROUTE} 404 1`,
    ]);
  });
});

import { processMetrics, type RoadbookMetrics } from '@roadbook/platform';
import type { FastifyInstance } from 'fastify';

/** The route label of a request no route matched (a 404, or one refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answered request into `roadbook_http_request_duration_seconds`, labelled by the
 * route's template (`/api/trips/:id`), never the raw URL: ids and query strings would make a
 * series per trip and let any client grow the registry without bound.
 */
export function measureRequests(
  fastify: FastifyInstance,
  metrics: RoadbookMetrics = processMetrics(),
): void {
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

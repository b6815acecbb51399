import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QueueNames } from '@roadbook/contracts';
import { JobQueue } from '@roadbook/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';
import { QUEUE_DASHBOARD_PATH, queueDashboardRefusal } from './queue-dashboard-access';

/**
 * The queue dashboard (bull-board) at /admin/queues, read-only: every queue's jobs by state, each
 * job's data, result, error and attempts, on whichever backend the queues use (Redis, or BullMQ's
 * PostgreSQL backend in local mode). Its page, assets and API are plain Fastify routes, so a hook
 * over all of them lets only admins in, asking the auth service for the current role on every
 * request as the admin API routes do, and lets them only read. bull-board's own read-only mode
 * hides its buttons; the hook is what refuses the calls.
 */
export async function serveQueueDashboard(app: NestFastifyApplication): Promise<void> {
  const jobs = app.get(JobQueue);
  const sessions = app.get(SessionResolver);
  const board = new FastifyAdapter();
  createBullBoard({
    queues: Object.values(QueueNames).map(
      (name) => new BullMQAdapter(jobs.queue(name), { readOnlyMode: true }),
    ),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Roadbook queues' } },
  });
  board.setBasePath(QUEUE_DASHBOARD_PATH);

  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request, reply) => {
      const principal = await sessions.resolve(request, { fresh: true });
      const refusal = queueDashboardRefusal(principal, {
        method: request.method,
        acceptsHtml: acceptsHtml(request),
      });
      if (!refusal) return;
      if (refusal.kind === 'sign-in') {
        // The web app's sign-in page brings the visitor back here once signed in.
        return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
      }
      return reply
        .code(refusal.statusCode)
        .send({ statusCode: refusal.statusCode, message: refusal.message });
    });
    // bull-board's page asks Google for its fonts; our CSP refuses third-party styles (and the
    // privacy page promises no such request), so the link goes and the page keeps system fonts.
    scope.addHook('onSend', async (_request, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')
        ? payload.replace(THIRD_PARTY_STYLESHEETS, '')
        : payload,
    );
    await scope.register(board.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}

const THIRD_PARTY_STYLESHEETS = /<link\b[^>]*href="https:\/\/[^"]*"[^>]*rel="stylesheet"[^>]*>/g;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QueueNames } from '@roadbook/contracts';
import { JobQueue, type QueueConnection } from '@roadbook/platform';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';
import type { AppPages } from '../web/app-pages';
import { QUEUE_DASHBOARD_PATH, queueDashboardRefusal } from './queue-dashboard-access';

/**
 * The queue dashboard (bull-board) at /admin/queues, read-only: every queue's jobs by state, each
 * job's data, result, error and attempts, on whichever backend the queues use (Redis, or BullMQ's
 * PostgreSQL backend in local mode). Its page, assets and API are plain Fastify routes, so a hook
 * over all of them lets only admins in, asking the auth service for the current role on every
 * request as the admin API routes do, and lets them only read. bull-board's own read-only mode
 * hides its buttons; the hook is what refuses the calls. A rider who opens the page gets the web
 * app's Access Denied page (`pages`; JSON when the gateway serves no web app).
 */
export async function serveQueueDashboard(
  app: NestFastifyApplication,
  pages?: AppPages,
): Promise<void> {
  const jobs = app.get(JobQueue);
  const sessions = app.get(SessionResolver);
  const board = new FastifyAdapter();
  createBullBoard({
    queues: Object.values(QueueNames).map(
      (name) => new QueueAdapter(jobs.queue(name), jobs.connection),
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
      if (refusal.kind === 'access-denied' && pages) {
        await pages.send(request, reply, refusal.statusCode);
        return reply;
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

/**
 * One queue on the dashboard, read-only, its workers listed by our queue connection: BullMQ's
 * own listing finds no worker of a queue on the embedded database (see PostgresWorkerPresence),
 * and the dashboard would say "No workers" on queues being worked.
 */
class QueueAdapter extends BullMQAdapter {
  constructor(
    private readonly bullQueue: Queue,
    private readonly connection: QueueConnection,
  ) {
    super(bullQueue, { readOnlyMode: true });
  }

  override getWorkers() {
    return this.connection.listWorkers(this.bullQueue);
  }
}

const THIRD_PARTY_STYLESHEETS = /<link\b[^>]*href="https:\/\/[^"]*"[^>]*rel="stylesheet"[^>]*>/g;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

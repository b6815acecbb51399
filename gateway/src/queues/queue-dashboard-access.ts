import { AuthMessages, type SessionPrincipal } from '@roadbook/contracts';

/** Where the queue dashboard is served, beside the web app and outside `/api`. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const QUEUE_DASHBOARD_READ_ONLY = 'The queue dashboard is read-only';

/** What the dashboard answers a request it refuses. */
export type QueueDashboardRefusal =
  { kind: 'sign-in' } | { kind: 'error'; statusCode: 401 | 403 | 405; message: string };

/** What the dashboard serves: its page, assets and the API its page reads. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Admins only, like every admin route: a visitor opening the page is sent to sign in, a visitor's
 * call to its API is a 401, and a signed-in rider who is not an admin gets a 403. Even an admin
 * only reads (405 otherwise): a job's payload is believed by the worker that runs it, so adding,
 * retrying or changing jobs from a browser would let one stolen admin session act as the
 * services do (queue `account.purge` for anyone). Null lets the request through.
 */
export function queueDashboardRefusal(
  principal: SessionPrincipal | null,
  request: { method: string; acceptsHtml: boolean },
): QueueDashboardRefusal | null {
  if (!principal) {
    return request.method === 'GET' && request.acceptsHtml
      ? { kind: 'sign-in' }
      : { kind: 'error', statusCode: 401, message: AuthMessages.notSignedIn };
  }
  if (principal.user.role !== 'admin') {
    return { kind: 'error', statusCode: 403, message: AuthMessages.adminOnly };
  }
  if (!READS.has(request.method)) {
    return { kind: 'error', statusCode: 405, message: QUEUE_DASHBOARD_READ_ONLY };
  }
  return null;
}

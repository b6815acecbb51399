import { AuthMessages, type SessionPrincipal } from '@roadbook/contracts';

/** Where the queue dashboard is served, beside the web app and outside `/api`. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const QUEUE_DASHBOARD_READ_ONLY = 'The queue dashboard is read-only';

/**
 * What the dashboard answers a request it refuses: a redirect to sign in, the web app's own
 * Access Denied page (with its status, and the message for a client that wants JSON after all),
 * or a JSON error.
 */
export type QueueDashboardRefusal =
  | { kind: 'sign-in' }
  | { kind: 'access-denied'; statusCode: 403; message: string }
  | { kind: 'error'; statusCode: 401 | 403 | 405; message: string };

/** What the dashboard serves: its page, assets and the API its page reads. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Admins only, like every admin route: a visitor opening the page is sent to sign in, a visitor's
 * call to its API is a 401, and a signed-in rider who is not an admin gets a 403: the app's
 * Access Denied page when a browser opens the page, JSON for the API. Even an admin
 * only reads (405 otherwise): a job's payload is believed by the worker that runs it, so adding,
 * retrying or changing jobs from a browser would let one stolen admin session act as the
 * services do (queue `account.purge` for anyone). Null lets the request through.
 */
export function queueDashboardRefusal(
  principal: SessionPrincipal | null,
  request: { method: string; acceptsHtml: boolean },
): QueueDashboardRefusal | null {
  if (!principal) {
    return opensPage(request)
      ? { kind: 'sign-in' }
      : { kind: 'error', statusCode: 401, message: AuthMessages.notSignedIn };
  }
  if (principal.user.role !== 'admin') {
    return {
      kind: opensPage(request) ? 'access-denied' : 'error',
      statusCode: 403,
      message: AuthMessages.adminOnly,
    };
  }
  if (!READS.has(request.method)) {
    return { kind: 'error', statusCode: 405, message: QUEUE_DASHBOARD_READ_ONLY };
  }
  return null;
}

/** A browser opening the page (a navigation asks for HTML), as opposed to a call to its API. */
function opensPage(request: { method: string; acceptsHtml: boolean }): boolean {
  return request.method === 'GET' && request.acceptsHtml;
}

import { AuthMessages, type SessionPrincipal } from '@roadbook/contracts';

/** Where the queue dashboard is served, beside the web app and outside `/api`. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** What the dashboard answers a request it refuses. */
export type QueueDashboardRefusal =
  { kind: 'sign-in' } | { kind: 'error'; statusCode: 401 | 403; message: string };

/**
 * Admins only, like every admin route: a visitor opening the page is sent to sign in, a visitor's
 * call to its API is a 401, and a signed-in rider who is not an admin gets a 403. Null lets the
 * request through.
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
  return null;
}

import type { SessionPrincipal } from '@roadbook/contracts';
import { queueDashboardRefusal } from './queue-dashboard-access';

const as = (role: 'user' | 'admin') => ({ user: { id: 7, role } }) as SessionPrincipal;
const page = { method: 'GET', acceptsHtml: true };
const api = { method: 'GET', acceptsHtml: false };

describe('queueDashboardRefusal', () => {
  it('sends a visitor opening the page to sign in', () => {
    expect(queueDashboardRefusal(null, page)).toEqual({ kind: 'sign-in' });
  });

  it("answers a visitor's API call and any non-GET with a 401", () => {
    for (const request of [api, { method: 'PUT', acceptsHtml: true }]) {
      expect(queueDashboardRefusal(null, request)).toEqual({
        kind: 'error',
        statusCode: 401,
        message: 'Please sign in to continue',
      });
    }
  });

  it("refuses a rider who is not an admin with a 403: the app's Access Denied page in a browser", () => {
    expect(queueDashboardRefusal(as('user'), page)).toEqual({
      kind: 'access-denied',
      statusCode: 403,
      message: 'Only admins can do that',
    });
  });

  it('refuses a rider JSON 403s on the API and on anything but opening the page', () => {
    for (const request of [api, { method: 'PUT', acceptsHtml: true }]) {
      expect(queueDashboardRefusal(as('user'), request)).toEqual({
        kind: 'error',
        statusCode: 403,
        message: 'Only admins can do that',
      });
    }
  });

  it('lets an admin in to read', () => {
    expect(queueDashboardRefusal(as('admin'), page)).toBeNull();
    expect(queueDashboardRefusal(as('admin'), api)).toBeNull();
    expect(queueDashboardRefusal(as('admin'), { method: 'HEAD', acceptsHtml: false })).toBeNull();
  });

  it('refuses an admin anything but reading: no job is added, retried, changed or removed', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(queueDashboardRefusal(as('admin'), { method, acceptsHtml: false })).toEqual({
        kind: 'error',
        statusCode: 405,
        message: 'The queue dashboard is read-only',
      });
    }
  });
});

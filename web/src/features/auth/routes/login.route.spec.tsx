import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { loadPage, pathOnThisSite } from '../../../shared/navigation/page-load';

vi.mock('../../../shared/navigation/page-load', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/navigation/page-load')>()),
  loadPage: vi.fn(),
}));
const ADMIN = { id: 1, username: 'ada', email: 'ada@example.com', role: 'admin' };
let api: FakeApi;

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign in to continue', () => {
  it('opens the sign-in dialog and, once signed in, loads the page that sent the visitor', async () => {
    let signedIn = false;
    api = installFakeApi()
      .on('GET /api/auth/user', () =>
        signedIn ? { body: ADMIN } : { status: 401, body: { statusCode: 401 } },
      )
      .on('POST /api/auth/login', () => {
        signedIn = true;
        return { body: ADMIN };
      });
    renderApp('/login?next=%2Fadmin%2Fqueues');

    await screen.findByRole('heading', { name: 'Sign In to Continue' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to Roadbook' });
    await userEvent.type(within(dialog).getByLabelText('Email'), ADMIN.email);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'ride-safe-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/queues'));
    expect(api.calls.some((call) => call.route === 'POST /api/auth/login')).toBe(true);
  });

  it('goes straight on for someone already signed in', async () => {
    installFakeApi().on('GET /api/auth/user', { body: ADMIN });
    renderApp('/login?next=%2Fmy-trips');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/my-trips'));
  });

  it('goes home, not to another site, when next hides one behind a tab', async () => {
    installFakeApi().on('GET /api/auth/user', { body: ADMIN });
    renderApp('/login?next=/%09/evil.example/c');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
  });
});

describe('pathOnThisSite', () => {
  it.each([
    ['/admin/queues', '/admin/queues'],
    ['/my-trips?tab=saved', '/my-trips?tab=saved'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example/c', '/'],
    ['/\n/evil.example/c', '/'],
    ['/\r/evil.example/c', '/'],
    ['/\t\\evil.example', '/'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/my-trips#saved', '/my-trips#saved'],
    ['admin/queues', '/'],
  ])('%j goes to %j', (next, path) => {
    expect(pathOnThisSite(next)).toBe(path);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const user = (role: 'user' | 'admin') => ({
  id: 3,
  email: 'rider@example.com',
  username: 'rider',
  profileImageUrl: null,
  role,
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/queues in the app (what the gateway shows anyone it refuses)', () => {
  it('tells a rider who is not an admin that access is denied', async () => {
    installFakeApi().on('GET /api/auth/user', { body: user('user') });
    renderApp('/admin/queues');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only admins can see the job queues.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('main')).queryByRole('button', { name: 'Sign In' }),
    ).not.toBeInTheDocument();
  });

  it('offers a visitor to sign in', async () => {
    installFakeApi().on('GET /api/auth/user', { status: 401, body: { statusCode: 401 } });
    renderApp('/admin/queues');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
    ).toBeInTheDocument();
  });

  it('sends an admin on to the dashboard with a page load', async () => {
    installFakeApi().on('GET /api/auth/user', { body: user('admin') });
    renderApp('/admin/queues');
    expect(await screen.findByRole('link', { name: 'Open Job Queues' })).toHaveAttribute(
      'href',
      '/admin/queues',
    );
  });
});

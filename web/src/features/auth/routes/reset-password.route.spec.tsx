import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { selectAuthDialog } from '../../../shared/ui/ui.slice';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi().on('GET /api/auth/user', {
    status: 401,
    body: { statusCode: 401, message: 'Please sign in to continue' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(password: string, confirmation: string) {
  if (password) await userEvent.type(await screen.findByLabelText('New Password'), password);
  if (confirmation)
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('explains a missing token and offers a new link', async () => {
    const { store, router } = renderApp('/reset-password');
    expect(await screen.findByText(/needs the link from your password reset email/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/');
    expect(selectAuthDialog(store.getState())).toEqual({ open: true, mode: 'login' });
  });

  it('checks length and confirmation before sending', async () => {
    renderApp('/reset-password?token=abc');
    await fill('12345', '');
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByText('Please confirm your password')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await fill('secret1', 'secret2');
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(api.calls.some((call) => call.route === 'POST /api/auth/reset-password')).toBe(false);
  });

  it('sends token and password, then opens sign-in at /', async () => {
    api.on('POST /api/auth/reset-password', { status: 200, body: { message: 'ok' } });
    const { store, router } = renderApp('/reset-password?token=abc');
    await fill('secret1', 'secret1');
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(selectAuthDialog(store.getState())).toEqual({ open: true, mode: 'login' });
    expect(api.calls.find((call) => call.route === 'POST /api/auth/reset-password')?.body).toEqual({
      token: 'abc',
      password: 'secret1',
    });
  });

  it('shows the server message for a used or expired link', async () => {
    api.on('POST /api/auth/reset-password', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'This reset link is invalid or has expired. Please request a new one.',
      },
    });
    renderApp('/reset-password?token=used');
    await fill('secret1', 'secret1');
    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const EXPIRED =
  'This confirmation link has expired or was already used. Please request the change again from your profile.';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi().on('GET /api/auth/user', {
    status: 401,
    body: { statusCode: 401, message: 'x' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the link's page and confirms, as the rider does. */
async function openAndConfirm(path: string) {
  renderApp(path);
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm New Email Address' }));
}

describe('/confirm-email', () => {
  it('changes nothing as it opens: a mail scanner that opens the link confirms nothing', async () => {
    renderApp('/confirm-email?token=abc-123');
    expect(await screen.findByRole('button', { name: 'Confirm New Email Address' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /api/auth/email/confirm')).toBe(false);
  });

  it('confirms the link’s token once, on the button, and says which address the account has now', async () => {
    api.on('POST /api/auth/email/confirm', {
      status: 200,
      body: { email: 'new-rider@example.com' },
    });
    await openAndConfirm('/confirm-email?token=abc-123');
    expect(await screen.findByText(/Your email address is now/)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Confirm New Email Address' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('new-rider@example.com')).toBeVisible();
    const confirmations = api.calls.filter((call) => call.route === 'POST /api/auth/email/confirm');
    expect(confirmations.map((call) => call.body)).toEqual([{ token: 'abc-123' }]);
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('says clearly when the link has expired or was used', async () => {
    api.on('POST /api/auth/email/confirm', {
      status: 400,
      body: { statusCode: 400, message: EXPIRED, errors: { token: [EXPIRED] } },
    });
    await openAndConfirm('/confirm-email?token=spent');
    expect(await screen.findByText(EXPIRED)).toBeVisible();
    expect(screen.queryByText(/Your email address is now/)).not.toBeInTheDocument();
  });

  it('says the address was taken meanwhile', async () => {
    api.on('POST /api/auth/email/confirm', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'An account with this email already exists',
        errors: { email: ['An account with this email already exists'] },
      },
    });
    await openAndConfirm('/confirm-email?token=late');
    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
  });

  it('without a token offers nothing to confirm and says the link is not usable', async () => {
    renderApp('/confirm-email');
    expect(await screen.findByText(EXPIRED)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Confirm New Email Address' }),
    ).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /api/auth/email/confirm')).toBe(false);
  });
});

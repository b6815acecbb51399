import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const rider = {
  id: 1,
  email: 'rider@example.com',
  username: null,
  profileImageUrl: null,
  role: 'user',
};

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi().on('GET /api/auth/user', { status: 200, body: rider });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openChangePassword() {
  renderApp('/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

describe('/profile', () => {
  it('shows "Loading Profile" until the current user arrives', async () => {
    const pending = deferredReply({ status: 200, body: rider });
    api.on('GET /api/auth/user', pending.handler);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Loading Profile' })).toBeInTheDocument();
    await act(() => pending.release());
    expect(await screen.findByText('rider@example.com', { selector: 'p' })).toBeInTheDocument();
  });

  it('denies access when signed out', async () => {
    api.on('GET /api/auth/user', { status: 401, body: { statusCode: 401, message: 'x' } });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the four cards of a signed-in rider', async () => {
    renderApp('/profile');
    const info = await screen.findByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('Email Address')).toBeInTheDocument();
    expect(within(info).getByText('Not set')).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Account Actions' });
    expect(within(actions).getByRole('button', { name: 'Sign Out (this device)' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Delete Account' })).toBeVisible();
    const privacy = screen.getByRole('region', { name: 'Privacy & Security' });
    expect(within(privacy).getByText(/bcrypt/)).toBeInTheDocument();
    expect(within(privacy).getAllByRole('listitem')).toHaveLength(4);
    const links = within(screen.getByRole('region', { name: 'Helpful Links' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/plan',
      '/my-trips',
      '/blog',
      '/contact.html',
      '/terms',
      '/privacy',
      '/affiliate',
    ]);
  });

  it('keeps Change Password disabled until all three fields are filled', async () => {
    const dialog = await openChangePassword();
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'abc');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'abc');
    expect(submit).toBeEnabled();
  });

  it('checks the match before the length, and sends nothing on failure', async () => {
    const dialog = await openChangePassword();
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'abc');
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'abd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText('New passwords do not match.')).toBeVisible();
    expect(
      within(dialog).queryByText('New password must be at least 6 characters long.'),
    ).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Confirm New Password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(
      within(dialog).getByText('New password must be at least 6 characters long.'),
    ).toBeVisible();
    expect(api.calls.some((call) => call.route === 'POST /api/auth/change-password')).toBe(false);
  });

  it('reads "Changing...", then clears and closes the dialog', async () => {
    const pending = deferredReply({ status: 200, body: { message: 'ok' } });
    api.on('POST /api/auth/change-password', pending.handler);
    const dialog = await openChangePassword();
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'new-secret');
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByRole('button', { name: 'Changing...' })).toBeDisabled();
    await act(() => pending.release());

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully updated.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.route === 'POST /api/auth/change-password')?.body).toEqual(
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const again = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(again).getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows the server message when the current password is wrong', async () => {
    api.on('POST /api/auth/change-password', {
      status: 400,
      body: { statusCode: 400, message: 'Current password is incorrect' },
    });
    const dialog = await openChangePassword();
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'wrong-one');
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'new-secret');
    await userEvent.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(0);
  });

  it('deletes the account after confirmation with the password and goes home signed out', async () => {
    const pending = deferredReply({ status: 200, body: { message: 'ok' } });
    api.on('DELETE /api/auth/profile', pending.handler);
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    expect(within(dialog).getByText(/all of your saved trips/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(api.calls.find((call) => call.route === 'DELETE /api/auth/profile')?.body).toEqual({
      password: 'my-secret',
    });
    api.on('GET /api/auth/user', { status: 401, body: { statusCode: 401, message: 'x' } });
    await act(() => pending.release());

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(
      screen.getByText('Your account and all associated data have been permanently deleted.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the account and says so under the field when the password is wrong', async () => {
    api.on('DELETE /api/auth/profile', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Password is incorrect',
        errors: { password: ['Password is incorrect'] },
      },
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Are you absolutely sure?' })).toBeInTheDocument();
    expect(screen.queryByText('Account deleted')).not.toBeInTheDocument();
  });

  it('signs out from the header menu and goes home', async () => {
    api.on('POST /api/auth/logout', { status: 200, body: { message: 'ok' } });
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for rider' }));
    api.on('GET /api/auth/user', { status: 401, body: { statusCode: 401, message: 'x' } });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

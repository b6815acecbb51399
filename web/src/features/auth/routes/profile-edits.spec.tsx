import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const rider = {
  id: 1,
  email: 'rider@example.com',
  username: 'rider',
  profileImageUrl: null,
  role: 'user',
};
const PICTURE = `/api/media/${'b'.repeat(64)}.webp`;

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi().on('GET /api/auth/user', { status: 200, body: rider });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function infoCard() {
  renderApp('/profile');
  return screen.findByRole('region', { name: 'Account Information' });
}

describe('/profile: username', () => {
  it('is checked by the spec’s rule before anything is sent', async () => {
    const info = await infoCard();
    await userEvent.click(within(info).getByRole('button', { name: 'Edit username' }));
    const field = within(info).getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, ' ab ');
    await userEvent.click(within(info).getByRole('button', { name: 'Save' }));
    expect(within(info).getByText('Username must be at least 3 characters')).toBeVisible();
    expect(api.calls.some((call) => call.route === 'PATCH /api/auth/profile')).toBe(false);
  });

  it('is saved at once, and the header shows the new name without a reload', async () => {
    api.on('PATCH /api/auth/profile', (body) => ({
      status: 200,
      body: { ...rider, ...(body as object) },
    }));
    const info = await infoCard();
    await userEvent.click(within(info).getByRole('button', { name: 'Edit username' }));
    const field = within(info).getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, '  canyon-carver ');
    await userEvent.click(within(info).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Username updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.route === 'PATCH /api/auth/profile')?.body).toEqual({
      username: 'canyon-carver',
    });
    expect(await within(info).findByText('canyon-carver')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Account menu for canyon-carver' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s message under the field when the name is taken, and keeps the draft', async () => {
    api.on('PATCH /api/auth/profile', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'This username is already taken',
        errors: { username: ['This username is already taken'] },
      },
    });
    const info = await infoCard();
    await userEvent.click(within(info).getByRole('button', { name: 'Edit username' }));
    const field = within(info).getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, 'other');
    await userEvent.click(within(info).getByRole('button', { name: 'Save' }));
    expect(await within(info).findByText('This username is already taken')).toBeVisible();
    expect(within(info).getByLabelText('Username')).toHaveValue('other');
    expect(screen.getByRole('button', { name: 'Account menu for rider' })).toBeInTheDocument();
  });
});

describe('/profile: e-mail', () => {
  async function openChangeEmail() {
    const info = await infoCard();
    await userEvent.click(within(info).getByRole('button', { name: 'Change email address' }));
    return screen.findByRole('dialog', { name: 'Change Email' });
  }

  it('checks the address and asks for the password before sending', async () => {
    const dialog = await openChangeEmail();
    await userEvent.type(within(dialog).getByLabelText('New Email Address'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    expect(
      within(dialog).getByText('Enter your password to change your email address'),
    ).toBeVisible();
    expect(api.calls.some((call) => call.route === 'POST /api/auth/profile/email')).toBe(false);
  });

  it('says where the link went, and the address shown stays the current one', async () => {
    api.on('POST /api/auth/profile/email', {
      status: 200,
      body: { pendingEmail: 'new-rider@example.com' },
    });
    const dialog = await openChangeEmail();
    await userEvent.type(
      within(dialog).getByLabelText('New Email Address'),
      'new-rider@example.com',
    );
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Confirmation Link' }));

    expect(await within(dialog).findByText(/We sent a confirmation link to/)).toBeVisible();
    expect(within(dialog).getByText('new-rider@example.com')).toBeVisible();
    expect(api.calls.find((call) => call.route === 'POST /api/auth/profile/email')?.body).toEqual({
      email: 'new-rider@example.com',
      password: 'my-secret',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const info = screen.getByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('rider@example.com')).toBeVisible();
  });

  it('shows a taken address and a wrong password under their fields', async () => {
    api.on('POST /api/auth/profile/email', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'An account with this email already exists',
        errors: { email: ['An account with this email already exists'] },
      },
    });
    const dialog = await openChangeEmail();
    await userEvent.type(within(dialog).getByLabelText('New Email Address'), 'taken@example.com');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(
      await within(dialog).findByText('An account with this email already exists'),
    ).toBeVisible();

    api.on('POST /api/auth/profile/email', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Password is incorrect',
        errors: { password: ['Password is incorrect'] },
      },
    });
    await userEvent.clear(within(dialog).getByLabelText('New Email Address'));
    await userEvent.type(within(dialog).getByLabelText('New Email Address'), 'free@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
  });
});

describe('/profile: picture', () => {
  const image = () =>
    new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it('uploads a chosen image and shows it on the card and in the header', async () => {
    api.on('PUT /api/auth/profile/picture', {
      status: 200,
      body: { ...rider, profileImageUrl: PICTURE },
    });
    const info = await infoCard();
    await userEvent.upload(within(info).getByLabelText('Profile picture'), image());

    expect(await screen.findByText('Picture updated')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.route === 'PUT /api/auth/profile/picture')
      ?.body as FormData;
    expect((sent.get('image') as Blob).size).toBe(4);
    await waitFor(() =>
      expect(within(info).getByTestId('profile-avatar').querySelector('img')).toHaveAttribute(
        'src',
        PICTURE,
      ),
    );
    const header = screen.getByRole('button', { name: 'Account menu for rider' });
    expect(header.querySelector('img')).toHaveAttribute('src', PICTURE);
    expect(within(info).getByRole('button', { name: 'Remove' })).toBeVisible();
  });

  it('refuses a file that is not an image, or over 5MB, with the spec’s toasts and sends nothing', async () => {
    const info = await infoCard();
    const input = within(info).getByLabelText('Profile picture');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, huge);
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'PUT /api/auth/profile/picture')).toBe(false);
  });

  it('removes the picture: the initial shows again', async () => {
    api.on('GET /api/auth/user', { status: 200, body: { ...rider, profileImageUrl: PICTURE } });
    api.on('DELETE /api/auth/profile/picture', { status: 200, body: rider });
    const info = await infoCard();
    await userEvent.click(await within(info).findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Picture removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(info).getByTestId('profile-avatar').querySelector('img')).toBeNull(),
    );
    expect(within(info).getByTestId('profile-avatar')).toHaveTextContent('R');
    expect(within(info).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});

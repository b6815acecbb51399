import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const rider = {
  id: 1,
  email: 'rider@example.com',
  username: 'rider',
  profileImageUrl: null,
  role: 'user',
};

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

/** The toaster sits outside the dialog, which marks the rest of the page aria-hidden. */
function toasts() {
  return within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
}

async function openSignIn() {
  const view = renderApp('/blog');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In to Roadbook' });
  return { ...view, dialog };
}

describe('sign-in / create-account dialog', () => {
  it('shows the login field errors under their fields and sends nothing', async () => {
    const { dialog } = await openSignIn();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText('Password'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'POST /api/auth/login')).toHaveLength(0);
  });

  it('toggles to register mode and back', async () => {
    const { dialog } = await openSignIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create one' }));
    const register = screen.getByRole('dialog', { name: 'Create Your Account' });
    expect(within(register).getByLabelText('Username')).toBeInTheDocument();
    expect(within(register).getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(within(register).getByText('At least 6 characters')).toBeInTheDocument();

    await userEvent.click(within(register).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In to Roadbook' })).toBeInTheDocument();
  });

  it('checks every register field with the spec messages', async () => {
    const { dialog } = await openSignIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create one' }));
    const register = screen.getByRole('dialog', { name: 'Create Your Account' });
    await userEvent.type(within(register).getByLabelText('Username'), 'ab');
    await userEvent.type(within(register).getByLabelText('Email'), 'a@b');
    await userEvent.type(within(register).getByLabelText('Password'), '12345');
    await userEvent.click(within(register).getByRole('button', { name: 'Create Account' }));

    expect(within(register).getByText('Username must be at least 3 characters')).toBeVisible();
    expect(within(register).getByText('Please enter a valid email address')).toBeVisible();
    expect(within(register).getByText('Password must be at least 6 characters')).toBeVisible();
    expect(within(register).getByText('Please confirm your password')).toBeVisible();

    await userEvent.type(within(register).getByLabelText('Confirm Password'), 'other');
    await userEvent.click(within(register).getByRole('button', { name: 'Create Account' }));
    expect(within(register).getByText("Passwords don't match")).toBeVisible();
  });

  it('reads "Signing in..." while pending, then welcomes the rider and shows the menu', async () => {
    const pending = deferredReply({ status: 200, body: rider });
    api.on('POST /api/auth/login', pending.handler);
    const { dialog } = await openSignIn();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(within(dialog).getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    api.on('GET /api/auth/user', { status: 200, body: rider });
    await act(() => pending.release());

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've been successfully logged in.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for rider' })).toBeVisible();
    expect(api.calls.find((call) => call.route === 'POST /api/auth/login')?.body).toEqual({
      email: 'rider@example.com',
      password: 'secret1',
    });
  });

  it('refreshes the current user after login and reads it again about 100 ms later', async () => {
    api.on('POST /api/auth/login', { status: 200, body: rider });
    const { dialog } = await openSignIn();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    api.on('GET /api/auth/user', { status: 200, body: rider });
    const readsBefore = api.calls.filter((call) => call.route === 'GET /api/auth/user').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.route === 'GET /api/auth/user').length,
      ).toBeGreaterThanOrEqual(readsBefore + 2),
    );
  });

  it('shows the server message when login fails', async () => {
    api.on('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, message: 'Invalid email or password' },
    });
    const { dialog } = await openSignIn();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(toasts().getByText('Invalid email or password')).toBeInTheDocument();
    // Repeated in the dialog, where screen readers can reach it.
    expect(within(dialog).getByText('Invalid email or password')).toBeVisible();
  });

  it('reads "Creating account..." while pending and logs the new rider in', async () => {
    const pending = deferredReply({ status: 201, body: rider });
    api.on('POST /api/auth/register', pending.handler);
    const { dialog } = await openSignIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create one' }));
    const register = screen.getByRole('dialog', { name: 'Create Your Account' });
    await userEvent.type(within(register).getByLabelText('Username'), 'rider');
    await userEvent.type(within(register).getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(within(register).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(register).getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(within(register).getByRole('button', { name: 'Create Account' }));

    expect(within(register).getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await act(() => pending.release());
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(
      screen.getByText("Welcome to Roadbook! You've been automatically logged in."),
    ).toBeInTheDocument();
  });

  it('puts a taken e-mail under the e-mail field', async () => {
    api.on('POST /api/auth/register', {
      status: 409,
      // The auth service's answer: the conflict, with the field it is about.
      body: {
        statusCode: 409,
        code: 'conflict',
        message: 'An account with this email already exists',
        errors: { email: ['An account with this email already exists'] },
      },
    });
    const { dialog } = await openSignIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create one' }));
    const register = screen.getByRole('dialog', { name: 'Create Your Account' });
    await userEvent.type(within(register).getByLabelText('Username'), 'rider');
    await userEvent.type(within(register).getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(within(register).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(register).getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(within(register).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(
      within(register).getByText('An account with this email already exists'),
    ).toBeInTheDocument();
  });
});

describe('reset-password dialog', () => {
  async function openReset() {
    const { dialog } = await openSignIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    return screen.findByRole('dialog', { name: 'Reset Your Password' });
  }

  it('asks for an e-mail before sending', async () => {
    const reset = await openReset();
    await userEvent.click(within(reset).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(toasts().getByText('Please enter your email address.')).toBeInTheDocument();
    expect(within(reset).getByText('Please enter your email address.')).toBeVisible();
  });

  it('reads "Sending...", then shows the success view; closing clears it', async () => {
    const pending = deferredReply({
      status: 200,
      body: { message: "If an account exists with that email, we've sent a password reset link." },
    });
    api.on('POST /api/auth/forgot-password', pending.handler);
    const reset = await openReset();
    await userEvent.type(within(reset).getByLabelText('Email'), 'rider@example.com');
    await userEvent.click(within(reset).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(reset).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(() => pending.release());

    expect(await screen.findByText('Reset link sent')).toBeInTheDocument();
    const sent = screen.getByRole('dialog', { name: 'Check Your Email' });
    expect(within(sent).getByText(/spam/)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign In to Roadbook' })).getByRole(
        'button',
        { name: 'Forgot your password?' },
      ),
    );
    const again = await screen.findByRole('dialog', { name: 'Reset Your Password' });
    expect(within(again).getByLabelText('Email')).toHaveValue('');
  });

  it('goes back to sign in', async () => {
    const reset = await openReset();
    await userEvent.click(within(reset).getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In to Roadbook' })).toBeInTheDocument();
  });

  it('shows "Error" when the server fails', async () => {
    api.on('POST /api/auth/forgot-password', { status: 500 });
    const reset = await openReset();
    await userEvent.type(within(reset).getByLabelText('Email'), 'rider@example.com');
    await userEvent.click(within(reset).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(toasts().getByText('Failed to send reset email')).toBeInTheDocument();
    expect(within(reset).getByText('Failed to send reset email')).toBeVisible();
  });
});

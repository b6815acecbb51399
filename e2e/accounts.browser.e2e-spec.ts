import { openPage } from './support/browser-pages';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { newPhoneContext, sidewaysOverflow } from './support/phone';
import { Screenshots } from './support/screenshots';
import { latestResetLink, waitForMails } from './support/outbox';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The account life cycle in headless Chromium against the real distributed system and the
 * built web app (web/dist): sign-up, sign-out, sign-in, reset by e-mail, change password,
 * delete account. With SCREENSHOT_DIR=<dir> it also saves desktop and phone screenshots.
 */
const FIRST_PASSWORD = 'ride-safe-1';
const RESET_PASSWORD = 'after-reset-2';
const CHANGED_PASSWORD = 'changed-pw-3';
const shots = new Screenshots('accounts');

const id = Date.now().toString(36);
const rider = { username: `rider${id}`, email: `rider${id}@example.com` };

const deployment = sharedDeployment();
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

function shot(name: string, target: Page = page) {
  return shots.screen(target, name);
}

function dialog(name: string): Locator {
  return page.getByRole('dialog', { name });
}

/**
 * The one visible toast (one at a time: docs/product.md#toasts). Found by CSS, not role: while a
 * dialog is open MUI marks the rest of the page, the notifications region included, aria-hidden.
 */
async function expectToast(title: string, description: string) {
  const toasts = page.locator('section[aria-label="Notifications"]');
  await toasts.getByText(title, { exact: true }).waitFor();
  await toasts.getByText(description, { exact: true }).waitFor();
}

async function openSignIn(): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = dialog('Sign In to Roadbook');
  await signIn.waitFor();
  return signIn;
}

async function signIn(email: string, password: string) {
  const form = await openSignIn();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  return form;
}

async function openAccountMenu() {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu for ${rider.username}` })
    .click();
  await page.getByRole('menu').waitFor();
}

async function signOutFromHeader() {
  await openAccountMenu();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(page, deployment.baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
});

describe('accounts in the browser', () => {
  it('signs up after showing the field errors, then shows the account menu', async () => {
    const signInDialog = await openSignIn();
    await shot('sign-in-desktop');
    await signInDialog.getByRole('button', { name: 'Create one' }).click();
    const form = dialog('Create Your Account');
    await form.waitFor();
    await form.getByText('At least 6 characters', { exact: true }).waitFor();

    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await shot('register-errors-desktop');

    await form.getByLabel('Username').fill(rider.username);
    await form.getByLabel('Email').fill(rider.email);
    await form.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await form.getByLabel('Confirm Password').fill('something-else');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText("Passwords don't match", { exact: true }).waitFor();

    await form.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      'Account created!',
      "Welcome to Roadbook! You've been automatically logged in.",
    );
    await form.waitFor({ state: 'hidden' });

    await openAccountMenu();
    await shot('account-menu-desktop');
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['My Trips', 'Profile', 'Sign Out']);
    expect(await page.getByRole('menuitem', { name: 'My Trips' }).getAttribute('href')).toBe(
      '/my-trips',
    );
    expect(await page.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    await page.keyboard.press('Escape');
  });

  it('signs out to / and is signed out after a reload', async () => {
    await openPage(page, `${deployment.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    await signOutFromHeader();
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('refuses a wrong password, then signs in', async () => {
    const form = await signIn(rider.email, 'wrong-password');
    await expectToast('Login failed', 'Invalid email or password');
    await form.getByText('Invalid email or password', { exact: true }).waitFor();

    await form.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast('Welcome back!', "You've been successfully logged in.");
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Account menu for ${rider.username}` }).waitFor();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    await signOutFromHeader();
    const form = await openSignIn();
    await form.getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = dialog('Reset Your Password');
    await reset.waitFor();
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast('Email required', 'Please enter your email address.');

    await reset.getByLabel('Email').fill(rider.email);
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(
      'Reset link sent',
      "If an account exists with that email, we've sent a password reset link.",
    );
    const sent = dialog('Check Your Email');
    await sent.getByText(/spam/).waitFor();
    await shot('reset-sent-desktop');
    await page.keyboard.press('Escape');
    await sent.waitFor({ state: 'hidden' });

    await waitForMails(deployment.outboxDir, rider.email);
    const link = new URL(latestResetLink(deployment.outboxDir, rider.email));
    expect(link.pathname).toBe('/reset-password');
    await openPage(page, `${deployment.baseUrl}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await shot('reset-page-desktop');

    await page.getByLabel('New Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
    await page.getByText('Please confirm your password', { exact: true }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm New Password').fill('not-the-same');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText("Passwords don't match", { exact: true }).waitFor();
    await page.getByLabel('Confirm New Password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    // Success leads to sign-in: home, with the sign-in dialog open.
    const signInAfterReset = dialog('Sign In to Roadbook');
    await signInAfterReset.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signInAfterReset.getByLabel('Email').fill(rider.email);
    await signInAfterReset.getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
    await signInAfterReset.getByRole('button', { name: 'Sign In' }).click();
    await expectToast('Welcome back!', "You've been successfully logged in.");

    // The link works once.
    await openPage(page, `${deployment.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel('New Password', { exact: true }).fill('another-one-4');
    await page.getByLabel('Confirm New Password').fill('another-one-4');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText('This reset link is invalid or has expired. Please request a new one.')
      .waitFor();
    await page.getByRole('button', { name: 'Request a new link' }).waitFor();
  });

  it('shows a clear message when the page is opened without a token', async () => {
    await openPage(page, `${deployment.baseUrl}/reset-password`);
    await page.getByText(/needs the link from your password reset email/).waitFor();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await dialog('Sign In to Roadbook').waitFor();
    await page.keyboard.press('Escape');
  });

  it('changes the password from the profile, checking the rules in spec order', async () => {
    await openPage(page, `${deployment.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    const info = page.getByRole('region', { name: 'Account Information' });
    await info.getByText(rider.email).waitFor();
    await info.getByText(rider.username, { exact: true }).waitFor();
    await shot('profile-desktop');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = dialog('Change Password');
    await change.waitFor();
    const submit = change.getByRole('button', { name: 'Change Password' });
    expect(await submit.isDisabled()).toBe(true);
    await change.getByLabel('Current Password').fill(RESET_PASSWORD);
    await change.getByLabel('New Password', { exact: true }).fill('abc');
    await change.getByLabel('Confirm New Password').fill('abd');
    await submit.click();
    await change.getByText('New passwords do not match.', { exact: true }).waitFor();
    await change.getByLabel('Confirm New Password').fill('abc');
    await submit.click();
    await change
      .getByText('New password must be at least 6 characters long.', { exact: true })
      .waitFor();
    await shot('change-password-desktop');

    await change.getByLabel('Current Password').fill('not-my-password');
    await change.getByLabel('New Password', { exact: true }).fill(CHANGED_PASSWORD);
    await change.getByLabel('Confirm New Password').fill(CHANGED_PASSWORD);
    await submit.click();
    await expectToast('Error', 'Current password is incorrect');

    await change.getByLabel('Current Password').fill(RESET_PASSWORD);
    await submit.click();
    await expectToast('Password changed', 'Your password has been successfully updated.');
    await change.waitFor({ state: 'hidden' });

    // The new password is the one that works now.
    await signOutFromHeader();
    await signIn(rider.email, CHANGED_PASSWORD);
    await expectToast('Welcome back!', "You've been successfully logged in.");
  });

  it('deletes the account and lands on / signed out', async () => {
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = dialog('Are you absolutely sure?');
    await confirm.getByText(/permanently delete your account, all of your saved trips/).waitFor();
    await confirm.getByLabel('Password').fill(CHANGED_PASSWORD);
    await shot('delete-account-desktop');
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expectToast(
      'Account deleted',
      'Your account and all associated data have been permanently deleted.',
    );
    await page.waitForURL(`${deployment.baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();

    await openPage(page, `${deployment.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Please log in to view your profile.').waitFor();
    await shot('profile-signed-out-desktop');

    await openPage(page, deployment.baseUrl);
    await signIn(rider.email, CHANGED_PASSWORD);
    await expectToast('Login failed', 'Invalid email or password');
  });

  it('signs up and manages the account on a phone, each screen within its width', async () => {
    const context = await newPhoneContext(browser, deployment.baseUrl);
    const phone = await context.newPage();
    /** The screen as it is now fits the phone's width, and is pictured under `name`. */
    const fits = async (name: string) => {
      expect(await sidewaysOverflow(phone)).toBe(0);
      await shot(name, phone);
    };
    try {
      await openPage(phone, deployment.baseUrl);
      await phone.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await phone.getByRole('dialog', { name: 'Sign In to Roadbook' }).waitFor();
      await fits('sign-in-phone');
      await phone.getByRole('button', { name: 'Create one' }).click();
      await phone.getByRole('button', { name: 'Create Account' }).click();
      await phone.getByText('Please confirm your password').waitFor();
      await fits('register-errors-phone');
      const dialogForm = phone.getByRole('dialog', { name: 'Create Your Account' });
      await dialogForm.getByLabel('Username').fill(`phone${id}`);
      await dialogForm.getByLabel('Email').fill(`phone${id}@example.com`);
      await dialogForm.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
      await dialogForm.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
      await dialogForm.getByRole('button', { name: 'Create Account' }).click();
      await dialogForm.waitFor({ state: 'hidden' });
      await phone.getByRole('button', { name: `Account menu for phone${id}` }).click();
      await phone.getByRole('menu').waitFor();
      await fits('account-menu-phone');
      await openPage(phone, `${deployment.baseUrl}/profile`);
      await phone.getByRole('heading', { name: 'Your Profile' }).waitFor();
      await fits('profile-phone');
      await phone.getByRole('button', { name: 'Change Password' }).click();
      await phone.getByRole('dialog', { name: 'Change Password' }).waitFor();
      await fits('change-password-phone');
      await openPage(phone, `${deployment.baseUrl}/reset-password?token=abc`);
      await phone.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
      await fits('reset-page-phone');
    } finally {
      await context.close();
    }
  });
});

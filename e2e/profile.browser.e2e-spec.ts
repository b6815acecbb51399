import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { SIGN_UP_PASSWORD, signUp } from './support/accounts-and-trips';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { DESKTOP, launchBrowser, layOutAt, PHONE } from './support/browser';
import { Screenshots } from './support/screenshots';
import { newBrowserContext, openPage, watchErrors } from './support/browser-pages';
import { HttpSession } from './support/http-session';
import { mailsTo, waitForConfirmEmailLink, waitForMails } from './support/outbox';
import { sharedDeployment } from './support/shared-deployment';
import { until } from './support/until';

/**
 * A rider edits their own account on /profile in headless Chromium against the distributed
 * system, at desktop and phone width, each with an account of its own: a picture uploaded through
 * the media path shows on the card and in the header's menu, a new username shows in the header
 * at once, and a new e-mail takes effect only through the link mailed to it, after which the new
 * address signs in and the old one does not. With SCREENSHOT_DIR=<dir> it saves what each
 * step looks like.
 */
const deployment = sharedDeployment();
const shots = new Screenshots('profile');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The one visible toast, found by CSS: an open dialog hides the rest of the page from roles. */
async function expectToast(page: Page, title: string) {
  await page
    .locator('section[aria-label="Notifications"]')
    .getByText(title, { exact: true })
    .waitFor();
}

/** The picture an avatar shows, once the browser has loaded it. */
async function loadedPicture(avatar: Locator): Promise<string> {
  const image = avatar.locator('img');
  await image.waitFor();
  await until(() =>
    image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  );
  return (await image.getAttribute('src')) ?? '';
}

async function signInStatus(email: string, password = SIGN_UP_PASSWORD): Promise<number> {
  const { status } = await new HttpSession(deployment.baseUrl).post('/auth/login', {
    email,
    password,
  });
  return status;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('profile edits at %s width', (label, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let email: string;
  let username: string;

  beforeAll(async () => {
    const session = await signUp(deployment.baseUrl);
    ({ email, username } = (await session.get('/auth/user')).body as {
      email: string;
      username: string;
    });
    context = await newBrowserContext(browser, deployment.baseUrl, email, { viewport });
    page = await context.newPage();
    errors = watchErrors(page);
    await openPage(page, `${deployment.baseUrl}/profile`);
    await layOutAt(page, viewport);
  });

  afterAll(async () => {
    await context?.close();
  });

  afterEach(() => {
    expect(errors).toEqual([]);
  });

  const info = () => page.getByRole('region', { name: 'Account Information' });
  const accountMenuButton = (name: string) =>
    page.getByRole('banner').getByRole('button', { name: `Account menu for ${name}` });

  it('uploads a picture: it shows on the profile card and in the header’s account menu', async () => {
    await info().getByText(email, { exact: true }).waitFor();
    await shots.screen(page, `profile-view-${label}`);
    const photo = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#2e6b4f' },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    await info()
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectToast(page, 'Picture updated');

    const onCard = await loadedPicture(info().getByTestId('profile-avatar'));
    expect(onCard).toMatch(/^\/api\/media\/[0-9a-f]{64}\.\w+$/);
    expect(await loadedPicture(accountMenuButton(username))).toBe(onCard);
    await accountMenuButton(username).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await loadedPicture(menu)).toBe(onCard);
    await shots.screen(page, `account-menu-picture-${label}`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await shots.screen(page, `profile-picture-${label}`);
  });

  it('changes the username: refused while too short, then saved and shown in the header', async () => {
    await info().getByRole('button', { name: 'Edit username' }).click();
    const field = info().getByLabel('Username');
    await field.fill('ab');
    await info().getByRole('button', { name: 'Save' }).click();
    await info().getByText('Username must be at least 3 characters', { exact: true }).waitFor();
    await shots.screen(page, `profile-edit-username-${label}`);

    const renamed = `${username}x`;
    await field.fill(renamed);
    await info().getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Username updated');
    await accountMenuButton(renamed).waitFor();
    await info().getByText(renamed, { exact: true }).waitFor();
    username = renamed;
  });

  it('changes the e-mail through the link mailed to the new address; the old one is told', async () => {
    const newEmail = email.replace('@', '.moved@');
    await info().getByRole('button', { name: 'Change email address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    await dialog.waitFor();
    await dialog.getByLabel('New Email Address').fill(newEmail);
    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await dialog.getByText('Password is incorrect', { exact: true }).waitFor();
    await shots.screen(page, `profile-change-email-${label}`);

    await dialog.getByLabel('Current Password').fill(SIGN_UP_PASSWORD);
    await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await dialog.getByText(/We sent a confirmation link to/).waitFor();
    await shots.screen(page, `profile-change-email-sent-${label}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing changes until the link is opened and confirmed.
    expect(await signInStatus(email)).toBe(200);
    expect(await signInStatus(newEmail)).toBe(401);

    const link = await waitForConfirmEmailLink(deployment.outboxDir, newEmail);
    expect(link).toContain('/confirm-email?token=');
    await openPage(page, link.replace(/^https?:\/\/[^/]+/, deployment.baseUrl));
    // Opening the link changes nothing: the rider confirms.
    const confirmButton = page.getByRole('button', { name: 'Confirm New Email Address' });
    await confirmButton.waitFor();
    expect(await signInStatus(email)).toBe(200);
    await shots.screen(page, `confirm-email-ask-${label}`);
    // The sweep opens /confirm-email without a token: this state is checked here.
    expect(describeViolations(await seriousAxeViolations(page))).toEqual('');
    await confirmButton.click();
    await page.getByText(/Your email address is now/).waitFor();
    await page.getByText(newEmail, { exact: true }).waitFor();
    await shots.screen(page, `confirm-email-${label}`);

    const [notice] = await waitForMails(deployment.outboxDir, email);
    expect(notice).toContain('was changed to');
    expect(notice).toContain(newEmail);
    expect(await signInStatus(newEmail)).toBe(200);
    expect(await signInStatus(email)).toBe(401);
    // The session that asked stays signed in, and shows the new address.
    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await info().getByText(newEmail, { exact: true }).waitFor();
    await accountMenuButton(username).waitFor();

    // The link is spent: opened again and confirmed (or the confirmation sent again when its
    // replica was lost), it answers the address it set, and the old mailbox is told once.
    await openPage(page, link.replace(/^https?:\/\/[^/]+/, deployment.baseUrl));
    await page.getByRole('button', { name: 'Confirm New Email Address' }).click();
    await page.getByText(/Your email address is now/).waitFor();
    await page.getByText(newEmail, { exact: true }).waitFor();
    expect(mailsTo(deployment.outboxDir, newEmail)).toHaveLength(1);

    // Once another change is asked for, the spent link says it was used.
    const laterEmail = `later-${newEmail}`;
    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await info().getByRole('button', { name: 'Change email address' }).click();
    const later = page.getByRole('dialog', { name: 'Change Email' });
    await later.getByLabel('New Email Address').fill(laterEmail);
    await later.getByLabel('Current Password').fill(SIGN_UP_PASSWORD);
    await later.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await later.getByText(/We sent a confirmation link to/).waitFor();
    await waitForMails(deployment.outboxDir, laterEmail);
    await openPage(page, link.replace(/^https?:\/\/[^/]+/, deployment.baseUrl));
    await page.getByRole('button', { name: 'Confirm New Email Address' }).click();
    await page.getByText(/This confirmation link has expired or was already used/).waitFor();
    await shots.screen(page, `confirm-email-used-${label}`);
    // The mails queued before the later one's have gone out: the old mailbox was told once.
    expect(mailsTo(deployment.outboxDir, email)).toHaveLength(1);
  });
});

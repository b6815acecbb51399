import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { SIGN_UP_PASSWORD } from './support/accounts-and-trips';
import { PHONE } from './support/browser';
import type { HttpSession } from './support/http-session';

/**
 * A phone: its screen, touch and a phone's user agent, signed in through the login call when an
 * e-mail is given. `serviceWorkers: 'block'` leaves out the offline copy, so a test sees what the
 * network alone does.
 */
export async function newPhoneContext(
  browser: Browser,
  baseUrl: string,
  { email, serviceWorkers = 'allow' }: { email?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  if (email) {
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { email, password: SIGN_UP_PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(login.status()).toBe(200);
  }
  return context;
}

/** The signed-in account's e-mail. */
export async function emailOf(session: HttpSession): Promise<string> {
  return (await session.get('/auth/user')).body.email as string;
}

/** The app's code: the chunk the entry imports to start it. */
const APP_CHUNK = /\/assets\/start-app-[\w-]+\.js$/;

/** Holds the app's code on its way until `release` is called, so a test can act before it starts. */
export async function holdAppCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(APP_CHUNK, (route) => (released ? route.continue() : held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Resolves once the app has the page (`web/src/app/start-app.tsx`), with no input from the test. */
export function appStarted(page: Page, timeout = 30_000): Promise<void> {
  return page.locator('#root[data-app-started]').waitFor({ state: 'attached', timeout });
}

/** Console errors of the page (what Lighthouse's "errors in console" counts). */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

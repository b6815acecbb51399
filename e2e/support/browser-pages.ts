import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { SIGN_UP_PASSWORD } from './accounts-and-trips';
import { DESKTOP } from './browser';

/**
 * A browser context, desktop-sized unless `options` say otherwise, signed in through the login
 * call when an e-mail is given.
 */
export async function newBrowserContext(
  browser: Browser,
  baseUrl: string,
  email?: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  if (email) {
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { email, password: SIGN_UP_PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(login.status()).toBe(200);
  }
  return context;
}

/**
 * Opens `url` and waits until the app has the page (`web/src/app/start-app.tsx`): a page arrives
 * rendered by the server and starts the app by itself once painted
 * (`web/src/app/start-on-load.ts`), so what a test does next runs against the started app.
 * `e2e/app-start.browser.e2e-spec.ts` covers the visitor who clicks or types before then.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appStarted(page);
}

/** Resolves once the app has the page (`web/src/app/start-app.tsx`), with no input from the test. */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root[data-app-started]').waitFor({ state: 'attached' });
}

/** Collects the page's uncaught errors, to expect none at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

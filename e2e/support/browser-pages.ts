import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SIGN_UP_PASSWORD } from './accounts-and-trips';
import { DESKTOP } from './browser';

/** A desktop-sized browser context, signed in through the login call when an e-mail is given. */
export async function newBrowserContext(
  browser: Browser,
  baseUrl: string,
  email?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
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
 * Opens `url` and waits until the app has the page (`web/src/app/start-app.tsx`). A public page
 * arrives rendered by the server and starts the app on the visitor's first touch
 * (`web/src/app/start-on-intent.ts`): this presses on the page as a visitor would, so what a test
 * does next runs against the started app. `e2e/app-start.browser.e2e-spec.ts` covers the visitor
 * who clicks or types before it has started.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('body').dispatchEvent('pointerdown');
  await page.locator('#root[data-app-started]').waitFor({ state: 'attached' });
}

/** Collects the page's uncaught errors, to expect none at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

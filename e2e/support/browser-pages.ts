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
 * Opens `url` and waits until the app has started (`web/src/app/start-app.tsx`): a public page
 * arrives rendered by the server, and what is clicked or typed before the app takes it over is
 * lost.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#root[data-app-started]').waitFor({ state: 'attached' });
}

/** Collects the page's uncaught errors, to expect none at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

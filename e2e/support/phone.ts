import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { newBrowserContext } from './browser-pages';
import { PHONE } from './browser';
import type { HttpSession } from './http-session';

/**
 * A phone: its screen, touch and a phone's user agent, signed in through the login call when an
 * e-mail is given. `serviceWorkers: 'block'` leaves out the offline copy, so a test sees what the
 * network alone does.
 */
export function newPhoneContext(
  browser: Browser,
  baseUrl: string,
  { email, serviceWorkers = 'allow' }: { email?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return newBrowserContext(browser, baseUrl, email, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/130.0.0.0 Mobile Safari/537.36',
  });
}

/** The signed-in account's e-mail. */
export async function emailOf(session: HttpSession): Promise<string> {
  return (await session.get('/auth/user')).body.email as string;
}

/**
 * How far the page reaches past the right edge of the screen, in CSS pixels: 0 when nothing makes
 * a rider scroll sideways.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
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

/** Console errors of the page (what Lighthouse's "errors in console" counts). */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

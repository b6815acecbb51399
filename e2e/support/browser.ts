import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { SPEC_CLIENT_HEADERS } from './client-address';
import { STATE_WAIT_MS } from './until';

/**
 * Debian's Chromium in its headless shell, never a downloaded browser, with flags that keep it off
 * the network. The shell is the browser's engine without its windows: the full browser, headless,
 * still builds each window's address-bar popup as a page of its own, which keeps drawing for as
 * long as the window is open (a sixth of a core each, on this project's machine). Every page it
 * opens comes from the spec's own address (client-address.ts), like the spec's sessions, waits
 * for what it is told to wait for as long as any other state wait (until.ts), and runs without
 * the service worker unless its context asks for it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--enable-unsafe-swiftshader',
    ],
  });
  // `newPage` opens its page in a context of its own made by `newContext`, so this covers both.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options: BrowserContextOptions = {}) => {
    const context = await newContext({
      // Each context is a first visit, whose service worker would fetch the whole app shell
      // (web/build/precache-manifest.ts): about as much work again as the page itself. Only a
      // spec about the worker or what it keeps asks for it (`serviceWorkers: 'allow'`; a phone
      // from support/phone.ts has it unless told otherwise).
      serviceWorkers: 'block',
      ...options,
      extraHTTPHeaders: { ...SPEC_CLIENT_HEADERS, ...options.extraHTTPHeaders },
    });
    context.setDefaultTimeout(STATE_WAIT_MS);
    return context;
  };
  return browser;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Lays the page out at `viewport` and waits until it has settled: two animation frames in a row
 * with the same markup, so responsive components have re-rendered for the new width.
 */
export async function layOutAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = document.documentElement.outerHTML;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.documentElement.outerHTML === before)),
        );
      }),
    undefined,
    { polling: 'raf' },
  );
}

/** Waits until every running CSS transition and animation (a dialog opening, say) has ended. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A spinner's animation never ends: only those that do are waited for. A cancelled one (its
    // element removed, say) is over too: its promise rejects.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(ending.map((animation) => animation.finished));
  });
}

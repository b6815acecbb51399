import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, layOutAt, PHONE, transitionsDone } from './browser';

/**
 * Pictures of what a spec's pages looked like, for a person to look at, saved only when
 * `SCREENSHOT_DIR` names a folder (`SCREENSHOT_DIR=/tmp/shots npm run test:e2e -- e2e/trips`),
 * each spec's in a folder of its own. They assert nothing, and a full-page capture encoded as a
 * PNG is among the costliest things a browser spec asks of Chromium (docs/testing.md, "End-to-end
 * specs"), so a run without the variable takes none. A check that reads a picture's pixels takes
 * its own capture and may hand it `path(name)` to keep a copy.
 */
export class Screenshots {
  private readonly dir: string | undefined;

  constructor(spec: string, root: string | undefined = process.env.SCREENSHOT_DIR) {
    this.dir = root ? join(root, spec) : undefined;
    if (this.dir) mkdirSync(this.dir, { recursive: true });
  }

  /** Whether pictures are kept this run. */
  get taken(): boolean {
    return this.dir !== undefined;
  }

  /** The file a picture named `name` is saved to, or undefined when pictures are not kept. */
  path(name: string): string | undefined {
    return this.dir && join(this.dir, `${name}.png`);
  }

  /**
   * The page once its transitions have ended: whole, from its top (so a sticky header is not
   * painted over the middle), or the viewport only, as a dialog over the page is seen.
   */
  async page(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
    const path = this.path(name);
    if (!path) return;
    await transitionsDone(page);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage });
  }

  /**
   * The screen once its transitions have ended: the whole page, or the viewport alone while a
   * dialog is open over it.
   */
  async screen(page: Page, name: string): Promise<void> {
    if (!this.dir) return;
    await transitionsDone(page);
    const dialogOpen = await page.getByRole('dialog').isVisible();
    await this.page(page, name, { fullPage: !dialogOpen });
  }

  /** One element, once its page's transitions have ended. */
  async element(element: Locator, name: string): Promise<void> {
    const path = this.path(name);
    if (!path) return;
    await transitionsDone(element.page());
    await element.screenshot({ path });
  }

  /**
   * The page from its top at desktop then phone width (`<name>-desktop.png`, `<name>-phone.png`),
   * laid out anew at each, and back to desktop width.
   */
  async atBothWidths(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
    if (!this.dir) return;
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      // From the top, so a sticky header is not painted over the middle of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await layOutAt(page, viewport);
      await page.screenshot({ path: this.path(`${name}-${label}`), fullPage });
    }
    await page.setViewportSize(DESKTOP);
  }
}

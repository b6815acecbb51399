import { expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { ALL_PARTS_UP, getHealth } from './health';
import { SPEC_ROUTES, SUBJECT_ROUTES } from './spec-routes';

/**
 * What every deployment must show, whichever way it was started: all parts healthy, every route of
 * docs/product.md#screens-and-routes rendering in a real browser, and a real not-found page for
 * anything else. The routes are visited in one tab, each a full load: a tab of its own for each
 * was a browser context and a renderer process started, and the app's code compiled, each time.
 */
export function describeRunningRoadbook(baseUrl: () => string): void {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reports every part up at /api/health', async () => {
    const { status, body } = await getHealth(baseUrl());
    expect(status).toBe(200);
    expect(body.status).toBe('up');
    expect(body.services).toEqual(ALL_PARTS_UP);
  });

  it('serves its OpenAPI description', async () => {
    const response = await fetch(`${baseUrl()}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${baseUrl()}/api/no-such-thing`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  it.each(SPEC_ROUTES)('renders %s in the browser with the header and a heading', async (route) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    try {
      const response = await page.goto(`${baseUrl()}${route}`);
      const expected = SUBJECT_ROUTES.has(route) ? [200, 404] : [200];
      expect(expected).toContain(response?.status());
      // A public page arrives with its header; any other page gets it once the app has started.
      await page
        .getByRole('link', { name: /roadbook/i })
        .first()
        .waitFor({ state: 'visible' });
      await page.getByRole('heading').first().waitFor({ state: 'visible' });
      // The route's own page, even for a missing subject: never the catch-all not-found page.
      await expect(page.getByText(/page not found/i).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      page.off('pageerror', onError);
    }
  });

  it('shows the not-found page for any other path', async () => {
    await page.goto(`${baseUrl()}/no/such/page`);
    await page
      .getByText(/page not found/i)
      .first()
      .waitFor({ state: 'visible' });
    await page.getByRole('link', { name: /home/i }).first().waitFor({ state: 'visible' });
  });
}

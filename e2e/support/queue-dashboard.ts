import type { BrowserContext, Page } from 'playwright-core';
import { appStarted } from './browser-pages';

/**
 * Opens /admin/queues in the context's browser and waits for the app's Access Denied page the
 * gateway sends a rider who is not an admin; resolves with the page and the status it came with.
 */
export async function openDeniedDashboard(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ page: Page; status: number | undefined }> {
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}/admin/queues`);
  await appStarted(page);
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  return { page, status: response?.status() };
}

/**
 * The number of workers the dashboard shows on `queue` (its info panel's "Workers"; "No
 * workers" is 0), opened in `page` as a signed-in admin.
 */
export async function dashboardWorkerCount(
  page: Page,
  baseUrl: string,
  queue: string,
): Promise<number> {
  await page.goto(`${baseUrl}/admin/queues/queue/${queue}`);
  await page.getByRole('button', { name: 'Queue info' }).click();
  // The row appears once the dashboard has asked for the queue's workers.
  const workers = page
    .getByRole('dialog', { name: 'Queue info' })
    .locator('dt', { hasText: /^Workers$/ })
    .locator('xpath=following-sibling::dd');
  const text = (await workers.textContent())?.trim() ?? '';
  return text === 'No workers' ? 0 : Number(text);
}

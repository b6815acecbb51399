import { randomInt } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { makeAdmin, signUp } from './support/accounts-and-trips';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import { newBrowserContext, openPage, watchErrors } from './support/browser-pages';
import { sharedDeployment } from './support/shared-deployment';

/**
 * Pictures in blog posts, in a real browser against the distributed system and the built web:
 * an admin uploads one into a post's body (with its alt text) and a cover, publishes the post,
 * and a visitor reads it with both pictures loaded from our own media, under the site's strict
 * Content-Security-Policy, with nothing blocked and no error in the console. At desktop and
 * phone widths.
 */
const shots = new Screenshots('blog-images');
const deployment = sharedDeployment();
let browser: Browser;
let adminEmail: string;

/** A photo no other run uploads, so its stored name is this test's own. */
function photo(width: number, height: number): Promise<Buffer> {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Waits until the image has arrived and decoded: what a visitor sees, not a broken icon. */
async function loaded(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        if (element.complete && element.naturalWidth > 0) return resolve();
        element.addEventListener('load', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error(`${element.src} failed`)), {
          once: true,
        });
      }),
  );
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

const SIGNED_OUT_PROBE = '/api/auth/user';

/** What the page's CSP blocked and what its console reported as errors, from the first byte. */
function watchCspAndConsole(page: Page): { violations: string[]; consoleErrors: string[] } {
  const seen = { violations: [] as string[], consoleErrors: [] as string[] };
  page.on('console', (message) => {
    // A visitor is told they are not signed in with a 401 from /api/auth/user, which Chromium
    // logs as a failed resource: that answer is the app's, not the pictures'.
    const url = message.location().url;
    if (message.type() === 'error' && !url.endsWith(SIGNED_OUT_PROBE)) {
      seen.consoleErrors.push(`${message.text()} (${url})`);
    }
  });
  void page.exposeFunction('reportCspViolation', (text: string) => seen.violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;
});

afterAll(async () => {
  await browser?.close();
});

test.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])(
  'at %s width an admin puts a picture with alt text and a cover into a post; a visitor sees both load',
  async (width, viewport) => {
    const base = deployment.baseUrl;
    const title = `Canyon Light in Pictures ${width} ${Date.now().toString(36)}`;
    const adminContext = await newBrowserContext(browser, base, adminEmail, { viewport });
    const page = await adminContext.newPage();
    const adminErrors = watchErrors(page);

    await openPage(page, `${base}/admin/blog/new`);
    await page.getByRole('heading', { name: 'New Blog Post', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await page.keyboard.type('The walls turn red an hour before sunset.');
    await page.keyboard.press('Enter');

    // Into the body: chosen from the toolbar, described, then uploaded.
    await page.getByLabel('Choose an image for the post').setInputFiles({
      name: 'walls.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1600, 1000),
    });
    const dialog = page.getByRole('dialog', { name: 'Add an image' });
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await dialog.getByText('Describe the image for readers who cannot see it').waitFor();
    await dialog.getByLabel(/^Image description/).fill('Red canyon walls at sunset');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    const inBody = content.getByRole('img', { name: 'Red canyon walls at sunset' });
    await inBody.waitFor();
    const bodySrc = await inBody.getAttribute('src');
    expect(bodySrc).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);
    expect(await inBody.getAttribute('srcset')).toContain('w=1280&q=85&f=webp 1280w');

    // The cover: uploaded through the same path.
    await page.getByLabel('Choose image', { exact: true }).setInputFiles({
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1920, 1080),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Your image has been uploaded successfully').waitFor();
    const cover = await page.getByLabel('Featured image URL').inputValue();
    expect(cover).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);
    if (width === 'desktop') await shots.atBothWidths(page, 'blog-editor-images');

    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL(`${base}/blog`);
    await page.getByText('Blog post created successfully!').waitFor();
    expect(adminErrors).toEqual([]);
    await adminContext.close();

    // The visitor: the card's cover, then the post's cover and body picture, all loaded.
    const visitorContext = await newBrowserContext(browser, base, undefined, { viewport });
    const visitor = await visitorContext.newPage();
    const visitorErrors = watchErrors(visitor);
    const seen = watchCspAndConsole(visitor);
    await openPage(visitor, `${base}/blog`);
    const card = visitor.getByTestId('blog-post-card').filter({ hasText: title });
    expect(await loaded(card.locator('img'))).toBeGreaterThan(0);
    if (width === 'desktop') await shots.atBothWidths(visitor, 'blog-list-covers');

    await card.getByRole('link', { name: title }).click();
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    const body = visitor.getByTestId('post-body');
    const picture = body.getByRole('img', { name: 'Red canyon walls at sunset' });
    expect(await picture.getAttribute('src')).toBe(bodySrc);
    // Its own size, so the page keeps its place before it arrives.
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual([
      '1600',
      '1000',
    ]);
    expect(await picture.getAttribute('srcset')).toContain('/api/images/optimize?src=');
    expect(await loaded(picture)).toBeGreaterThan(0);
    const postCover = visitor.locator(`img[srcset*="${encodeURIComponent(cover)}"]`).first();
    expect(await loaded(postCover)).toBeGreaterThan(0);

    // Link previews get the cover as an absolute address, in the head the server renders.
    await openPage(visitor, visitor.url());
    const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`^https?://[^/]+${cover.replace(/\./g, '\\.')}$`));
    expect(await visitor.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(
      ogImage,
    );
    if (width === 'desktop') await shots.atBothWidths(visitor, 'blog-post-images');

    expect(seen.violations).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();
  },
);

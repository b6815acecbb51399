import { openPage } from './support/browser-pages';
import { DAY_COLOURS } from '@roadbook/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { DESKTOP, launchBrowser, layOutAt, PHONE } from './support/browser';
import { Screenshots } from './support/screenshots';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';
import { until } from './support/until';

/**
 * Media and maps in a real browser against the distributed system and the built web: an admin uploads
 * through the uploader and gets the image back optimised; the itinerary shows the static map;
 * the shared page's interactive map draws the route with the network cut off.
 */
const shots = new Screenshots('media');

const deployment = sharedDeployment();
let browser: Browser;
let admin: HttpSession;
let tripId: number;
let shareableId: string;

/** A browser context signed in as the session's user (its cookies copied over). */
async function contextAs(session: HttpSession | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  if (session) {
    const cookies = session
      .cookieHeader()
      .split('; ')
      .map((pair) => {
        const [name, value] = pair.split('=');
        return { name, value, url: deployment.baseUrl };
      });
    await context.addCookies(cookies);
  }
  return context;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** How many of the map's pixels are day one's route colour and the offline land colour. */
async function mapPixels(widget: Locator, path?: string) {
  const png = await widget.screenshot({ path });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const day1 = /^#(..)(..)(..)$/
    .exec(DAY_COLOURS[0])!
    .slice(1)
    .map((hex) => parseInt(hex, 16));
  let routePixels = 0;
  let landPixels = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const [r, g, b] = [data[offset], data[offset + 1], data[offset + 2]];
    if (Math.abs(r - day1[0]) < 24 && Math.abs(g - day1[1]) < 24 && Math.abs(b - day1[2]) < 24) {
      routePixels += 1;
    }
    // The offline land colour (#f1ece3): the boundaries are there, not a blank box.
    if (Math.abs(r - 0xf1) < 6 && Math.abs(g - 0xec) < 6 && Math.abs(b - 0xe3) < 6) {
      landPixels += 1;
    }
  }
  return { routePixels, landPixels, total: info.width * info.height };
}

/** Scrolls the image into view, waits until the browser has decoded it, and says what it got. */
async function loadedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        const settle = () =>
          element.naturalWidth > 0 ? resolve() : reject(new Error(`${element.src} did not load`));
        if (element.complete) settle();
        else element.addEventListener('load', settle, { once: true });
        element.addEventListener('error', settle, { once: true });
      }),
  );
  return image.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

const isLoopback = (url: string) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  const created = await admin.post('/trips', CANYON_PLAN);
  expect(created.status).toBe(201);
  tripId = created.body.id;
  expect((await whenGenerated(admin, tripId)).generationStatus).toBe('ready');
  const shared = await admin.post(`/trips/${tripId}/share`);
  expect(shared.status).toBe(200);
  shareableId = shared.body.shareableId;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

test('an admin uploads a featured image through the uploader and it comes back optimised', async () => {
  const context = await contextAs(admin);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const optimized: { url: string; type: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/images/optimize')) {
      optimized.push({
        url: response.url(),
        type: response.headers()['content-type'] ?? '',
        status: response.status(),
      });
    }
  });

  await openPage(page, `${deployment.baseUrl}/admin/blog/new`);
  await page.getByRole('heading', { name: 'New Blog Post', level: 1 }).waitFor();
  const uploader = page.getByRole('group', { name: 'Upload a featured image' });
  await uploader.waitFor();
  await page.getByText('PNG, JPG, GIF up to 5MB').waitFor();
  await shots.element(page.locator('[data-upload-state]').first(), 'uploader-empty');

  // A text file named .png passes the browser's type check; the server reads the bytes.
  await page.getByLabel('Choose image').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('Failed to upload image. Please try again.').waitFor();
  expect(await uploader.getAttribute('data-upload-state')).toBe('failed');
  await uploader.getByRole('alert').getByText('Upload failed: Invalid file type').waitFor();
  await shots.element(page.locator('[data-upload-state]').first(), 'uploader-failed');

  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#3565a8' },
  })
    .composite([
      {
        input: { create: { width: 600, height: 300, channels: 3, background: '#c4510c' } },
        left: 500,
        top: 300,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  await page
    .getByLabel('Choose image')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  expect(await uploader.getAttribute('data-upload-state')).toBe('chosen');
  // The chosen file itself is previewed, even after the refused file's preview failed.
  const chosen = await loadedImage(
    page.getByRole('img', { name: 'Preview of cover.jpg', exact: true }),
  );
  expect(chosen.src).toMatch(/^blob:/);
  await shots.element(page.locator('[data-upload-state]').first(), 'uploader-chosen');

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('Your image has been uploaded successfully').waitFor();
  expect(await uploader.getAttribute('data-upload-state')).toBe('done');
  const imageUrl = await page.getByLabel('Featured image URL').inputValue();
  expect(imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);

  const preview = page.getByRole('img', { name: 'Featured image preview' });
  const current = await loadedImage(preview);
  const served = new URL(current.src);
  expect(served.pathname).toBe('/api/images/optimize');
  expect(served.searchParams.get('src')).toBe(imageUrl);
  expect(served.searchParams.get('f')).toBe('webp');
  expect(served.searchParams.get('q')).toBe('85');
  expect([320, 640, 768, 1024, 1280]).toContain(Number(served.searchParams.get('w')));
  expect(current.width).toBe(Number(served.searchParams.get('w')));
  const response = optimized.find((entry) => entry.url === current.src);
  expect(response).toMatchObject({ status: 200, type: 'image/webp' });
  await shots.element(page.locator('[data-upload-state]').first(), 'uploader-done');
  await shots.page(page, 'blog-editor-featured-image');
  expect(errors).toEqual([]);
  await context.close();
});

test('the itinerary page shows the static route map', async () => {
  const context = await contextAs(admin);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openPage(page, `${deployment.baseUrl}/itinerary/${tripId}`);
  await page.getByRole('heading', { name: CANYON_PLAN.name, level: 1 }).waitFor();
  const map = page.getByRole('img', { name: 'Map of the route with its stops' });
  const loaded = await loadedImage(map);
  expect(new URL(loaded.src).pathname).toBe(`/api/maps/static/${tripId}`);
  expect(loaded.width / loaded.height).toBe(2);
  await page.getByRole('list', { name: 'Map legend' }).getByText('Denver').waitFor();
  await shots.element(
    page.locator('section:has(img[data-static-map])').first(),
    'itinerary-static-map',
  );
  await shots.page(page, 'itinerary-page');
  expect(errors).toEqual([]);
  await context.close();
});

test("the shared page's interactive map draws the route with the network cut off", async () => {
  const context = await contextAs(null);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (isLoopback(url)) return route.continue();
    blocked.push(url);
    return route.abort('internetdisconnected');
  });

  await openPage(page, `${deployment.baseUrl}/shared/${shareableId}`);
  await page.getByRole('heading', { name: 'Route Map' }).waitFor();
  const widget = page.getByTestId('route-map');
  await widget.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="route-map"][data-route-drawn="true"]');
  expect(await widget.getAttribute('data-state')).toBe('ready');
  // The configured tiles were asked for and refused: the picture is the offline base alone.
  expect(blocked.some((url) => /\/\d+\/\d+\/\d+\.png/.test(url))).toBe(true);
  await page
    .getByRole('list', { name: 'Days' })
    .getByText(/^Day 1:/)
    .waitFor();
  // The canvas paints a frame or two after the route is added: wait for the route to show.
  await until(async () => (await mapPixels(widget)).routePixels > 200);
  const { routePixels, landPixels, total } = await mapPixels(
    widget,
    shots.path('shared-map-offline'),
  );
  expect(routePixels).toBeGreaterThan(200);
  expect(landPixels / total).toBeGreaterThan(0.2);
  await shots.page(page, 'shared-page-offline');

  await page.getByRole('button', { name: 'Show map fullscreen' }).click();
  const box = await widget.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
  await shots.page(page, 'shared-map-fullscreen', { fullPage: false });
  await page.keyboard.press('Escape');
  expect(await widget.getAttribute('data-fullscreen')).toBeNull();

  await layOutAt(page, PHONE);
  await widget.scrollIntoViewIfNeeded();
  await shots.element(widget, 'shared-map-offline-phone');
  expect(errors).toEqual([]);
  await context.close();
});

test('the interactive map still takes over when its offline base cannot load', async () => {
  const context = await contextAs(null);
  const page = await context.newPage();
  const errors = watchErrors(page);
  let baseRefused = false;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (/\/offline-base-[^/]*\.json/.test(url)) {
      baseRefused = true;
      return route.abort('internetdisconnected');
    }
    if (isLoopback(url)) return route.continue();
    return route.abort('internetdisconnected');
  });

  await openPage(page, `${deployment.baseUrl}/shared/${shareableId}`);
  const widget = page.getByTestId('route-map');
  await widget.scrollIntoViewIfNeeded();
  // A map that waited for land that never comes would keep the static picture for ever.
  await page.waitForSelector('[data-testid="route-map"][data-route-drawn="true"]');
  expect(baseRefused).toBe(true);
  await until(async () => (await mapPixels(widget)).routePixels > 200);
  expect(errors).toEqual([]);
  await context.close();
});

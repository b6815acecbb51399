import { openPage } from './support/browser-pages';
import type { Browser, Page } from 'playwright-core';
import { CANYON_PLAN, makeAdmin, signUp } from './support/accounts-and-trips';
import { DESKTOP, launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/** `/search` and `/saved` in a real browser against the distributed system with the built web. */
const shots = new Screenshots('search');
const PASSWORD = 'ride-safe-1';

let deployment: TestDeployment;
let browser: Browser;
let rider: HttpSession;
let riderEmail: string;

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

beforeAll(async () => {
  deployment = await startTestDeployment('search-browser');
  const admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);

  const canyon = await admin.post('/trips', {
    ...CANYON_PLAN,
    name: 'Canyon Country Run',
    waypoints: ['Grand Junction, CO'],
  });
  expect(canyon.status).toBe(201);
  await admin.post(`/admin/trips/${canyon.body.id}/feature`, { isFeatured: true });
  const post = await admin.post('/admin/blog', {
    title: 'Canyon roads after the rain',
    content: '<p>The canyon switchbacks dry fast, but watch the sand in every corner.</p>',
    excerpt: 'What a storm leaves on desert roads.',
    status: 'published',
    tags: ['Utah'],
    tripIds: [],
  });
  expect(post.status).toBe(201);

  rider = await signUp(deployment.baseUrl);
  riderEmail = (await rider.get('/auth/user')).body.email;
  const saved = await rider.post('/trips', { ...CANYON_PLAN, name: 'Beartooth Highway Weekend' });
  expect((await rider.post(`/trips/${saved.body.id}/save`)).status).toBe(200);
  await rider.post('/trips', { ...CANYON_PLAN, name: 'Unsaved Draft Ride' });

  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

describe('/search', () => {
  it('shows trips and posts as you type, and opens one with the keyboard', async () => {
    const page = await freshPage();
    await openPage(page, `${deployment.baseUrl}/search`);
    const box = page.getByRole('searchbox', { name: 'Search trips and posts' });
    await box.waitFor();
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type('cany');
    const trips = page.getByRole('region', { name: 'Trips' });
    const posts = page.getByRole('region', { name: 'Posts' });
    await trips.getByRole('link', { name: 'Canyon Country Run' }).waitFor();
    await posts.getByRole('link', { name: 'Canyon roads after the rain' }).waitFor();
    await page.waitForURL(/\/search\?q=cany$/);
    await shots.atBothWidths(page, 'search-results');

    await box.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/blog\/canyon-roads-after-the-rain$/);
    await page.getByRole('heading', { level: 1, name: 'Canyon roads after the rain' }).waitFor();

    // Back returns to the search as it was.
    await page.goBack();
    await page.waitForURL(/\/search\?q=cany$/);
    expect(await box.inputValue()).toBe('cany');
    await trips.getByRole('link', { name: 'Canyon Country Run' }).waitFor();
    await page.close();
  });

  it('says when nothing matches', async () => {
    const page = await freshPage();
    await openPage(page, `${deployment.baseUrl}/search?q=nowhereville`);
    await page.getByRole('heading', { name: 'No trips or posts match “nowhereville”' }).waitFor();
    await shots.atBothWidths(page, 'search-empty');
    await page.close();
  });
});

describe('/saved', () => {
  it('asks a visitor to sign in, then shows the saved trips only', async () => {
    const page = await freshPage();
    await openPage(page, `${deployment.baseUrl}/saved`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Saved Trips' }).waitFor();
    await shots.atBothWidths(page, 'saved-visitor');

    await main.getByRole('button', { name: 'Sign In' }).click();
    const form = page.getByRole('dialog', { name: 'Sign In to Roadbook' });
    await form.getByLabel('Email').fill(riderEmail);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();

    const card = page.getByTestId('my-trip');
    await card.getByText('Beartooth Highway Weekend').waitFor();
    expect(await card.count()).toBe(1);
    expect(await page.getByText('Unsaved Draft Ride').count()).toBe(0);
    await shots.atBothWidths(page, 'saved-signed-in');
    await page.close();
  });
});

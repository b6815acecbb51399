import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import { newBrowserContext, watchErrors, openPage } from './support/browser-pages';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The blog in a real browser against the distributed system and the built web: an admin writes a
 * post with formatting, an uploaded image, tags and a linked trip; saves it as a draft that
 * visitors cannot find; publishes it for them; unpublishes it; deletes it. A visitor follows a
 * post's related route to that route's own page.
 */
const shots = new Screenshots('blog');
const deployment = sharedDeployment();
let browser: Browser;
let admin: HttpSession;
let adminEmail: string;
let tripId: number;

const newContext = (email?: string) => newBrowserContext(browser, deployment.baseUrl, email);

/** The post's card in the list, found by its title. */
function card(page: Page, title: string) {
  return page.getByTestId('blog-post-card').filter({ hasText: title });
}

function chips(page: Page, testId: string) {
  return page.getByTestId(testId).locator('.MuiChip-label').allTextContents();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;
  // The trip to link: the admin's own, featured so that visitors may see it on the post.
  const created = await admin.post('/trips', CANYON_PLAN);
  expect(created.status).toBe(201);
  tripId = created.body.id;
  expect((await whenGenerated(admin, tripId)).generationStatus).toBe('ready');
  const featured = await admin.post(`/admin/trips/${tripId}/feature`, { isFeatured: true });
  expect(featured.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

test('an admin writes, drafts, publishes, unpublishes and deletes a post; visitors see only the published one', async () => {
  const base = deployment.baseUrl;
  const title = `Moab by Motorcycle ${Date.now().toString(36)}`;
  const adminContext = await newContext(adminEmail);
  const page = await adminContext.newPage();
  const adminErrors = watchErrors(page);
  const visitorContext = await newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = watchErrors(visitor);

  // Write: the editor loads as its own screen for the admin.
  await openPage(page, `${base}/blog`);
  await page.getByRole('link', { name: 'New Post' }).click();
  await page.getByRole('heading', { name: 'New Blog Post', level: 1 }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Draft');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);

  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Slickrock, canyon roads and red dust. ');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('Fuel up in Green River.');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Arches');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Canyonlands');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // An image: uploaded through the widget as the featured image, then placed in the body too.
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#b3542a' },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await page
    .getByLabel('Choose image')
    .setInputFiles({ name: 'slickrock.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('Your image has been uploaded successfully').waitFor();
  const imageUrl = await page.getByLabel('Featured image URL').inputValue();
  expect(imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);
  await content.click();
  await page.keyboard.press('Control+End');
  // The same bytes uploaded into the body are the same stored image.
  await page
    .getByLabel('Choose an image for the post')
    .setInputFiles({ name: 'slickrock.jpg', mimeType: 'image/jpeg', buffer: photo });
  const imageDialog = page.getByRole('dialog', { name: 'Add an image' });
  await imageDialog.getByLabel(/^Image description/).fill('Slickrock at dusk');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await content.locator(`img[src="${imageUrl}"]`).waitFor();

  // The excerpt counts to 160 and says so past it.
  const excerpt = page.getByLabel('Excerpt (SEO description)');
  await excerpt.fill('x'.repeat(161));
  await page.getByText('161/160').waitFor();
  await page.getByText('SEO description must be 160 characters or less').waitFor();
  await excerpt.fill('Three days of red rock from Denver to Moab.');
  await page.getByText('43/160').waitFor();

  // Tags: Enter adds; blanks and repeats in any case are ignored.
  const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
  for (const tag of ['Utah', 'utah', '   ', 'Canyons']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  expect(await chips(page, 'tag-chips')).toEqual(['Utah', 'Canyons']);

  // Trips: nothing for two characters; any case of name or destination; each trip once.
  const search = page.getByLabel('Search your trips');
  await search.fill('ca');
  expect(await page.getByRole('list', { name: 'Matching trips' }).count()).toBe(0);
  await search.fill('CANYON');
  await page.getByRole('list', { name: 'Matching trips' }).getByText(CANYON_PLAN.name).waitFor();
  await search.fill('moab');
  await page.getByRole('list', { name: 'Matching trips' }).getByText(CANYON_PLAN.name).click();
  expect(await chips(page, 'linked-trip-chips')).toEqual([CANYON_PLAN.name]);
  await search.fill('moab');
  await page.getByText('No trips match.').waitFor();
  await search.fill('');
  await shots.atBothWidths(page, 'blog-editor');

  // Save as a draft.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(`${base}/blog`);
  await page.getByText('Blog post created successfully!').waitFor();
  await card(page, title).getByText('Draft').waitFor();
  const { body: posts } = await admin.get('/blog');
  const post = (posts as { id: number; slug: string; title: string }[]).find(
    (p) => p.title === title,
  );
  if (!post) throw new Error('the new post is not in the admin list');
  const postUrl = `${base}/blog/${post.slug}`;

  // A visitor neither lists nor opens the draft.
  await openPage(visitor, `${base}/blog`);
  await visitor.getByRole('heading', { name: 'Travel Blog', level: 1 }).waitFor();
  await visitor
    .getByTestId('blog-post-card')
    .or(visitor.getByRole('heading', { name: 'No blog posts yet' }))
    .first()
    .waitFor();
  expect(await card(visitor, title).count()).toBe(0);
  await openPage(visitor, postUrl);
  await visitor.getByRole('heading', { name: 'Blog post not found' }).waitFor();

  // Publish from the list.
  await card(page, title).getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Blog post published successfully!').waitFor();
  await card(page, title).getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
  expect(await card(page, title).getByText('Draft').count()).toBe(0);
  await shots.atBothWidths(page, 'blog-list-admin');

  // The visitor now finds it, formatted, with the image and the linked trip.
  await openPage(visitor, `${base}/blog`);
  await card(visitor, title).getByRole('link', { name: title }).click();
  await visitor.waitForURL(postUrl);
  await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
  const body = visitor.getByTestId('post-body');
  expect(await body.locator('strong').textContent()).toBe('Fuel up in Green River.');
  expect(await body.locator('ul > li').allTextContents()).toEqual(['Arches', 'Canyonlands']);
  expect(await body.locator('img').getAttribute('src')).toBe(imageUrl);
  expect(await body.locator('img').getAttribute('alt')).toBe('Slickrock at dusk');
  await visitor.getByText('By Admin').waitFor();
  const trips = visitor.getByRole('region', { name: 'Featured Trips' });
  await trips.getByText(CANYON_PLAN.name).waitFor();
  expect(await trips.getByRole('link', { name: 'View Itinerary' }).getAttribute('href')).toBe(
    `/itinerary/${tripId}`,
  );
  expect(await visitor.title()).toContain(title);
  expect(await visitor.getByRole('button', { name: 'Unpublish', exact: true }).count()).toBe(0);
  await shots.atBothWidths(visitor, 'blog-post-visitor');

  // Unpublish from the post page: the visitor loses it again.
  await openPage(page, postUrl);
  await page.getByRole('link', { name: 'Edit Post' }).waitFor();
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await page.getByText('Blog post unpublished successfully!').waitFor();
  await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
  await visitor.reload();
  await visitor.getByRole('heading', { name: 'Blog post not found' }).waitFor();

  // Delete from the list, after confirming.
  await openPage(page, `${base}/blog`);
  await card(page, title).getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await confirm
    .getByText(`Are you sure you want to delete "${title}"? This action cannot be undone.`)
    .waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Blog post deleted successfully!').waitFor();
  await card(page, title).waitFor({ state: 'detached' });
  expect((await admin.get(`/admin/blog/${post.id}`)).status).toBe(404);

  expect(adminErrors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await adminContext.close();
  await visitorContext.close();
}, 240_000);

test("a post's related route opens that route's own page, in the server's HTML too", async () => {
  const base = deployment.baseUrl;
  const id = Date.now().toString(36);
  // A featured route through a town no other spec rides, and a post about that town: the route
  // passes the place the post is about, so it ranks first among the post's related routes.
  const name = `Montrose Passes ${id}`;
  const planned = await admin.post('/trips', {
    ...CANYON_PLAN,
    name,
    waypoints: ['Montrose, CO'],
  });
  expect(planned.status).toBe(201);
  expect((await whenGenerated(admin, planned.body.id)).generationStatus).toBe('ready');
  const featured = await admin.post(`/admin/trips/${planned.body.id}/feature`, {
    isFeatured: true,
  });
  expect(featured.status).toBe(200);
  const slug: string = featured.body.slug;
  const created = await admin.post('/admin/blog', {
    title: `Black Canyon mornings ${id}`,
    content: '<p>Gunnison gorge at first light, then the passes south.</p>',
    excerpt: 'A morning on the rim above Montrose.',
    status: 'published',
    tags: ['Montrose'],
    tripIds: [],
  });
  expect(created.status).toBe(201);
  const postUrl = `${base}/blog/${created.body.slug}`;

  const context = await newContext();
  const visitor = await context.newPage();
  const errors = watchErrors(visitor);
  // The page as the gateway renders it, before any script runs.
  const served = await context.request.get(postUrl);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(`href="/trips/${slug}"`);

  await openPage(visitor, postUrl);
  const route = visitor
    .getByRole('region', { name: 'Related Routes' })
    .getByTestId('trip-card')
    .filter({ hasText: name });
  await route.waitFor();
  await shots.atBothWidths(visitor, 'blog-post-related-routes');
  await route.getByRole('link', { name: 'View Route' }).click();
  await visitor.waitForURL(`${base}/trips/${slug}`);
  await visitor.getByRole('heading', { name, level: 1 }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

test('a signed-in user who is not an admin is sent from the editor back to the blog', async () => {
  const rider = await signUp(deployment.baseUrl);
  const { body: user } = await rider.get('/auth/user');
  const context = await newContext(user.email);
  const page = await context.newPage();
  await openPage(page, `${deployment.baseUrl}/admin/blog/new`);
  await page.waitForURL(`${deployment.baseUrl}/blog`);
  await page.getByRole('heading', { name: 'Travel Blog', level: 1 }).waitFor();
  expect(await page.getByRole('textbox', { name: /^Title/ }).count()).toBe(0);
  await context.close();
});

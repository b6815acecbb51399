import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { STATE_WAIT_MS } from './support/until';

let deployment: TestDeployment;
let admin: HttpSession;
let user: HttpSession;
let visitor: HttpSession;
let serial = 0;

beforeAll(async () => {
  deployment = await startTestDeployment('blog-api', { PUBLIC_URL: 'https://roadbook.example' });
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  user = await signUp(deployment.baseUrl);
  visitor = new HttpSession(deployment.baseUrl);
});

afterAll(async () => {
  await deployment?.stop();
});

/** A post body with a title no other test uses. */
function newPost(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: `Ride notes ${Date.now().toString(36)} ${serial}`,
    content: '<h2>Day one</h2><p>Fuel up early.</p>',
    excerpt: 'A short ride report',
    status: 'draft',
    tags: [],
    tripIds: [],
    ...overrides,
  };
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const { status, body } = await admin.post('/admin/blog', newPost(overrides));
  expect(status).toBe(201);
  return body as { id: number; slug: string; title: string; publishedAt: string | null };
}

async function put(session: HttpSession, path: string, body: unknown) {
  return session.request('PUT', path, body);
}

async function fetchText(path: string, accept = '*/*') {
  const response = await fetch(`${deployment.baseUrl}${path}`, { headers: { accept } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** A trip planned by a fresh user, ready, and featured by the admin when asked. */
async function plannedTrip({ featured }: { featured: boolean }) {
  const owner = await signUp(deployment.baseUrl);
  const { body: created } = await owner.post('/trips', CANYON_PLAN);
  const trip = await whenGenerated(owner, created.id);
  if (featured) {
    const { status } = await admin.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true });
    expect(status).toBe(200);
  }
  return { owner, trip: trip as { id: number; name: string } };
}

describe('who may write the blog', () => {
  const adminCalls = (id: number): Array<[string, string, unknown?]> => [
    ['GET', `/admin/blog/${id}`],
    ['POST', '/admin/blog', newPost()],
    ['PUT', `/admin/blog/${id}`, newPost()],
    ['DELETE', `/admin/blog/${id}`],
    ['POST', `/admin/blog/${id}/publish`, {}],
    ['POST', `/admin/blog/${id}/unpublish`, {}],
  ];

  it('refuses visitors with 401 and users with 403 on every admin call, changing nothing', async () => {
    const post = await createPost({ status: 'published' });
    for (const [method, path, body] of adminCalls(post.id)) {
      expect([method, path, (await visitor.request(method, path, body)).status]).toEqual([
        method,
        path,
        401,
      ]);
      const asUser = await user.request(method, path, body);
      expect([method, path, asUser.status, asUser.body.message]).toEqual([
        method,
        path,
        403,
        'Only admins can do that',
      ]);
    }
    const { status, body } = await visitor.get(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(body.title).toBe(post.title);
  });
});

describe('drafts', () => {
  it('are visible to admins only: absent from the list and 404 by slug for everyone else', async () => {
    const draft = await createPost();
    expect(draft.publishedAt).toBeNull();

    for (const reader of [visitor, user]) {
      const list = await reader.get('/blog');
      expect(list.status).toBe(200);
      expect(list.body.map((p: { id: number }) => p.id)).not.toContain(draft.id);
      const page = await reader.get(`/blog/${draft.slug}`);
      expect(page).toEqual({
        status: 404,
        body: { statusCode: 404, code: 'not-found', message: 'Blog post not found' },
      });
    }

    const adminList = await admin.get('/blog');
    expect(adminList.body.map((p: { id: number }) => p.id)).toContain(draft.id);
    expect((await admin.get(`/blog/${draft.slug}`)).status).toBe(200);
  });
});

describe('writing posts', () => {
  it('removes XSS payloads and keeps the formatting', async () => {
    const content =
      '<h2>Stelvio</h2><p><strong>48</strong> <em>hairpins</em></p><ul><li>early</li></ul>' +
      '<script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<a href="javascript:alert(3)">bad</a><a href="https://www.stelviopass.example/">pass</a>' +
      '<svg onload=alert(4)></svg><p style="background:url(javascript:alert(5))">styled</p>';
    const post = await createPost({ content });
    const { body } = await admin.get(`/admin/blog/${post.id}`);
    expect(body.content).toBe(
      '<h2>Stelvio</h2><p><strong>48</strong> <em>hairpins</em></p><ul><li>early</li></ul>' +
        '<a>bad</a><a href="https://www.stelviopass.example/" rel="noopener noreferrer nofollow">pass</a>' +
        '<p>styled</p>',
    );
  });

  it('refuses bad input with clear messages per field, and writes nothing', async () => {
    const before = (await admin.get('/blog')).body.length;
    const { status, body } = await admin.post('/admin/blog', {
      title: '',
      content: '',
      excerpt: 'x'.repeat(161),
      status: 'live',
      tags: ['ok', 'y'.repeat(41)],
      tripIds: [0],
      featuredImage: 'javascript:alert(1)',
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      title: ['Title is required'],
      content: expect.arrayContaining(['Content is required']),
      excerpt: ['SEO description must be 160 characters or less'],
      status: ['Status must be draft or published'],
      tags: expect.arrayContaining([expect.stringMatching(/tags/)]),
      tripIds: expect.arrayContaining([expect.stringMatching(/linked trips/)]),
      featuredImage: expect.arrayContaining([expect.stringMatching(/Featured image/)]),
    });
    expect((await admin.get('/blog')).body.length).toBe(before);

    const onlyScript = await admin.post(
      '/admin/blog',
      newPost({ content: '<script>x()</script>' }),
    );
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.message).toMatch(/unsafe HTML/);
  });

  it('gives a colliding title the next free slug, and keeps a slug once published', async () => {
    const title = `Tail of the Dragon ${Date.now().toString(36)}`;
    const first = await createPost({ title });
    const second = await createPost({ title });
    const third = await createPost({ title });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);

    const draftRenamed = await put(
      admin,
      `/admin/blog/${third.id}`,
      newPost({ title: `${title} at dawn` }),
    );
    expect(draftRenamed.body.slug).toBe(`${first.slug}-at-dawn`);

    await admin.post(`/admin/blog/${first.id}/publish`);
    const renamed = await put(
      admin,
      `/admin/blog/${first.id}`,
      newPost({ title: 'A new title', status: 'published' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'A new title', slug: first.slug });
    expect((await visitor.get(`/blog/${first.slug}`)).body.title).toBe('A new title');
  });

  it('sets publishedAt on the first publish and keeps it through unpublish and republish', async () => {
    const post = await createPost();
    const published = await admin.post(`/admin/blog/${post.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    const firstPublished = published.body.publishedAt as string;
    expect(Date.parse(firstPublished)).not.toBeNaN();

    const unpublished = await admin.post(`/admin/blog/${post.id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: firstPublished });
    expect((await visitor.get(`/blog/${post.slug}`)).status).toBe(404);

    const again = await admin.post(`/admin/blog/${post.id}/publish`);
    expect(again.body).toMatchObject({ status: 'published', publishedAt: firstPublished });
  });

  it('deletes a post for good', async () => {
    const post = await createPost({ status: 'published' });
    expect((await admin.delete(`/admin/blog/${post.id}`)).body).toEqual({ ok: true });
    expect((await visitor.get(`/blog/${post.slug}`)).status).toBe(404);
    expect((await admin.get(`/admin/blog/${post.id}`)).status).toBe(404);
    expect((await admin.delete(`/admin/blog/${post.id}`)).status).toBe(404);
  });
});

describe('related articles', () => {
  it('ranks published posts by shared tags, leaving out the post itself and drafts for readers', async () => {
    const tag = (name: string) => `${name}-${Date.now().toString(36)}`;
    const [a, b, c] = [tag('alpha'), tag('bravo'), tag('charlie')];
    // Newest last: older posts must win on score, not on date.
    const allThree = await createPost({ status: 'published', tags: [a, b, c] }); // 4·3 + 2 + 1 = 15
    const two = await createPost({ status: 'published', tags: [a, b] }); // 4·2 + 2 + 1 = 11
    const one = await createPost({ status: 'published', tags: [a] }); // 4 + 2 + 1 = 7
    const draft = await createPost({ tags: [a, b, c] }); // 4·3 + 1 = 13, admins only
    await createPost({ status: 'published', tags: [] }); // 2 + 1 = 3
    const current = await createPost({ status: 'published', tags: [a, b, c] });

    const forVisitor = await visitor.get(`/blog/${current.slug}`);
    expect(forVisitor.body.relatedPosts.map((p: { id: number }) => p.id)).toEqual([
      allThree.id,
      two.id,
      one.id,
    ]);
    expect(forVisitor.body.relatedPosts[0]).not.toHaveProperty('content');

    const forAdmin = await admin.get(`/blog/${current.slug}`);
    expect(forAdmin.body.relatedPosts.map((p: { id: number }) => p.id)).toEqual([
      allThree.id,
      draft.id,
      two.id,
    ]);
  });
});

describe('linked trips and related routes', () => {
  it('shows linked trips a visitor may see, drops private and deleted ones, and suggests featured routes', async () => {
    const { trip: featured } = await plannedTrip({ featured: true });
    const { trip: hidden } = await plannedTrip({ featured: false });
    const { owner, trip: doomed } = await plannedTrip({ featured: true });

    const linking = await createPost({
      status: 'published',
      tripIds: [featured.id, hidden.id, doomed.id],
    });
    let page = await visitor.get(`/blog/${linking.slug}`);
    expect(page.body.linkedTrips.map((t: { id: number }) => t.id)).toEqual([
      featured.id,
      doomed.id,
    ]);
    expect(page.body.linkedTrips[0]).toMatchObject({
      name: featured.name,
      startLocation: 'Denver, CO',
      destination: 'Moab, UT',
    });
    expect(page.body.linkedTrips[0]).not.toHaveProperty('userId');

    expect((await owner.delete(`/trips/${doomed.id}`)).status).toBe(200);
    page = await visitor.get(`/blog/${linking.slug}`);
    expect(page.body.linkedTrips.map((t: { id: number }) => t.id)).toEqual([featured.id]);
    // Routes it links are not suggested again.
    expect(page.body.relatedRoutes.map((t: { id: number }) => t.id)).not.toContain(featured.id);

    // A post about Moab that links nothing is offered the featured route through Moab.
    const aboutMoab = await createPost({ status: 'published', tags: ['Moab', 'nature'] });
    page = await visitor.get(`/blog/${aboutMoab.slug}`);
    expect(page.body.linkedTrips).toEqual([]);
    expect(page.body.relatedRoutes[0]).toMatchObject({ id: featured.id, isFeatured: true });
  });

  it('still answers a post with its trips left out while the trips service is stopped', async () => {
    const { trip } = await plannedTrip({ featured: true });
    const post = await createPost({ status: 'published', tripIds: [trip.id] });
    expect((await visitor.get(`/blog/${post.slug}`)).body.linkedTrips).toHaveLength(1);

    await deployment.roadbook.supervisor.stop('trips');
    try {
      const { status, body } = await visitor.get(`/blog/${post.slug}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ title: post.title, linkedTrips: [], relatedRoutes: [] });
      expect((await visitor.get('/blog')).status).toBe(200);
    } finally {
      deployment.roadbook.supervisor.start('trips');
    }
    await waitFor(
      async () => (await visitor.get(`/blog/${post.slug}`)).body.linkedTrips.length === 1,
    );
  });
});

describe('with the blog service stopped', () => {
  it('answers 503 for the blog only, and the rest of Roadbook works', async () => {
    await deployment.roadbook.supervisor.stop('blog');
    try {
      const { status, body } = await visitor.get('/blog');
      expect(status).toBe(503);
      expect(body.message).toMatch(/^Blog is briefly unavailable/);
      expect((await visitor.get('/featured-trips')).status).toBe(200);
      expect((await visitor.post('/trips', CANYON_PLAN)).status).toBe(201);
    } finally {
      deployment.roadbook.supervisor.start('blog');
    }
    await waitFor(async () => (await visitor.get('/blog')).status === 200);
  });
});

describe('feeds and crawler pages', () => {
  it('serves RSS 2.0 of published posts only, with absolute links to the public address', async () => {
    const published = await createPost({
      status: 'published',
      title: `Feed & <friends> ${serial}`,
    });
    const draft = await createPost();
    const { status, type, text } = await fetchText('/blog/rss.xml');
    expect(status).toBe(200);
    expect(type).toMatch(/application\/rss\+xml/);
    expect(XMLValidator.validate(text)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(text) as {
      rss: { '@_version': string; channel: { item: Array<{ title: string; link: string }> } };
    };
    expect(rss['@_version']).toBe('2.0');
    const links = rss.channel.item.map((item) => item.link);
    expect(links).toContain(`https://roadbook.example/blog/${published.slug}`);
    expect(links).not.toContain(`https://roadbook.example/blog/${draft.slug}`);
    expect(rss.channel.item.map((item) => item.title)).toContain(published.title);
    expect(links.every((link) => link.startsWith('https://roadbook.example/blog/'))).toBe(true);
  });

  it('lists published posts in the sitemap, which robots.txt points to', async () => {
    const published = await createPost({ status: 'published' });
    const draft = await createPost();
    const sitemap = await fetchText('/sitemap.xml');
    expect(XMLValidator.validate(sitemap.text)).toBe(true);
    expect(sitemap.text).toContain(`<loc>https://roadbook.example/blog/${published.slug}</loc>`);
    expect(sitemap.text).toContain('<loc>https://roadbook.example/blog</loc>');
    expect(sitemap.text).not.toContain(draft.slug);

    const robots = await fetchText('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://roadbook.example/sitemap.xml');
  });

  it('serves a post page with its title and Open Graph tags in the HTML, escaped', async () => {
    const post = await createPost({
      status: 'published',
      title: `Furka & Grimsel "in one day" ${serial}`,
      excerpt: 'Two passes, one glacier <b>and</b> a lot of hairpins',
    });
    const { status, type, text } = await fetchText(`/blog/${post.slug}`, 'text/html');
    expect(status).toBe(200);
    expect(type).toMatch(/text\/html/);
    const escapedTitle = post.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(text).toContain(`<title>${escapedTitle} | Roadbook</title>`);
    expect(text).toContain(`<meta property="og:title" content="${escapedTitle} | Roadbook" />`);
    expect(text).toContain(
      `<meta property="og:url" content="https://roadbook.example/blog/${post.slug}" />`,
    );
    expect(text).toContain(
      'content="Two passes, one glacier &lt;b&gt;and&lt;/b&gt; a lot of hairpins"',
    );
    // The post itself comes rendered in the page (docs/adr/0007-server-rendered-public-pages.md).
    expect(text).toContain(`>${escapedTitle}</h1>`);

    const draft = await createPost({ title: `Secret draft ${serial}` });
    const draftPage = await fetchText(`/blog/${draft.slug}`, 'text/html');
    // A draft is no page for the public: the not-found page, with a status that says so.
    expect(draftPage.status).toBe(404);
    expect(draftPage.text).not.toContain('Secret draft');
  });
});

async function waitFor(
  condition: () => Promise<boolean>,
  timeoutMs = STATE_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await condition()) return;
    } catch {
      // Not answering yet.
    }
    if (Date.now() > deadline) throw new Error('condition never became true');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

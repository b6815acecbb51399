import { featuredCanyonTrip, makeAdmin, signUp } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The public pages come rendered by the gateway, with their data, for a client that runs no
 * JavaScript (docs/adr/0007-server-rendered-public-pages.md), a rider's own pages with who is
 * signed in (docs/adr/0010-start-the-app-on-load.md); a missing subject gets the empty app.
 */
const deployment = sharedDeployment();
let admin: HttpSession;
let trip: { id: number; name: string; slug: string; shareableId: string };
const POST = {
  title: 'Moonlight over Arches',
  content: '<p>Twelve miles of <em>slickrock</em>.</p>',
};
let postSlug: string;

const STATE_SCRIPT = '<script type="application/json" id="roadbook-state">';

async function fetchPage(path: string, cookie?: string) {
  const response = await fetch(`${deployment.baseUrl}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(cookie && { cookie }) },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The markup inside `#root`, up to the state script. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf(STATE_SCRIPT, start));
}

beforeAll(async () => {
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  trip = await featuredCanyonTrip(admin, 'Slickrock Sunset Loop');
  const shared = await admin.post(`/trips/${trip.id}/share`);
  expect(shared.status).toBeLessThan(300);
  trip.shareableId = (await admin.get(`/trips/${trip.id}`)).body.shareableId;
  const post = await admin.post('/admin/blog', {
    ...POST,
    excerpt: 'A night ride',
    status: 'published',
    tags: ['Moab'],
    tripIds: [],
  });
  expect(post.status).toBe(201);
  postSlug = post.body.slug;
});

describe('public pages without JavaScript', () => {
  it.each([
    ['/', () => [trip.name, POST.title]],
    ['/featured-trips', () => [trip.name]],
    ['/trip page', () => [trip.name, 'Route Highlights', 'Denver, CO']],
    ['/blog', () => [POST.title]],
    ['/post', () => [POST.title, 'Twelve miles of <em>slickrock</em>.']],
    ['/shared trip', () => [trip.name, 'Denver, CO']],
    ['/plan', () => ['Plan Your Trip']],
  ])('%s carries its content, its styles and its data', async (name, texts) => {
    const path =
      {
        '/trip page': `/trips/${trip.slug}`,
        '/post': `/blog/${postSlug}`,
        '/shared trip': `/shared/${trip.shareableId}`,
      }[name] ?? name;
    const page = await fetchPage(path);
    expect(page.status).toBe(200);
    const root = rootOf(page.text);
    for (const text of texts()) expect(root).toContain(text);
    expect(page.text).toMatch(/<style data-emotion="css [^"]+">/);
    expect(page.text).toContain(STATE_SCRIPT);
    expect(page.text).toContain('"getCurrentUser(undefined)"');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // Data, not code: the policy still allows no inline script.
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  });

  it.each([
    ['/trip page', 'Related Articles'],
    ['/featured-trips', 'Travel Inspiration'],
  ])('%s carries its %s, the published post about Moab among them', async (name, section) => {
    const path = name === '/trip page' ? `/trips/${trip.slug}` : name;
    const page = await fetchPage(path);
    const root = rootOf(page.text);
    const sectionStart = root.indexOf(`aria-label="${section}"`);
    expect(sectionStart).toBeGreaterThan(-1);
    expect(root.slice(sectionStart)).toContain(POST.title);
    expect(page.text).toContain('"getTripArticles(');
  });

  it('keeps a shared trip out of search results while crawlers may fetch it for link previews', async () => {
    const shared = await fetchPage(`/shared/${trip.shareableId}`);
    expect(shared.text).toContain('<meta name="robots" content="noindex" />');
    expect(shared.text).toContain('<meta property="og:title"');
    expect((await fetchPage(`/trips/${trip.slug}`)).text).not.toContain('name="robots"');
    const robots = await (await fetch(`${deployment.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).not.toContain('/shared/');
  });

  it('shows the signed-in user in the header', async () => {
    const page = await fetchPage('/blog', admin.cookieHeader());
    expect(rootOf(page.text)).toContain('aria-label="Account menu for');
    expect(rootOf(page.text)).not.toContain('Sign In');
    expect((await fetchPage('/blog')).text).toContain('Sign In');
  });

  it("sends a rider's itinerary with its days, not the loading view it has no need of", async () => {
    const page = await fetchPage(`/itinerary/${trip.id}`, admin.cookieHeader());
    expect(page.status).toBe(200);
    const root = rootOf(page.text);
    expect(root).toContain(trip.name);
    expect(root).toContain('Day 1');
    expect(root).not.toContain('Creating Your Perfect Road Trip');
  });

  it("sends the blog editor's form rendered, its rich-text editor left to the browser", async () => {
    const page = await fetchPage('/admin/blog/new', admin.cookieHeader());
    expect(page.status).toBe(200);
    const root = rootOf(page.text);
    for (const text of ['New Blog Post', 'Excerpt (SEO description)', 'Publishing']) {
      expect(root).toContain(text);
    }
    expect(root).toContain('aria-label="Loading the content editor"');
  });

  it("sends a rider's page to a visitor with nobody's data in it", async () => {
    for (const path of ['/my-trips', '/profile']) {
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      expect(rootOf(page.text)).toContain('Sign In');
      // The only answer carried is who is signed in: nobody.
      const state = JSON.parse(
        page.text
          .slice(page.text.indexOf(STATE_SCRIPT) + STATE_SCRIPT.length)
          .split('</script>')[0],
      );
      const queries = state.api.queries as Record<string, { data: unknown }>;
      expect(Object.keys(queries)).toEqual(['getCurrentUser(undefined)']);
      expect(queries['getCurrentUser(undefined)'].data).toBeNull();
    }
  });

  it('sends the empty app with 404 for a public page whose subject is missing', async () => {
    for (const path of ['/trips/no-such-trip', '/blog/no-such-post']) {
      const page = await fetchPage(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain(STATE_SCRIPT);
    }
  });

  it('never serves the server build', async () => {
    const response = await fetch(`${deployment.baseUrl}/server/entry-server.cjs`);
    expect(response.status).toBe(404);
  });
});

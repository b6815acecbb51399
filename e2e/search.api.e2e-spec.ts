import { CANYON_PLAN, makeAdmin, signUp } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

/**
 * `GET /api/search` on a real deployment: each service searches its own schema with PostgreSQL
 * full-text search, the gateway asks both at once.
 */
let deployment: TestDeployment;
let admin: HttpSession;
let visitor: HttpSession;

interface Hit {
  id: number;
  name?: string;
  title?: string;
  slug: string | null;
}
interface Results {
  query: string;
  trips: { items: Hit[]; total: number };
  posts: { items: Hit[]; total: number };
  page: number;
  pageSize: number;
}

const trips: Record<string, number> = {};
const posts: Record<string, number> = {};

async function planTrip(overrides: Record<string, unknown>, featured: boolean): Promise<number> {
  const { status, body } = await admin.post('/trips', { ...CANYON_PLAN, ...overrides });
  expect(status).toBe(201);
  if (featured) {
    const feature = await admin.post(`/admin/trips/${body.id}/feature`, { isFeatured: true });
    expect(feature.status).toBe(200);
  }
  return body.id as number;
}

async function writePost(title: string, content: string, publish: boolean): Promise<number> {
  const { status, body } = await admin.post('/admin/blog', {
    title,
    content,
    excerpt: 'Notes from the road',
    status: publish ? 'published' : 'draft',
    tags: ['Ride report'],
    tripIds: [],
  });
  expect(status).toBe(201);
  return body.id as number;
}

async function search(query: string, extra = ''): Promise<Results> {
  const { status, body } = await visitor.get(`/search?q=${encodeURIComponent(query)}${extra}`);
  expect(status).toBe(200);
  return body as Results;
}

const tripIds = (results: Results) => results.trips.items.map((trip) => trip.id);
const postIds = (results: Results) => results.posts.items.map((post) => post.id);

beforeAll(async () => {
  deployment = await startTestDeployment('search-api');
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  visitor = new HttpSession(deployment.baseUrl);

  trips.canyon = await planTrip(
    {
      name: 'Canyon Country Run',
      waypoints: ['Grand Junction, CO'],
      activities: ['museum', 'nature'],
    },
    true,
  );
  trips.moabLoop = await planTrip(
    {
      name: 'Moab Desert Loop',
      startLocation: 'Moab, UT',
      destination: 'Durango, CO',
      activities: ['hiking'],
    },
    true,
  );
  // The same places and activities, never featured: never found.
  trips.private = await planTrip(
    {
      name: 'Private Grand Junction Museum Tour',
      waypoints: ['Grand Junction, CO'],
      activities: ['museum'],
    },
    false,
  );

  posts.switchbacks = await writePost(
    'A morning in the passes',
    '<p>Forty <strong>switchbacks</strong> before breakfast, then coffee in Zürich.</p>',
    true,
  );
  posts.draft = await writePost(
    'Draft about switchbacks',
    '<p>More switchbacks and Zürich, not published yet.</p>',
    false,
  );
  for (const n of [1, 2, 3]) {
    posts[`paging${n}`] = await writePost(
      `Paging post ${n}`,
      '<p>The word ferryboatcrossing appears here once.</p>',
      true,
    );
  }
});

afterAll(async () => {
  await deployment?.stop();
});

describe('GET /api/search', () => {
  it('finds a featured trip by a place on the way, never an unfeatured one', async () => {
    const results = await search('Grand Junction');
    expect(tripIds(results)).toEqual([trips.canyon]);
    expect(results.trips.total).toBe(1);
    expect(results).toMatchObject({ query: 'Grand Junction', page: 1, pageSize: 10 });
  });

  it('finds a featured trip by an activity', async () => {
    expect(tripIds(await search('museum'))).toEqual([trips.canyon]);
    expect(tripIds(await search('hiking'))).toEqual([trips.moabLoop]);
  });

  it('ranks the better match first', async () => {
    // "Moab" names the loop and is where it starts; it is only where the canyon run ends.
    expect(tripIds(await search('moab'))).toEqual([trips.moabLoop, trips.canyon]);
  });

  it('finds a published post by a word of its body, never a draft', async () => {
    const results = await search('switchbacks');
    expect(postIds(results)).toEqual([posts.switchbacks]);
    expect(results.posts.total).toBe(1);
  });

  it('matches words as they are typed, and without their accents', async () => {
    expect(postIds(await search('switchb'))).toEqual([posts.switchbacks]);
    expect(postIds(await search('zurich'))).toEqual([posts.switchbacks]);
    expect(tripIds(await search('junct'))).toEqual([trips.canyon]);
  });

  it('pages the results, each page once', async () => {
    const first = await search('ferryboatcrossing', '&pageSize=2');
    const second = await search('ferryboatcrossing', '&pageSize=2&page=2');
    expect(first.posts.total).toBe(3);
    expect(second.posts.total).toBe(3);
    expect(postIds(first)).toHaveLength(2);
    expect(postIds(second)).toHaveLength(1);
    expect(new Set([...postIds(first), ...postIds(second)])).toEqual(
      new Set([posts.paging1, posts.paging2, posts.paging3]),
    );
    expect(second).toMatchObject({ page: 2, pageSize: 2 });
  });

  it('answers an empty result for words nothing has', async () => {
    const results = await search('nowhereville');
    expect(results.trips).toEqual({ items: [], total: 0 });
    expect(results.posts).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['a 2-character query', '?q=ab', 'Type at least 3 characters to search'],
    ['spaces around 2 characters', '?q=%20ab%20%20', 'Type at least 3 characters to search'],
    ['no query', '', 'Type at least 3 characters to search'],
    ['a query past 100 characters', `?q=${'a'.repeat(101)}`, 'Search for at most 100 characters'],
    ['page 0', '?q=moab&page=0', 'page must be a whole number from 1 to 100'],
    ['a page size past 50', '?q=moab&pageSize=51', 'pageSize must be a whole number from 1 to 50'],
  ])('refuses %s with a 400 that says why', async (_, query, message) => {
    const { status, body } = await visitor.get(`/search${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { makeAdmin, signUp } from './support/accounts-and-trips';
import type { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

const SEED_MAIN = resolve(__dirname, '..', 'launcher', 'dist', 'seed-main.js');
const SEED_SLUGS = [
  'pacific-coast-highway-motorcycle',
  'blue-ridge-parkway-motorcycle',
  'alps-passes-motorcycle',
  'route-66-rv',
  'scottish-highlands-north-coast-500',
  'great-ocean-road-car',
  'canadian-rockies-rv',
  'florida-keys-car',
];

let deployment: TestDeployment;
let admin: HttpSession;
let adminEmail: string;

/** `npm run seed` as an operator runs it against this deployment; resolves with its output. */
function runSeed(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SEED_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: deployment.databaseUrl,
      ...deployment.natsEnv,
      SEED_ADMIN_EMAIL: adminEmail,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

interface FeaturedRow {
  id: number;
  slug: string;
  user_id: number;
  travel_mode: string;
  generation_status: string;
  is_saved: boolean;
  is_public: boolean;
  shareable_id: string | null;
  description: string | null;
}

async function featuredRows(): Promise<FeaturedRow[]> {
  const client = new Client({ connectionString: deployment.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<FeaturedRow>(
      `SELECT id, slug, user_id, travel_mode, generation_status, is_saved, is_public, shareable_id, description
         FROM trips.trips WHERE is_featured ORDER BY id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  deployment = await startTestDeployment('seed');
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  adminEmail = (await admin.get('/auth/user')).body.email;
});

afterAll(async () => {
  await deployment?.stop();
});

describe('npm run seed', () => {
  it('seeds the featured trips once, planned by the workers, however often it runs', async () => {
    const first = await runSeed();
    expect(first.output).toContain('Featured trips created: 8; already there: 0');
    expect(first.output).toContain('Itineraries ready: 8; failed: 0; still planning: 0');
    expect(first.code).toBe(0);
    const postsCreated = Number(/Blog posts created: (\d+)/.exec(first.output)?.[1]);
    expect(postsCreated).toBeGreaterThanOrEqual(5);
    const coversDrawn = /Blog post covers drawn from their trips' route maps: (\d+)/;
    expect(Number(coversDrawn.exec(first.output)?.[1])).toBeGreaterThanOrEqual(1);
    const seeded = await featuredRows();

    const second = await runSeed();
    expect(second.output).toContain('Featured trips created: 0; already there: 8');
    expect(second.output).toContain(`Blog posts created: 0; already there: ${postsCreated}`);
    expect(second.output).toContain("Blog post covers drawn from their trips' route maps: 0");
    expect(second.code).toBe(0);
    const again = await featuredRows();

    expect(again).toEqual(seeded);
    expect(seeded.map((row) => row.slug).sort()).toEqual([...SEED_SLUGS].sort());
    expect(new Set(seeded.map((row) => row.travel_mode))).toEqual(
      new Set(['motorcycle', 'car', 'rv']),
    );
    const { body: me } = await admin.get('/auth/user');
    for (const row of seeded) {
      expect(row).toMatchObject({
        user_id: me.id,
        generation_status: 'ready',
        is_saved: true,
        is_public: true,
      });
      expect(row.shareable_id).toBeTruthy();
      expect(row.description).toBeTruthy();
    }
  });

  it('makes each trip open by its slug and its share link, with its itinerary', async () => {
    const rows = await featuredRows();
    for (const row of rows) {
      const page = await admin.get(`/trips/slug/${row.slug}`);
      expect(page.status).toBe(200);
      expect((await admin.get(`/trips/${row.id}/itinerary`)).status).toBe(200);
      expect((await admin.get(`/shared/${row.shareable_id}`)).status).toBe(200);
    }
  });

  it('publishes the starter articles once, under the admin', async () => {
    const { body: list } = await admin.get('/blog');
    const seeded = (list as Array<{ slug: string; status: string }>).filter(
      (post) => post.slug === 'riding-the-blue-ridge-parkway',
    );
    expect(seeded).toEqual([expect.objectContaining({ status: 'published' })]);
    const page = await admin.get('/blog/tail-of-the-dragon-deals-gap');
    expect(page.status).toBe(200);
    expect(page.body.content).toMatch(/<h2>/);
    expect(page.body.authorId).toBe((await admin.get('/auth/user')).body.id);
  });

  it('links the starter posts to the trips they are about', async () => {
    const rows = await featuredRows();
    const blueRidge = rows.find((row) => row.slug === 'blue-ridge-parkway-motorcycle')!;
    const { status, body } = await admin.get('/blog/riding-the-blue-ridge-parkway');
    expect(status).toBe(200);
    expect(body.linkedTrips.map((trip: { id: number }) => trip.id)).toContain(blueRidge.id);
  });

  it('gives every starter post a route map as its cover, one of our images', async () => {
    const { body: list } = await admin.get('/blog');
    const posts = list as Array<{ slug: string; featuredImage: string }>;
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      expect(post.featuredImage).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
      const image = await fetch(`${deployment.baseUrl}${post.featuredImage}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });
});

import {
  ADMIN_TRIPS_PAGE_SIZE,
  AdminTripsMessages,
  FeaturingMessages,
  TripMessages,
  type AdminTripsPage,
} from '@roadbook/contracts';
import { CANYON_PLAN, makeAdmin, signUp } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * `GET /api/admin/trips` and featuring under a chosen slug and description, through the gateway
 * to the trips and auth services of the shared deployment. Names of its own: the words the
 * list is searched by appear in no other spec.
 */
const deployment = sharedDeployment();
/** Unique to this run, so a second run on the same deployment finds only its own trips. */
const RUN = Date.now().toString(36);
const WORD = `ptarmigan${RUN}`;

let admin: HttpSession;
let rider: HttpSession;
let riderName: string;
let visitor: HttpSession;
let riderTripIds: number[];

async function plan(by: HttpSession, name: string) {
  const { status, body } = await by.post('/trips', { ...CANYON_PLAN, name });
  expect(status).toBe(201);
  return body as { id: number; name: string };
}

beforeAll(async () => {
  admin = await signUp(deployment.baseUrl);
  await makeAdmin(admin, deployment.databaseUrl);
  rider = await signUp(deployment.baseUrl);
  riderName = (await rider.get('/auth/user')).body.username;
  visitor = new HttpSession(deployment.baseUrl);
  riderTripIds = [];
  for (const name of [`${WORD} Pass One`, `${WORD} Pass Two`, `${WORD} Pass Three`]) {
    riderTripIds.push((await plan(rider, name)).id);
  }
});

const list = (query: string) => admin.get(`/admin/trips?${query}`);

describe('GET /api/admin/trips', () => {
  it('answers visitors 401 and riders 403', async () => {
    expect((await visitor.get('/admin/trips')).status).toBe(401);
    const refused = await rider.get('/admin/trips');
    expect(refused.status).toBe(403);
  });

  it("finds a rider's trips by words, newest first, with the owner's name", async () => {
    const { status, body } = await list(`q=${WORD}`);
    expect(status).toBe(200);
    const page = body as AdminTripsPage;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: ADMIN_TRIPS_PAGE_SIZE.default });
    expect(page.rows.map((row) => row.trip.id)).toEqual([...riderTripIds].reverse());
    expect(page.rows[0]).toMatchObject({
      ownerName: riderName,
      places: 2,
      status: 'draft',
      trip: { name: `${WORD} Pass Three` },
    });
  });

  it('pages and filters by featured', async () => {
    const second = (await list(`q=${WORD}&page=2&pageSize=2`)).body as AdminTripsPage;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.trip.id)).toEqual([riderTripIds[0]]);

    expect((await list(`q=${WORD}&featured=true`)).body).toMatchObject({ total: 0, rows: [] });
    expect((await list(`q=${WORD}&featured=false`)).body).toMatchObject({ total: 3 });
  });

  it.each([
    ['featured=maybe', AdminTripsMessages.featuredInvalid],
    ['page=0', AdminTripsMessages.pageInvalid],
    ['page=two', AdminTripsMessages.pageInvalid],
    [`pageSize=${ADMIN_TRIPS_PAGE_SIZE.max + 1}`, AdminTripsMessages.pageSizeInvalid],
    [`q=${'x'.repeat(101)}`, AdminTripsMessages.queryTooLong],
  ])('refuses %s with a 400 that says what is allowed', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });
});

describe('POST /api/admin/trips/:id/feature with a slug and a description', () => {
  it('answers visitors 401 and riders 403', async () => {
    const id = riderTripIds[0];
    expect((await visitor.post(`/admin/trips/${id}/feature`, { isFeatured: true })).status).toBe(
      401,
    );
    expect((await rider.post(`/admin/trips/${id}/feature`, { isFeatured: true })).status).toBe(403);
  });

  it.each([
    [{ isFeatured: true, slug: 'Not A Slug' }, FeaturingMessages.slugInvalid],
    [{ isFeatured: true, slug: 'x'.repeat(101) }, FeaturingMessages.slugTooLong],
    [{ isFeatured: true, description: '   ' }, FeaturingMessages.descriptionRequired],
    [{ isFeatured: false, description: 'Words' }, FeaturingMessages.onlyWhenFeaturing],
  ])('refuses %p with a 400 that says why', async (body, message) => {
    const refused = await admin.post(`/admin/trips/${riderTripIds[0]}/feature`, body);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
  });

  it('features under the chosen slug and words, and refuses the slug to another trip', async () => {
    const [first, second] = riderTripIds;
    const slug = `ptarmigan-pass-${RUN}`;
    const description = `High passes above the tree line, ${RUN}.`;
    const featured = await admin.post(`/admin/trips/${first}/feature`, {
      isFeatured: true,
      slug,
      description,
    });
    expect(featured.status).toBe(200);
    expect(featured.body).toMatchObject({ isFeatured: true, slug, description });

    const page = await visitor.get(`/trips/slug/${slug}`);
    expect(page).toMatchObject({ status: 200, body: { id: first, description } });
    const { body: list } = await visitor.get('/featured-trips');
    expect(list).toContainEqual(expect.objectContaining({ id: first, slug, description }));

    const taken = await admin.post(`/admin/trips/${second}/feature`, {
      isFeatured: true,
      slug,
      description: 'Mine now',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(FeaturingMessages.slugTaken);
    expect((await admin.get(`/trips/${second}`)).body).toMatchObject({ isFeatured: false });

    // The featured filter sees it now; unfeaturing takes only the flag, as before.
    const featuredOnly = (await admin.get(`/admin/trips?q=${WORD}&featured=true`))
      .body as AdminTripsPage;
    expect(featuredOnly.rows.map((row) => [row.trip.id, row.status])).toEqual([
      [first, 'featured'],
    ]);
    const unfeatured = await admin.post(`/admin/trips/${first}/feature`, { isFeatured: false });
    expect(unfeatured.status).toBe(200);
    expect((await visitor.get(`/trips/slug/${slug}`)).body).toMatchObject({
      message: TripMessages.notFound,
    });
  });
});

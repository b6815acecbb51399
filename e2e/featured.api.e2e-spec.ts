import { TripMessages } from '@roadbook/contracts';
import { CANYON_PLAN, makeAdmin, signUp, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';

const SITE = 'https://roadbook.example';
let deployment: TestDeployment;
let admin: HttpSession;
let owner: HttpSession;
let visitor: HttpSession;
let riders = 0;

/** Each account plans from an address of its own, under the per-address plan limit. */
const newRider = () => {
  riders += 1;
  return signUp(deployment.baseUrl, { 'x-forwarded-for': `198.51.100.${riders}` });
};

beforeAll(async () => {
  deployment = await startTestDeployment('featured-api', {
    PUBLIC_URL: SITE,
    TRUST_PROXY: '1',
  });
  admin = await newRider();
  await makeAdmin(admin, deployment.databaseUrl);
  owner = await newRider();
  visitor = new HttpSession(deployment.baseUrl);
});

afterAll(async () => {
  await deployment?.stop();
});

type Plan = Partial<Omit<typeof CANYON_PLAN, 'waypoints'>> & { waypoints?: string[] };

async function plan(overrides: Plan = {}, by: HttpSession = owner) {
  const { status, body } = await by.post('/trips', { ...CANYON_PLAN, ...overrides });
  expect(status).toBe(201);
  return body as { id: number; name: string; version: number };
}

async function setFeatured(tripId: number, isFeatured: boolean) {
  const { status, body } = await admin.post(`/admin/trips/${tripId}/feature`, { isFeatured });
  expect(status).toBe(200);
  return body as { id: number; slug: string; isFeatured: boolean; shareableId: string | null };
}

async function fetchPage(path: string) {
  const response = await fetch(`${deployment.baseUrl}${path}`, {
    headers: { accept: 'text/html' },
  });
  return { status: response.status, text: await response.text() };
}

const ids = (trips: { id: number }[]) => trips.map((trip) => trip.id);

// First in the file: the crafted trips are then the only featured ones, so the limit shows them all.
describe('related routes', () => {
  it('orders featured trips by 3 per shared activity, +5 shared place, +2 slug, +1; ties newest first', async () => {
    const current = await plan({
      name: 'Red Rock Current',
      startLocation: 'Moab, UT',
      destination: 'Durango, CO',
      activities: ['nature', 'landmark', 'food'],
    });
    // Every candidate is featured, so each has a slug (+2).
    const placeAndTwo = await plan({
      startLocation: 'Grand Junction, CO',
      destination: 'moab, Utah',
      activities: ['nature', 'landmark'],
    }); // 1 + 6 + 5 + 2 = 14
    const threeOlder = await plan({
      startLocation: 'Boise, ID',
      destination: 'Twin Falls, ID',
      activities: ['nature', 'landmark', 'food'],
    }); // 1 + 9 + 2 = 12
    const threeNewer = await plan({
      startLocation: 'Cheyenne, WY',
      destination: 'Casper, WY',
      activities: ['food', 'nature', 'landmark'],
    }); // 12, newer: before threeOlder
    const waypointAndOne = await plan({
      startLocation: 'Santa Fe, NM',
      destination: 'Albuquerque, NM',
      waypoints: ['DURANGO, CO'],
      activities: ['food', 'museum'],
    }); // 1 + 3 + 5 + 2 = 11
    const nothing = await plan({
      startLocation: 'Flagstaff, AZ',
      destination: 'Phoenix, AZ',
      activities: ['shopping'],
    }); // 1 + 2 = 3
    for (const trip of [placeAndTwo, threeOlder, threeNewer, waypointAndOne, nothing, current]) {
      await setFeatured(trip.id, true);
    }

    const { status, body } = await owner.get(`/trips/${current.id}/related?limit=12`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([
      placeAndTwo.id,
      threeNewer.id,
      threeOlder.id,
      waypointAndOne.id,
      nothing.id,
    ]);
    expect(body[0]).toEqual(
      expect.objectContaining({ slug: expect.any(String), startLocation: 'Grand Junction, CO' }),
    );
    expect(body[0]).not.toHaveProperty('userId');

    const byDefault = await visitor.get(`/trips/${current.id}/related`);
    expect(ids(byDefault.body)).toEqual([placeAndTwo.id, threeNewer.id, threeOlder.id]);

    for (const limit of ['0', '13', 'two']) {
      const refused = await owner.get(`/trips/${current.id}/related?limit=${limit}`);
      expect(refused.status).toBe(400);
    }

    // The shared page's other trips: the same ranking, 4 of them.
    await setFeatured(current.id, false);
    const { body: shared } = await owner.post(`/trips/${current.id}/share`);
    const others = await visitor.get(`/shared/${shared.shareableId}/related`);
    expect(others.status).toBe(200);
    expect(ids(others.body)).toEqual([
      placeAndTwo.id,
      threeNewer.id,
      threeOlder.id,
      waypointAndOne.id,
    ]);
    expect((await visitor.get('/shared/no-such-link/related')).status).toBe(404);
    // Not featured and not the caller's: not found by id.
    expect((await visitor.get(`/trips/${current.id}/related`)).status).toBe(404);

    for (const trip of [placeAndTwo, threeOlder, threeNewer, waypointAndOne, nothing]) {
      await setFeatured(trip.id, false);
    }
  });
});

describe('featuring', () => {
  it('is refused to visitors (401) and to users (403), changing nothing', async () => {
    const trip = await plan();
    expect(
      (await visitor.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true })).status,
    ).toBe(401);
    expect((await owner.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true })).status).toBe(
      403,
    );
    const { body } = await owner.get(`/trips/${trip.id}`);
    expect(body).toMatchObject({ isFeatured: false, slug: null });
  });

  it('gives two trips of the same name different readable slugs', async () => {
    const first = await setFeatured((await plan({ name: 'Twin Peaks Loop' })).id, true);
    const second = await setFeatured((await plan({ name: 'Twin Peaks Loop' })).id, true);
    expect(first.slug).toMatch(/^twin-peaks-loop-\d+$/);
    expect(second.slug).toMatch(/^twin-peaks-loop-\d+$/);
    expect(second.slug).not.toBe(first.slug);
    // Featuring shares the trip, so its page can link to the interactive itinerary.
    expect(first.shareableId).toEqual(expect.any(String));
    await setFeatured(first.id, false);
    await setFeatured(second.id, false);
  });

  it('takes an unfeatured trip off both lists and its page; featuring again brings the same slug back', async () => {
    const trip = await plan({ name: 'Comeback Canyon', additionalNotes: 'Meet at the diner' });
    await whenGenerated(owner, trip.id);
    const featured = await setFeatured(trip.id, true);
    const lists = async () =>
      Promise.all(
        ['/trips/featured', '/featured-trips'].map(async (path) =>
          ids((await visitor.get(path)).body),
        ),
      );
    expect(await lists()).toEqual([
      expect.arrayContaining([trip.id]),
      expect.arrayContaining([trip.id]),
    ]);
    const page = await visitor.get(`/trips/slug/${featured.slug}`);
    expect(page.status).toBe(200);
    // The public view: no owner, no saved state, and none of the rider's notes: featuring
    // publishes only what the owner made public.
    expect(page.body).not.toHaveProperty('userId');
    expect(page.body).not.toHaveProperty('isSaved');
    expect(page.body).not.toHaveProperty('additionalNotes');
    expect(JSON.stringify((await visitor.get(`/trips/${trip.id}`)).body)).not.toContain('diner');
    // Featuring made the share link its page points to.
    expect((await visitor.get(`/shared/${featured.shareableId}`)).status).toBe(200);

    await setFeatured(trip.id, false);
    // ...and unfeaturing withdraws it: the owner never shared the trip.
    expect((await visitor.get(`/shared/${featured.shareableId}`)).status).toBe(404);
    expect((await owner.get(`/trips/${trip.id}`)).body).toMatchObject({
      shareableId: null,
      isPublic: false,
    });
    for (const list of await lists()) expect(list).not.toContain(trip.id);
    expect((await visitor.get(`/trips/slug/${featured.slug}`)).status).toBe(404);
    expect((await owner.get(`/trips/slug/${featured.slug}`)).status).toBe(404);
    // An admin still opens it, to feature it again from its page.
    expect((await admin.get(`/trips/slug/${featured.slug}`)).body.isFeatured).toBe(false);
    const sitemap = await fetchPage('/sitemap.xml');
    expect(sitemap.text).not.toContain(`/trips/${featured.slug}<`);

    const again = await setFeatured(trip.id, true);
    expect(again.slug).toBe(featured.slug);
    expect((await visitor.get(`/trips/slug/${featured.slug}`)).status).toBe(200);
    for (const list of await lists()) expect(list).toContain(trip.id);
    expect((await fetchPage('/sitemap.xml')).text).toContain(
      `<loc>${SITE}/trips/${featured.slug}</loc>`,
    );
    await setFeatured(trip.id, false);
  });

  it('answers a featured trip to anyone as the trips service would, and follows its changes at once', async () => {
    const trip = await plan({ name: 'Kept Canyon' });
    await whenGenerated(owner, trip.id);
    const featured = await setFeatured(trip.id, true);
    // A signed-in stranger is always answered by the trips service; a visitor with no session
    // and no visitor token by the featured list the gateway keeps. Both see the public view.
    const stranger = await newRider();
    const fromService = await stranger.get(`/trips/${trip.id}`);
    expect(fromService.status).toBe(200);
    expect(fromService.body).not.toHaveProperty('userId');
    for (const path of [`/trips/${trip.id}`, `/trips/slug/${featured.slug}`]) {
      expect(await visitor.get(path)).toEqual({ status: 200, body: fromService.body });
    }

    const renamed = await owner.request('PUT', `/trips/${trip.id}`, {
      ...CANYON_PLAN,
      name: 'Kept Canyon, Renamed',
    });
    expect(renamed.status).toBe(200);
    expect((await visitor.get(`/trips/${trip.id}`)).body.name).toBe('Kept Canyon, Renamed');

    // Replanned: the new version shows as soon as it is ready, not when the list next expires.
    const replan = {
      plan: { ...CANYON_PLAN, name: 'Kept Canyon, Replanned', destination: 'Grand Junction, CO' },
    };
    const once = { 'Idempotency-Key': 'e2e-admin-replan' };
    const replanned = await admin.request('PUT', `/admin/trips/${trip.id}`, replan, once);
    expect(replanned).toMatchObject({ status: 200, body: { version: 2 } });
    // Sent again under its key (its answer lost), the edit makes no third version.
    const again = await admin.request('PUT', `/admin/trips/${trip.id}`, replan, once);
    expect(again).toMatchObject({ status: 200, body: { version: 2 } });
    expect(admin.lastHeaders.get('idempotent-replayed')).toBe('true');
    await visitor.get(`/trips/${trip.id}`);
    const ready = await whenGenerated(owner, trip.id);
    expect((await visitor.get(`/trips/${trip.id}`)).body).toMatchObject({
      version: ready.version,
      generationStatus: 'ready',
    });

    await setFeatured(trip.id, false);
    expect((await visitor.get(`/trips/${trip.id}`)).status).toBe(404);
    expect((await visitor.get(`/trips/slug/${featured.slug}`)).status).toBe(404);
  });

  it("shows an owner's rename of a featured trip on the featured list at once", async () => {
    const trip = await plan({ name: 'Renamed Ridge' });
    await whenGenerated(owner, trip.id);
    await setFeatured(trip.id, true);
    const featuredName = async () =>
      ((await visitor.get('/featured-trips')).body as { id: number; name: string }[]).find(
        (featured) => featured.id === trip.id,
      )?.name;
    // Read once, so the gateway holds the list.
    expect(await featuredName()).toBe('Renamed Ridge');

    const renamed = await owner.request('PUT', `/trips/${trip.id}`, {
      ...CANYON_PLAN,
      name: 'Renamed Ridge, Slowly',
    });
    expect(renamed.body).toMatchObject({ version: 1, generationStatus: 'ready' });
    expect(await featuredName()).toBe('Renamed Ridge, Slowly');
    await setFeatured(trip.id, false);
  });
});

describe('admin trip editor', () => {
  it('lets an admin read and re-plan any trip as a new version; owners and visitors are refused', async () => {
    const trip = await plan({ name: 'Editor Run' });
    await whenGenerated(owner, trip.id);

    expect((await visitor.get(`/admin/trips/${trip.id}`)).status).toBe(401);
    expect((await owner.get(`/admin/trips/${trip.id}`)).status).toBe(403);
    const read = await admin.get(`/admin/trips/${trip.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: trip.id, name: 'Editor Run', version: 1 });

    const edit = {
      plan: { ...CANYON_PLAN, name: 'Editor Run, Revised', destination: 'Grand Junction, CO' },
      description: 'Revised by the editors.',
    };
    expect((await owner.request('PUT', `/admin/trips/${trip.id}`, edit)).status).toBe(403);
    expect((await visitor.request('PUT', `/admin/trips/${trip.id}`, edit)).status).toBe(401);
    const invalid = await admin.request('PUT', `/admin/trips/${trip.id}`, {
      plan: { ...CANYON_PLAN, name: '' },
    });
    expect(invalid.status).toBe(400);
    // The editor always sends the whole plan: a body without one says what is missing.
    const planless = await admin.request('PUT', `/admin/trips/${trip.id}`, {
      description: 'Only the words',
    });
    expect(planless).toMatchObject({ status: 400, body: { message: TripMessages.planRequired } });
    expect((await admin.request('PUT', '/admin/trips/999999', edit)).status).toBe(404);

    const saved = await admin.request('PUT', `/admin/trips/${trip.id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Editor Run, Revised',
      destination: 'Grand Junction, CO',
      description: 'Revised by the editors.',
      version: 2,
      generationStatus: 'generating',
    });
    const ready = await whenGenerated(owner, trip.id);
    expect(ready).toMatchObject({ version: 2, generationStatus: 'ready' });
    const itinerary = await owner.get(`/trips/${trip.id}/itinerary`);
    expect(itinerary.body.version).toBe(2);
    expect(itinerary.body.mapData.route.routes[0].legs.at(-1).end_address).toContain(
      'Grand Junction',
    );
  });
});

describe('related articles of a trip', () => {
  it('ranks published posts by the trip activities and places', async () => {
    const post = async (title: string, tags: string[], status = 'published') => {
      const { status: code, body } = await admin.post('/admin/blog', {
        title,
        content: '<p>Ride report.</p>',
        excerpt: 'A ride report',
        status,
        tags,
        tripIds: [],
      });
      expect(code).toBe(201);
      return body as { id: number };
    };
    const hiking = await post('Hiking around Moab', ['Hiking', 'Moab']);
    const moab = await post('Moab after dark', ['Moab']);
    const other = await post('Coastal cafes', ['Beaches']);
    const draft = await post('Moab draft', ['Moab', 'Hiking'], 'draft');
    const query = 'activities=hiking&places=Moab%2C%20UT&places=Denver%2C%20CO&limit=12';
    const { status, body } = await visitor.get(`/blog/related/for-trip?${query}`);
    expect(status).toBe(200);
    const order = ids(body);
    expect(order).not.toContain(draft.id);
    expect(order.indexOf(hiking.id)).toBeLessThan(order.indexOf(moab.id));
    expect(order.indexOf(moab.id)).toBeLessThan(order.indexOf(other.id));
    expect((await visitor.get('/blog/related/for-trip?limit=13')).status).toBe(400);
  });
});

describe('crawler-friendly pages', () => {
  it('serves a featured trip page and a shared trip with their title, description and Open Graph tags', async () => {
    const trip = await plan({ name: 'Crawler Canyon Run' });
    await whenGenerated(owner, trip.id);
    const featured = await setFeatured(trip.id, true);

    const page = await fetchPage(`/trips/${featured.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Crawler Canyon Run | Featured Route | Roadbook</title>');
    expect(page.text).toContain(
      '<meta property="og:title" content="Crawler Canyon Run | Featured Route | Roadbook" />',
    );
    expect(page.text).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/trips/${featured.slug}" />`);
    expect(page.text).toMatch(/<meta name="keywords" content="[^"]*Denver, CO[^"]*" \/>/);
    expect(page.text).toContain('<meta name="twitter:title"');

    const shared = await fetchPage(`/shared/${featured.shareableId}`);
    expect(shared.text).toContain(
      '<title>Crawler Canyon Run | Shared Road Trip | Roadbook</title>',
    );
    expect(shared.text).toContain(
      '<meta property="og:description" content="Crawler Canyon Run: a road trip from Denver, CO to Moab, UT, shared on Roadbook." />',
    );

    await setFeatured(trip.id, false);
    const gone = await fetchPage(`/trips/${featured.slug}`);
    // No longer featured, the route page is gone: the not-found page, with a status that says so.
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('Crawler Canyon Run');
  });
});

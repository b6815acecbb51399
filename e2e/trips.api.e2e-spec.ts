import { TripsPatterns } from '@roadbook/contracts';
import { countNatsCalls } from '@roadbook/platform/testing';
import {
  CANYON_PLAN as PLAN,
  makeAdmin as promoteToAdmin,
  signUp as signUpAt,
  whenGenerated,
} from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

const deployment = sharedDeployment();
const signUp = () => signUpAt(deployment.baseUrl);
const makeAdmin = (session: HttpSession) => promoteToAdmin(session, deployment.databaseUrl);

beforeAll(async () => {});

/** Opens a trip's progress stream as the web app's EventSource does. */
function followProgress(session: HttpSession, tripId: number): Promise<Response> {
  return fetch(`${deployment.baseUrl}/api/trips/${tripId}/events`, {
    headers: { cookie: session.cookieHeader(), accept: 'text/event-stream' },
  });
}

/** Every progress report of a stream, read to its end. */
async function progressEvents(response: Response): Promise<{ status: string; progress: number }[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)) as { status: string; progress: number });
}

describe('planning a trip', () => {
  it('answers at once with a draft and makes its itinerary through the queue', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const created = await visitor.post('/trips', PLAN);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Canyon Country Run',
      userId: null,
      isSaved: false,
      version: 1,
      generationStatus: 'generating',
    });
    expect(visitor.lastSetCookie.join()).toMatch(/roadbook_visitor=.*HttpOnly/);

    const trip = await whenGenerated(visitor, created.body.id);
    expect(trip.generationStatus).toBe('ready');
    expect(trip.description).toEqual(expect.any(String));

    const { status, body } = await visitor.get(`/trips/${trip.id}/itinerary`);
    expect(status).toBe(200);
    expect(body.itinerary.days).toHaveLength(3);
    expect(body.itinerary.rideTips.length).toBeGreaterThan(0);
    expect(body.mapData.route.routes[0].legs[0]).toMatchObject({
      start_address: expect.stringContaining('Denver'),
      distance: { text: expect.any(String), value: expect.any(Number) },
      duration: { text: expect.any(String), value: expect.any(Number) },
    });
    expect(body.overview).toEqual(expect.any(String));
    expect(body.totalDistance).toMatch(/mi|km/);
  });

  it('streams the progress as server-sent events until the itinerary is ready', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { body: trip } = await visitor.post('/trips', PLAN);
    const response = await followProgress(visitor, trip.id);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = await progressEvents(response);
    expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
  });

  it('lets the planner follow the trip they just planned without asking whose it is again', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { body: trip } = await visitor.post('/trips', PLAN);
    const reads = await countNatsCalls(
      deployment.natsEnv,
      [TripsPatterns.get],
      (data) => (data as { tripId?: number } | undefined)?.tripId === trip.id,
    );
    try {
      const events = await progressEvents(await followProgress(visitor, trip.id));
      expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
      expect(await reads.countSoFar()).toBe(0);

      // Anyone else (a visitor with a trip of their own) is asked about, and refused as for any
      // trip they may not see.
      const stranger = new HttpSession(deployment.baseUrl);
      expect((await stranger.post('/trips', PLAN)).status).toBe(201);
      expect((await followProgress(stranger, trip.id)).status).toBe(404);
      expect(await reads.countSoFar()).toBe(1);

      // Opened again (a reconnect, another tab), the stream reads the trip as it now is.
      const again = await progressEvents(await followProgress(visitor, trip.id));
      expect(again).toEqual([expect.objectContaining({ status: 'ready', progress: 100 })]);
      expect(await reads.countSoFar()).toBe(2);
    } finally {
      await reads.close();
    }
  });

  it('plans a group’s fuel stops for its smallest tank, and keeps the group and its choices with the trip', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const group = [
      { name: 'Ana', fuelRangeKm: 150 },
      { name: 'Ben', fuelRangeKm: 400 },
    ];
    const created = await visitor.post('/trips', { ...PLAN, group, rideAfterDark: true });
    expect(created.status).toBe(201);
    const trip = await whenGenerated(visitor, created.body.id);
    expect(trip).toMatchObject({ generationStatus: 'ready', group, rideAfterDark: true });
    const { body } = await visitor.get(`/trips/${trip.id}/itinerary`);
    expect(body.facts).toMatchObject({
      fuelRangeKm: 128,
      fuelRangeSetBy: { name: 'Ana', fuelRangeKm: 150 },
    });
    expect(
      (await visitor.post('/trips', { ...PLAN, group: [{ name: 'Ana', fuelRangeKm: 10 }] })).body,
    ).toMatchObject({
      statusCode: 400,
      code: 'invalid-input',
      errors: { group: [expect.stringContaining('fuel range')] },
    });
  });

  it('rides a loop of about the hours asked from the start, and another for a second ask', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const loop = {
      ...PLAN,
      tripType: 'day',
      startDate: '2027-07-10',
      endDate: '2027-07-10',
      startLocation: 'Asheville, NC',
      destination: 'Asheville, NC',
      isRoundTrip: true,
      loopHours: 5,
      drivingHours: '6-8',
    };
    const facts = [];
    for (const ask of [1, 2]) {
      const created = await visitor.post('/trips', { ...loop, name: `Loop ${ask}` });
      expect(created.status).toBe(201);
      const trip = await whenGenerated(visitor, created.body.id);
      expect(trip).toMatchObject({ generationStatus: 'ready', loopHours: 5, waypoints: [] });
      const { body } = await visitor.get(`/trips/${trip.id}/itinerary`);
      facts.push(body.facts);
    }
    for (const { loop: planned, totalDrivingMinutes } of facts) {
      expect(planned.hoursAsked).toBe(5);
      expect(Math.abs(planned.movingMinutes - 300)).toBeLessThanOrEqual(60);
      expect(totalDrivingMinutes).toBeGreaterThanOrEqual(240);
      expect(planned.via.length).toBeGreaterThan(0);
    }
    expect(facts[1].loop.via).not.toEqual(facts[0].loop.via);
  });

  it('refuses a bad plan with the spec message under each field', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status, body } = await visitor.post('/trips', {
      ...PLAN,
      name: 'ab',
      travelMode: 'bicycle',
      travelers: 0,
      adults: 0,
      startLocation: 'ab',
      destination: '',
      routeType: 'twisty',
      activities: [],
      budget: '',
      drivingHours: '',
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      name: ['Trip name must be at least 3 characters'],
      travelMode: ['Please select a travel mode'],
      travelers: ['At least 1 traveler is required'],
      adults: ['At least 1 adult is required'],
      startLocation: ['Starting point is required'],
      destination: ['Destination is required'],
      routeType: ['Please select a route type'],
      activities: ['Select at least one activity'],
      budget: ['Budget selection is required'],
      drivingHours: ['Driving hours preference is required'],
    });
  });

  it('finds towns by their local and English names and says which ones it planned', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { body } = await visitor.post('/trips', {
      ...PLAN,
      startLocation: 'Cologne',
      destination: 'Praha',
      waypoints: ['Nuremberg'],
    });
    const trip = await whenGenerated(visitor, body.id);
    expect(trip.generationStatus).toBe('ready');
    const { body: version } = await visitor.get(`/trips/${trip.id}/itinerary`);
    const named = (version.facts.stops as { role: string; label?: string }[]).filter(
      (stop) => stop.label,
    );
    expect(named.map((stop) => [stop.role, stop.label])).toEqual([
      ['start', 'Köln, Germany'],
      ['waypoint', 'Nürnberg, Germany'],
      ['destination', 'Prague, Czechia'],
    ]);
  });

  it('fails a trip to a place nobody can find with a reason the rider can act on', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { body } = await visitor.post('/trips', { ...PLAN, destination: 'Qwxzyville Nowhere' });
    const trip = await whenGenerated(visitor, body.id);
    expect(trip.generationStatus).toBe('failed');
    expect(trip.generationError).toMatch(/Qwxzyville Nowhere.*destination/);
    expect((await visitor.get(`/trips/${trip.id}/itinerary`)).status).toBe(404);
  });
});

describe('a plan sent again', () => {
  const once = (key: string) => ({ 'Idempotency-Key': key });

  it('makes one trip per Idempotency-Key: sent again, the trip it made, said to be replayed', async () => {
    const rider = await signUp();
    const plan = { ...PLAN, name: 'Sent Twice' };
    const first = await rider.post('/trips', plan, once('e2e-sent-twice'));
    expect(first.status).toBe(201);
    expect(rider.lastHeaders.get('idempotent-replayed')).toBeNull();
    const again = await rider.post('/trips', plan, once('e2e-sent-twice'));
    expect(again.status).toBe(201);
    expect(rider.lastHeaders.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await whenGenerated(rider, first.body.id)).generationStatus).toBe('ready');
    // Sent once more after the itinerary is made: the same trip, ready, and no second job.
    const late = await rider.post('/trips', plan, once('e2e-sent-twice'));
    expect(late.body).toMatchObject({ id: first.body.id, generationStatus: 'ready' });
    const { body: mine } = await rider.get('/trips/user');
    expect(mine.filter((trip: { name: string }) => trip.name === 'Sent Twice')).toHaveLength(1);
    // Without a key, each request is a plan of its own.
    const unkeyed = await Promise.all([rider.post('/trips', plan), rider.post('/trips', plan)]);
    expect(unkeyed[0].body.id).not.toBe(unkeyed[1].body.id);
  });

  it('makes one version per Modify key: sent again, the trip as it left it, said to be replayed', async () => {
    const rider = await signUp();
    const { body: trip } = await rider.post('/trips', PLAN);
    await whenGenerated(rider, trip.id);
    const modify = (plan: object, key: string) =>
      rider.request('PUT', `/trips/${trip.id}`, plan, once(key));
    const looped = { ...PLAN, endDate: '2027-05-13', isRoundTrip: true };
    const first = await modify(looped, 'e2e-modify');
    expect(first).toMatchObject({ status: 200, body: { version: 2 } });
    expect(rider.lastHeaders.get('idempotent-replayed')).toBeNull();
    const again = await modify(looped, 'e2e-modify');
    expect(again).toMatchObject({ status: 200, body: { id: trip.id, version: 2 } });
    expect(rider.lastHeaders.get('idempotent-replayed')).toBe('true');
    expect(await whenGenerated(rider, trip.id)).toMatchObject({ version: 2, isRoundTrip: true });

    const reused = await modify({ ...looped, endDate: '2027-05-14' }, 'e2e-modify');
    expect(reused).toMatchObject({ status: 409, body: { code: 'conflict' } });
    const malformed = await modify(looped, 'two words');
    expect(malformed).toMatchObject({ status: 400, body: { code: 'invalid-input' } });
    expect((await rider.get(`/trips/${trip.id}`)).body).toMatchObject({ version: 2 });
  });

  it('keeps a key to its sender, refuses it with another plan, and refuses a malformed key', async () => {
    const rider = await signUp();
    const other = await signUp();
    const mine = await rider.post('/trips', PLAN, once('e2e-my-key'));
    const theirs = await other.post('/trips', PLAN, once('e2e-my-key'));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);

    const reused = await rider.post('/trips', { ...PLAN, name: 'Another' }, once('e2e-my-key'));
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({
      code: 'conflict',
      message:
        'This Idempotency-Key was already used for a different plan. Send a new key with each new plan.',
    });

    const malformed = await rider.post('/trips', PLAN, once('two words'));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      code: 'invalid-input',
      message: 'Idempotency-Key must be 1 to 255 printable characters with no spaces',
    });
  });
});

describe('ownership', () => {
  it('keeps a visitor draft to the browser that made it until a user saves it there', async () => {
    const planner = new HttpSession(deployment.baseUrl);
    const { body: draft } = await planner.post('/trips', PLAN);
    const stranger = new HttpSession(deployment.baseUrl);
    expect((await stranger.get(`/trips/${draft.id}`)).status).toBe(404);
    expect((await stranger.get(`/trips/${draft.id}/itinerary`)).status).toBe(404);

    expect((await planner.post(`/trips/${draft.id}/save`)).status).toBe(401);

    const thief = await signUp();
    const stolen = await thief.post(`/trips/${draft.id}/save`);
    expect(stolen).toMatchObject({ status: 404, body: { message: 'No trip found to save.' } });

    // The visitor signs up in the same browser: the draft becomes theirs.
    const { status } = await planner.post('/auth/register', {
      username: `owner${Date.now().toString(36)}`,
      email: `owner${Date.now().toString(36)}@example.com`,
      password: 'ride-safe-1',
    });
    expect(status).toBe(201);
    const saved = await planner.post(`/trips/${draft.id}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isSaved: true, userId: expect.any(Number) });

    const mine = await planner.get('/trips/user');
    expect(mine.body.map((trip: { id: number }) => trip.id)).toContain(draft.id);
    expect((await thief.get('/trips/user')).body).toEqual([]);
  });

  it("never lets another user read, change, share or delete someone's trip", async () => {
    const owner = await signUp();
    const { body: trip } = await owner.post('/trips', PLAN);
    await owner.post(`/trips/${trip.id}/save`);
    const other = await signUp();

    expect((await other.get(`/trips/${trip.id}`)).status).toBe(404);
    expect(
      (await other.request('PUT', `/trips/${trip.id}`, { ...PLAN, name: 'Hijacked' })).status,
    ).toBe(404);
    expect((await other.post(`/trips/${trip.id}/share`)).status).toBe(404);
    expect((await other.delete(`/trips/${trip.id}`)).status).toBe(404);
    expect((await owner.get(`/trips/${trip.id}`)).body.name).toBe('Canyon Country Run');
  });

  it('lets only admins feature a trip, and then everyone can see it', async () => {
    const owner = await signUp();
    const { body: trip } = await owner.post('/trips', PLAN);
    expect((await owner.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true })).status).toBe(
      403,
    );

    const admin = await signUp();
    await makeAdmin(admin);
    const featured = await admin.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true });
    expect(featured.status).toBe(200);
    expect(featured.body).toMatchObject({
      isFeatured: true,
      slug: expect.stringMatching(/^canyon-country-run-\d+$/),
    });

    const visitor = new HttpSession(deployment.baseUrl);
    expect((await visitor.get(`/trips/${trip.id}`)).status).toBe(200);
    for (const path of ['/trips/featured', '/featured-trips']) {
      const { body } = await visitor.get(path);
      expect(body.map((t: { id: number }) => t.id)).toContain(trip.id);
    }
    expect((await visitor.get(`/trips/slug/${featured.body.slug}`)).body.id).toBe(trip.id);
    expect((await visitor.get('/trips/slug/no-such-trip')).status).toBe(404);

    await admin.post(`/admin/trips/${trip.id}/feature`, { isFeatured: false });
    expect((await visitor.get(`/trips/${trip.id}`)).status).toBe(404);
  });
});

describe('modify, share and delete', () => {
  it('makes a new itinerary version when the plan changes', async () => {
    const owner = await signUp();
    const { body: trip } = await owner.post('/trips', PLAN);
    await whenGenerated(owner, trip.id);
    const updated = await owner.request('PUT', `/trips/${trip.id}`, {
      ...PLAN,
      name: 'Canyon Country Loop',
      endDate: '2027-05-13',
      isRoundTrip: true,
    });
    expect(updated.body).toMatchObject({ version: 2, generationStatus: 'generating' });
    const ready = await whenGenerated(owner, trip.id);
    expect(ready).toMatchObject({
      version: 2,
      generationStatus: 'ready',
      name: 'Canyon Country Loop',
    });
    const { body } = await owner.get(`/trips/${trip.id}/itinerary`);
    expect(body.version).toBe(2);
    expect(body.itinerary.days).toHaveLength(4);
  });

  it('shares with a stable link that stops working once the trip is deleted', async () => {
    const owner = await signUp();
    const { body: trip } = await owner.post('/trips', PLAN);
    await owner.post(`/trips/${trip.id}/save`);
    await whenGenerated(owner, trip.id);

    const first = await owner.post(`/trips/${trip.id}/share`);
    const again = await owner.post(`/trips/${trip.id}/share`);
    expect(first.status).toBe(200);
    expect(again.body.shareableId).toBe(first.body.shareableId);

    const anyone = new HttpSession(deployment.baseUrl);
    const shared = await anyone.get(`/shared/${first.body.shareableId}`);
    expect(shared.status).toBe(200);
    expect(shared.body.trip.name).toBe('Canyon Country Run');
    expect(shared.body.itinerary.itinerary.days).toHaveLength(3);
    expect(shared.body.mapData.route.routes[0].legs.length).toBeGreaterThan(0);

    expect((await owner.delete(`/trips/${trip.id}`)).status).toBe(200);
    expect((await anyone.get(`/shared/${first.body.shareableId}`)).status).toBe(404);
    expect((await owner.get(`/trips/${trip.id}`)).status).toBe(404);
    expect((await owner.get('/trips/user')).body).toEqual([]);
  });

  it('needs a session to list, save, share or delete', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    expect((await visitor.get('/trips/user')).status).toBe(401);
    expect((await visitor.post('/trips/1/share')).status).toBe(401);
    expect((await visitor.delete('/trips/1')).status).toBe(401);
    expect((await visitor.get('/trips/not-a-number')).status).toBe(400);
  });
});

describe('exports', () => {
  it('downloads GPX and a calendar for the owner and through the share link, never for others', async () => {
    const owner = await signUp();
    const { body: trip } = await owner.post('/trips', PLAN);
    await whenGenerated(owner, trip.id);
    const download = (path: string, cookie = owner.cookieHeader()) =>
      fetch(`${deployment.baseUrl}/api${path}`, { headers: { cookie } });

    const gpx = await download(`/trips/${trip.id}/gpx`);
    expect(gpx.status).toBe(200);
    expect(gpx.headers.get('content-type')).toMatch(/application\/gpx\+xml/);
    expect(gpx.headers.get('content-disposition')).toBe(
      'attachment; filename="canyon-country-run.gpx"',
    );
    const gpxText = await gpx.text();
    expect(gpxText.match(/<trk>/g)).toHaveLength(3);

    const ics = await download(`/trips/${trip.id}/ics`);
    expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
    expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(3);

    expect((await download(`/trips/${trip.id}/gpx`, (await signUp()).cookieHeader())).status).toBe(
      404,
    );

    const { body: share } = await owner.post(`/trips/${trip.id}/share`);
    const shared = await download(`/shared/${share.shareableId}/gpx`, '');
    expect(shared.status).toBe(200);
    expect(await shared.text()).toBe(gpxText);
  });
});

describe('place suggestions', () => {
  it('suggests towns from the gazetteer for the plan form', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status, body } = await visitor.get('/places/suggest?q=Moab&limit=3');
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ label: 'Moab, UT', countryCode: 'US' });
    expect((await visitor.get('/places/suggest?q=M')).body).toEqual([]);
    expect((await visitor.get('/places/suggest?q=Moab&limit=99')).status).toBe(400);
  });
});

import {
  CANYON_PLAN,
  makeAdmin as promoteToAdmin,
  signUp as signUpAt,
  whenGenerated,
} from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

const deployment = sharedDeployment();
let riders = 0;

/**
 * A new account, signed in, each from an address of its own (the deployment trusts
 * X-Forwarded-For), as riders do: this file makes more accounts than sign-up's per-address
 * limit allows one address in an hour.
 */
function signUp(): Promise<HttpSession> {
  riders += 1;
  return signUpAt(deployment.baseUrl, { 'x-forwarded-for': `198.51.100.${riders}` });
}
const makeAdmin = (session: HttpSession) => promoteToAdmin(session, deployment.databaseUrl);

/** Words only the owner wrote: they must never reach anyone through a share link. */
const PRIVATE_NOTES = 'Gate code 4417, spare key under the blue pot';
const PLAN = { ...CANYON_PLAN, additionalNotes: PRIVATE_NOTES };

beforeAll(async () => {});

/** A plain GET with the session's cookies (or none): status and body text, for any type. */
async function fetchAs(session: HttpSession | null, path: string, accept = '*/*') {
  const response = await fetch(`${deployment.baseUrl}/api${path}`, {
    headers: { accept, ...(session && { cookie: session.cookieHeader() }) },
  });
  return { status: response.status, text: await response.text() };
}

/** Every read of a trip by its id: the trip, its itinerary, exports, progress, static map. */
const READS_BY_ID = (id: number) => [
  [`/trips/${id}`, 'application/json'],
  [`/trips/${id}/itinerary`, 'application/json'],
  [`/trips/${id}/gpx`, '*/*'],
  [`/trips/${id}/ics`, '*/*'],
  [`/trips/${id}/events`, 'text/event-stream'],
  [`/maps/static/${id}`, 'image/png'],
];

/**
 * A signed-in owner's saved trip, by default with its itinerary ready (so its exports exist and
 * a refusal means what it says). Waits longer than one `whenGenerated` round on a busy machine.
 */
async function ownedTrip({ ready = true } = {}) {
  const owner = await signUp();
  const { body: created } = await owner.post('/trips', PLAN);
  await owner.post(`/trips/${created.id}/save`);
  let trip = created;
  for (let round = 0; ready && trip.generationStatus === 'generating' && round < 4; round++) {
    trip = await whenGenerated(owner, created.id);
  }
  if (ready) expect(trip.generationStatus).toBe('ready');
  return { owner, trip: trip as { id: number; name: string } };
}

describe('a shared trip', () => {
  it('is not found by its id for anyone but its owner, whoever asks', async () => {
    const { owner, trip } = await ownedTrip();
    const { status } = await owner.post(`/trips/${trip.id}/share`);
    expect(status).toBe(200);
    const anonymous = new HttpSession(deployment.baseUrl);
    const otherUser = await signUp();

    for (const reader of [null, anonymous, otherUser]) {
      for (const [path, accept] of READS_BY_ID(trip.id)) {
        const answer = await fetchAs(reader, path, accept);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.text).not.toContain(PRIVATE_NOTES);
      }
    }
    expect(JSON.parse((await fetchAs(otherUser, `/trips/${trip.id}`)).text)).toEqual({
      statusCode: 404,
      code: 'not-found',
      message: 'Trip not found',
    });
    // The owner still reads everything by id.
    for (const [path, accept] of READS_BY_ID(trip.id)) {
      expect([path, (await fetchAs(owner, path, accept)).status]).toEqual([path, 200]);
    }
  });

  it('opens through its link with the public view only: no owner, no saved state, no notes', async () => {
    const { owner, trip } = await ownedTrip();
    const { body: share } = await owner.post(`/trips/${trip.id}/share`);
    const anonymous = new HttpSession(deployment.baseUrl);

    const shared = await anonymous.get(`/shared/${share.shareableId}`);
    expect(shared.status).toBe(200);
    expect(shared.body.trip).toMatchObject({ name: 'Canyon Country Run', destination: 'Moab, UT' });
    expect(shared.body.trip).not.toHaveProperty('userId');
    expect(shared.body.trip).not.toHaveProperty('isSaved');
    expect(shared.body.trip).not.toHaveProperty('additionalNotes');
    expect(JSON.stringify(shared.body)).not.toContain(PRIVATE_NOTES);
    expect(shared.body.itinerary.itinerary.days).toHaveLength(3);

    for (const path of [
      `/shared/${share.shareableId}/gpx`,
      `/shared/${share.shareableId}/ics`,
      `/maps/static/shared/${share.shareableId}`,
    ]) {
      const answer = await fetchAs(null, path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.text).not.toContain(PRIVATE_NOTES);
    }
  });

  it('stops working when the owner stops sharing, and sharing again makes a new link', async () => {
    const { owner, trip } = await ownedTrip();
    const { body: first } = await owner.post(`/trips/${trip.id}/share`);
    const other = await signUp();
    expect((await other.delete(`/trips/${trip.id}/share`)).status).toBe(404);
    expect((await fetchAs(null, `/shared/${first.shareableId}`)).status).toBe(200);

    const stopped = await owner.delete(`/trips/${trip.id}/share`);
    expect(stopped).toEqual({ status: 200, body: { ok: true } });
    const dead = await new HttpSession(deployment.baseUrl).get(`/shared/${first.shareableId}`);
    expect(dead).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'not-found', message: 'Trip not found' },
    });
    for (const path of [
      `/shared/${first.shareableId}/gpx`,
      `/shared/${first.shareableId}/ics`,
      `/maps/static/shared/${first.shareableId}`,
    ]) {
      expect([path, (await fetchAs(null, path)).status]).toEqual([path, 404]);
    }
    expect((await owner.get(`/trips/${trip.id}`)).body).toMatchObject({
      isPublic: false,
      shareableId: null,
    });

    const { body: again } = await owner.post(`/trips/${trip.id}/share`);
    expect(again.shareableId).not.toBe(first.shareableId);
    expect((await fetchAs(null, `/shared/${first.shareableId}`)).status).toBe(404);
    expect((await fetchAs(null, `/shared/${again.shareableId}`)).status).toBe(200);
  });
});

describe('a featured trip', () => {
  it("stays public by id and slug, as a public view without its rider's notes", async () => {
    const { owner, trip } = await ownedTrip();
    const admin = await signUp();
    await makeAdmin(admin);
    const { body: featured } = await admin.post(`/admin/trips/${trip.id}/feature`, {
      isFeatured: true,
    });
    const anonymous = new HttpSession(deployment.baseUrl);

    const byId = await anonymous.get(`/trips/${trip.id}`);
    const bySlug = await anonymous.get(`/trips/slug/${featured.slug}`);
    const list = (await anonymous.get('/trips/featured')).body as Array<{ id: number }>;
    const listed = list.find((t) => t.id === trip.id);
    for (const view of [byId.body, bySlug.body, listed]) {
      expect(view).toMatchObject({ id: trip.id });
      // An admin featured a rider's trip: the rider never made the notes public.
      expect(view).not.toHaveProperty('additionalNotes');
      expect(JSON.stringify(view)).not.toContain(PRIVATE_NOTES);
      expect(view).not.toHaveProperty('userId');
      expect(view).not.toHaveProperty('isSaved');
    }
    expect((await anonymous.get(`/trips/${trip.id}/itinerary`)).status).toBe(200);
    // Its owner and admins still see the whole trip.
    expect((await owner.get(`/trips/${trip.id}`)).body).toMatchObject({
      userId: expect.any(Number),
      isSaved: true,
    });
    expect((await admin.get(`/trips/${trip.id}`)).body.userId).toEqual(expect.any(Number));
  });
});

describe('owner-only trip actions', () => {
  /** Each change an owner alone may make, as [label, request]. */
  const ownerActions = (session: HttpSession, id: number) =>
    [
      ['update', () => session.request('PUT', `/trips/${id}`, { ...PLAN, name: 'Hijacked' })],
      ['save', () => session.post(`/trips/${id}/save`)],
      ['share', () => session.post(`/trips/${id}/share`)],
      ['unshare', () => session.delete(`/trips/${id}/share`)],
      ['delete', () => session.delete(`/trips/${id}`)],
      ['gpx', () => fetchAs(session, `/trips/${id}/gpx`)],
      ['ics', () => fetchAs(session, `/trips/${id}/ics`)],
    ] as const;

  it('are refused to another signed-in user (403 or 404, never 200) and change nothing', async () => {
    const { owner, trip } = await ownedTrip();
    expect((await fetchAs(owner, `/trips/${trip.id}/gpx`)).status).toBe(200);
    const other = await signUp();
    for (const [label, act] of ownerActions(other, trip.id)) {
      const { status } = await act();
      expect([label, [403, 404].includes(status)]).toEqual([label, true]);
    }
    const { body } = await owner.get(`/trips/${trip.id}`);
    expect(body).toMatchObject({ name: 'Canyon Country Run', isPublic: false, version: 1 });
  });

  it('are refused (403) on a featured trip another user can see but does not own', async () => {
    const { owner, trip } = await ownedTrip();
    const admin = await signUp();
    await makeAdmin(admin);
    await admin.post(`/admin/trips/${trip.id}/feature`, { isFeatured: true });
    const other = await signUp();
    for (const [label, act] of ownerActions(other, trip.id).filter(
      ([label]) => !['save', 'gpx', 'ics'].includes(label),
    )) {
      expect([label, (await act()).status]).toEqual([label, 403]);
    }
    expect((await owner.get(`/trips/${trip.id}`)).body.name).toBe('Canyon Country Run');
  });
});

describe('admin routes', () => {
  it('answer 401 to a visitor and 403 to a signed-in user', async () => {
    const { trip } = await ownedTrip({ ready: false });
    const visitor = new HttpSession(deployment.baseUrl);
    const user = await signUp();
    const image = new FormData();
    image.append('image', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'cover.png');
    const post = { title: 'Not yours', content: '<p>Not yours</p>' };
    const routes: Array<[method: string, path: string, body?: unknown]> = [
      ['POST', `/admin/trips/${trip.id}/feature`, { isFeatured: true }],
      ['POST', '/upload/image', image],
      ['GET', '/admin/blog/1'],
      ['POST', '/admin/blog', post],
      ['PUT', '/admin/blog/1', post],
      ['DELETE', '/admin/blog/1'],
      ['POST', '/admin/blog/1/publish', {}],
      ['POST', '/admin/blog/1/unpublish', {}],
      ['GET', '/admin/analytics?days=30'],
    ];
    for (const [method, path, body] of routes) {
      const route = `${method} ${path}`;
      expect([route, (await visitor.request(method, path, body)).status]).toEqual([route, 401]);
      expect([route, (await user.request(method, path, body)).status]).toEqual([route, 403]);
    }
  });
});

describe('session reuse', () => {
  it('refuses a cookie captured before sign-out', async () => {
    const device = await signUp();
    const captured = device.cookieHeader();
    expect((await device.post('/auth/logout')).status).toBeLessThan(300);
    for (const path of ['/auth/user', '/trips/user']) {
      const replay = await fetch(`${deployment.baseUrl}/api${path}`, {
        headers: { cookie: captured },
      });
      expect([path, replay.status]).toEqual([path, 401]);
    }
  });

  it("refuses another device's cookie after a password change, keeping the changing device", async () => {
    const laptop = await signUp();
    const { body: user } = await laptop.get('/auth/user');
    const phone = new HttpSession(deployment.baseUrl);
    await phone.post('/auth/login', { email: user.email, password: 'ride-safe-1' });
    const captured = phone.cookieHeader();
    expect((await phone.get('/auth/user')).status).toBe(200);

    const changed = await laptop.post('/auth/change-password', {
      currentPassword: 'ride-safe-1',
      newPassword: 'canyon-switchbacks-7',
    });
    expect(changed.status).toBe(200);
    const replay = await fetch(`${deployment.baseUrl}/api/auth/user`, {
      headers: { cookie: captured },
    });
    expect(replay.status).toBe(401);
    expect((await laptop.get('/auth/user')).status).toBe(200);
  });
});

describe('passwords', () => {
  // 24 three-byte characters are 72 bytes; one more byte is over bcrypt's limit.
  const OVER_72_BYTES = `${'€'.repeat(24)}a`;
  const TOO_LONG = 'Password must be at most 72 bytes';
  const TOO_COMMON = 'This password is too common. Choose another.';
  let serial = 0;
  const newAccount = (password: string) => {
    serial += 1;
    const id = `${Date.now().toString(36)}${serial}`;
    return { username: `pw${id}`, email: `pw${id}@example.com`, password };
  };

  it('refuses a new password over 72 bytes on sign-up, reset and change', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const register = await visitor.post('/auth/register', newAccount(OVER_72_BYTES));
    expect(register.status).toBe(400);
    expect(register.body.errors).toEqual({ password: [TOO_LONG] });

    const reset = await visitor.post('/auth/reset-password', {
      token: 'any-token',
      password: OVER_72_BYTES,
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors).toEqual({ password: [TOO_LONG] });

    const rider = await signUp();
    const change = await rider.post('/auth/change-password', {
      currentPassword: 'ride-safe-1',
      newPassword: OVER_72_BYTES,
    });
    expect(change.status).toBe(400);
    expect(change.body.errors).toEqual({ newPassword: [TOO_LONG] });
  });

  it('refuses a common password on sign-up and change, creating and changing nothing', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const account = newAccount('Password123');
    const register = await visitor.post('/auth/register', account);
    expect(register.status).toBe(400);
    expect(register.body).toEqual({
      statusCode: 400,
      code: 'invalid-input',
      message: TOO_COMMON,
      errors: { password: [TOO_COMMON] },
    });
    const signIn = await visitor.post('/auth/login', {
      email: account.email,
      password: 'Password123',
    });
    expect(signIn.status).toBe(401);

    const rider = await signUp();
    const change = await rider.post('/auth/change-password', {
      currentPassword: 'ride-safe-1',
      newPassword: 'iloveyou',
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(TOO_COMMON);
    const { body: user } = await rider.get('/auth/user');
    const stillOld = await new HttpSession(deployment.baseUrl).post('/auth/login', {
      email: user.email,
      password: 'ride-safe-1',
    });
    expect(stillOld.status).toBe(200);
  });

  it('answers forgot-password for a known and an unknown e-mail with the same status and body', async () => {
    const rider = await signUp();
    const { body: user } = await rider.get('/auth/user');
    const visitor = new HttpSession(deployment.baseUrl);
    const known = await visitor.post('/auth/forgot-password', { email: user.email });
    const unknown = await visitor.post('/auth/forgot-password', {
      email: `nobody-${Date.now()}@example.com`,
    });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
  });
});

describe('ids no row can have', () => {
  it('are answered 400 at the edge, with no internal error anywhere', async () => {
    const admin = await signUp();
    await makeAdmin(admin);
    const logged = deployment.logs.length;
    for (const path of [
      '/trips/99999999999999999999',
      '/trips/99999999999999999999/itinerary',
      '/trips/2147483648/gpx',
      '/maps/static/99999999999999999999',
      '/admin/trips/99999999999999999999',
      '/admin/blog/99999999999999999999',
    ]) {
      const response = await fetchAs(admin, path, 'application/json');
      expect([path, response.status]).toEqual([path, 400]);
      expect(JSON.parse(response.text)).toEqual({
        statusCode: 400,
        code: 'invalid-input',
        message: expect.stringMatching(/must be a whole number from 1 to 2147483647$/),
      });
    }
    expect(deployment.logs.slice(logged).join('\n')).not.toMatch(/unexpected error|out of range/);
  });
});

import { JobNames, QueueNames } from '@roadbook/contracts';
import { Client } from 'pg';
import { HttpSession } from './support/http-session';
import { runJobAgain } from './support/jobs';
import { mailsTo, waitForMails, waitForResetLink } from './support/outbox';
import { sharedDeployment } from './support/shared-deployment';
import { TEST_PASSWORD_HASH_COST } from './support/test-deployment';
import { until } from './support/until';

const PASSWORD = 'ride-safe-1';
const deployment = sharedDeployment();
let serial = 0;

function newRider() {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { username: `rider${id}`, email: `rider${id}@example.com`, password: PASSWORD };
}

/** `headers`: an address of its own (the deployment trusts one proxy), past the per-address limit. */
async function signUp(rider = newRider(), headers: Record<string, string> = {}) {
  const session = new HttpSession(deployment.baseUrl, headers);
  const response = await session.post('/auth/register', rider);
  expect(response.status).toBe(201);
  return { session, rider, user: response.body as { id: number } };
}

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: deployment.databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {});

describe('sign-up', () => {
  it('creates the account, signs it in and answers with the client-visible user only', async () => {
    const { session, rider } = await signUp();
    const { status, body } = await session.get('/auth/user');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(Number),
      email: rider.email,
      username: rider.username,
      profileImageUrl: null,
      role: 'user',
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, Secure only when PUBLIC_URL is https', async () => {
    const plain = new HttpSession(deployment.baseUrl);
    await plain.post('/auth/register', newRider());
    const [cookie] = plain.lastSetCookie;
    expect(cookie).toMatch(/^roadbook_session=[\w-]{40,};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);

    // This site is served over plain HTTP (PUBLIC_URL): what a proxy says changes nothing, and
    // e2e/security-http.api.e2e-spec.ts covers a site served over HTTPS.
    const claimsTls = new HttpSession(deployment.baseUrl, { 'x-forwarded-proto': 'https' });
    await claimsTls.post('/auth/register', newRider());
    expect(claimsTls.lastSetCookie[0]).toMatch(/^roadbook_session=/);
    expect(claimsTls.lastSetCookie[0]).not.toMatch(/; Secure/);
  });

  it('answers each bad field with the spec message and creates nothing', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status, body } = await visitor.post('/auth/register', {
      username: 'ab',
      email: 'not-an-email',
      password: '12345',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
    expect(await sql('SELECT 1 FROM auth.users WHERE username = $1', ['ab'])).toHaveLength(0);
  });

  it('refuses a taken e-mail (in any case) or username with a clear 409', async () => {
    const { rider } = await signUp();
    const again = new HttpSession(deployment.baseUrl);
    const sameEmail = await again.post('/auth/register', {
      ...newRider(),
      email: rider.email.toUpperCase(),
    });
    expect(sameEmail).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
    const sameName = await again.post('/auth/register', {
      ...newRider(),
      username: rider.username,
    });
    expect(sameName).toMatchObject({
      status: 409,
      body: { message: 'This username is already taken' },
    });
  });

  it('stores a bcrypt hash, never the password', async () => {
    const { rider } = await signUp();
    const [row] = await sql<{ password: string }>(
      'SELECT password FROM auth.users WHERE email = $1',
      [rider.email],
    );
    // bcrypt's prefix, then the cost the deployment was given.
    const cost = String(TEST_PASSWORD_HASH_COST).padStart(2, '0');
    expect(row.password.slice(0, 7)).toBe(`$2b$${cost}$`);
    expect(row.password).not.toContain(PASSWORD);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the e-mail in any case', async () => {
    const { rider } = await signUp();
    const device = new HttpSession(deployment.baseUrl);
    const { status, body } = await device.post('/auth/login', {
      email: rider.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.email).toBe(rider.email);
    expect((await device.get('/auth/user')).status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { rider } = await signUp();
    const device = new HttpSession(deployment.baseUrl);
    const wrongPassword = await device.post('/auth/login', {
      email: rider.email,
      password: 'not-the-password',
    });
    const unknownEmail = await device.post('/auth/login', {
      email: 'nobody-here@example.com',
      password: PASSWORD,
    });
    expect(wrongPassword).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'invalid-credentials', message: 'Invalid email or password' },
    });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('validates the sign-in form with the spec messages', async () => {
    const device = new HttpSession(deployment.baseUrl);
    const { status, body } = await device.post('/auth/login', { email: 'x', password: '1' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('answers 401 for the current user without a session', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    expect((await visitor.get('/auth/user')).status).toBe(401);
  });

  it('signs out this device only: its cookie stops working, another device stays in', async () => {
    const { session: phone, rider } = await signUp();
    const laptop = new HttpSession(deployment.baseUrl);
    await laptop.post('/auth/login', { email: rider.email, password: PASSWORD });
    const stolenCopy = new HttpSession(deployment.baseUrl, { cookie: phone.cookieHeader() });

    expect((await phone.post('/auth/logout')).status).toBe(200);
    expect((await phone.get('/auth/user')).status).toBe(401);
    expect((await stolenCopy.get('/auth/user')).status).toBe(401);
    expect((await laptop.get('/auth/user')).status).toBe(200);
  });
});

describe('revocation with the session cache on', () => {
  // The gateway keeps a resolved session for a few seconds. Each test first has the other client
  // use its session on a route that reads it through that cache (`/trips/user`; `/auth/user`
  // always asks the auth service), then ends the session and asks again at once.
  // Its clients come from an address of their own (the deployment trusts one proxy), so the
  // suite's other sign-ups keep their share of the per-address limit.
  const elsewhere = { 'x-forwarded-for': '198.51.100.7' };
  const client = (headers: Record<string, string> = {}) =>
    new HttpSession(deployment.baseUrl, { ...elsewhere, ...headers });
  async function signUpElsewhere() {
    const session = client();
    const rider = newRider();
    expect((await session.post('/auth/register', rider)).status).toBe(201);
    return { session, rider };
  }

  it('signs out in one browser and refuses the same session in another at once', async () => {
    const { session: browserA } = await signUpElsewhere();
    const browserB = client({ cookie: browserA.cookieHeader() });
    expect((await browserB.get('/trips/user')).status).toBe(200);

    expect((await browserA.post('/auth/logout')).status).toBe(200);
    expect((await browserB.get('/trips/user')).status).toBe(401);
  });

  it('refuses the other devices at once after a password change', async () => {
    const { session: phone, rider } = await signUpElsewhere();
    const laptop = client();
    await laptop.post('/auth/login', { email: rider.email, password: PASSWORD });
    expect((await laptop.get('/trips/user')).status).toBe(200);

    await phone.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'new-1-pw',
    });
    expect((await laptop.get('/trips/user')).status).toBe(401);
    expect((await phone.get('/trips/user')).status).toBe(200);
  });

  it('refuses every session at once after a reset from the e-mailed link, which the gateway only hears of', async () => {
    const { session, rider } = await signUpElsewhere();
    expect((await session.get('/trips/user')).status).toBe(200);
    const visitor = client();
    await visitor.post('/auth/forgot-password', { email: rider.email });
    const token = new URL(
      await waitForResetLink(deployment.outboxDir, rider.email),
    ).searchParams.get('token')!;
    expect((await session.get('/trips/user')).status).toBe(200);

    await visitor.post('/auth/reset-password', { token, password: 'brand-new-1' });
    expect((await session.get('/trips/user')).status).toBe(401);
  });

  it('refuses a copy of the session at once after the account is deleted', async () => {
    const { session } = await signUpElsewhere();
    const copy = client({ cookie: session.cookieHeader() });
    expect((await copy.get('/trips/user')).status).toBe(200);

    expect((await session.request('DELETE', '/auth/profile', { password: PASSWORD })).status).toBe(
      200,
    );
    expect((await copy.get('/trips/user')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail has an account, and mails only real ones', async () => {
    const { rider } = await signUp();
    const visitor = new HttpSession(deployment.baseUrl);
    // The unknown address first: its job is done by the time the known one's mail is out.
    const unknown = await visitor.post('/auth/forgot-password', { email: 'ghost@example.com' });
    const known = await visitor.post('/auth/forgot-password', { email: rider.email });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(await waitForMails(deployment.outboxDir, rider.email)).toHaveLength(1);
    expect(mailsTo(deployment.outboxDir, 'ghost@example.com')).toHaveLength(0);
  });

  it('requires an e-mail', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status, body } = await visitor.post('/auth/forgot-password', { email: '' });
    expect(status).toBe(400);
    expect(body.message).toBe('Please enter your email address.');
  });

  it('sets a new password from the e-mailed link, once, and ends every session', async () => {
    const { session, rider } = await signUp();
    const visitor = new HttpSession(deployment.baseUrl);
    await visitor.post('/auth/forgot-password', { email: rider.email });
    const link = new URL(await waitForResetLink(deployment.outboxDir, rider.email));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const reset = await visitor.post('/auth/reset-password', { token, password: 'brand-new-1' });
    expect(reset.status).toBe(200);
    expect((await session.get('/auth/user')).status).toBe(401);

    const reused = await visitor.post('/auth/reset-password', { token, password: 'another-one-2' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/invalid or has expired/);

    const oldPassword = await visitor.post('/auth/login', {
      email: rider.email,
      password: PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await visitor.post('/auth/login', {
      email: rider.email,
      password: 'brand-new-1',
    });
    expect(newPassword.status).toBe(200);
  });

  it('refuses an expired link and an unknown one', async () => {
    const { rider } = await signUp();
    const visitor = new HttpSession(deployment.baseUrl);
    await visitor.post('/auth/forgot-password', { email: rider.email });
    const token = new URL(
      await waitForResetLink(deployment.outboxDir, rider.email),
    ).searchParams.get('token')!;
    await sql(
      `UPDATE auth.users SET reset_token_expiry = now() - interval '1 minute' WHERE email = $1`,
      [rider.email],
    );
    const expired = await visitor.post('/auth/reset-password', { token, password: 'brand-new-1' });
    expect(expired.status).toBe(400);
    const unknown = await visitor.post('/auth/reset-password', {
      token: 'made-up-token',
      password: 'brand-new-1',
    });
    expect(unknown.status).toBe(400);
    const missing = await visitor.post('/auth/reset-password', {
      token: '',
      password: 'brand-new-1',
    });
    expect(missing.body.message).toBe('Reset token is required');
  });
});

describe('change password', () => {
  it('checks the current password and keeps the spec messages', async () => {
    const { session } = await signUp();
    const wrong = await session.post('/auth/change-password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand-new-1',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Current password is incorrect' },
    });
    const short = await session.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: '123',
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'New password must be at least 6 characters long.' },
    });
  });

  it('keeps this device signed in and signs out every other one', async () => {
    const { session: phone, rider } = await signUp();
    const laptop = new HttpSession(deployment.baseUrl);
    await laptop.post('/auth/login', { email: rider.email, password: PASSWORD });

    const changed = await phone.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-1',
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/auth/user')).status).toBe(200);
    expect((await laptop.get('/auth/user')).status).toBe(401);
    const login = await laptop.post('/auth/login', { email: rider.email, password: 'brand-new-1' });
    expect(login.status).toBe(200);
  });

  it('needs a session', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const { status } = await visitor.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-1',
    });
    expect(status).toBe(401);
  });
});

describe('account deletion', () => {
  it('deletes the account, ends its sessions and removes its trips through the purge job', async () => {
    const { session, rider, user } = await signUp();
    const other = await signUp();
    // The trips API arrives with the trips feature; until then the rows are written directly.
    for (const owner of [user.id, user.id, other.user.id]) {
      await sql(
        `INSERT INTO trips.trips (user_id, name, start_date, end_date, travel_mode, travelers,
           start_location, destination, route_type, budget, driving_hours)
         VALUES ($1, 'Loop', '', '', 'motorcycle', 1, 'Denver, CO', 'Moab, UT', 'scenic', 'moderate', '4-6')`,
        [owner],
      );
    }

    expect((await session.request('DELETE', '/auth/profile', { password: PASSWORD })).status).toBe(
      200,
    );
    expect((await session.get('/auth/user')).status).toBe(401);
    const login = await new HttpSession(deployment.baseUrl).post('/auth/login', {
      email: rider.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(401);

    // The purge job removes the trips a moment after the answer.
    await until(
      async () =>
        (await sql('SELECT 1 FROM trips.trips WHERE user_id = $1', [user.id])).length === 0,
    );
    expect(await sql('SELECT 1 FROM trips.trips WHERE user_id = $1', [other.user.id])).toHaveLength(
      1,
    );

    // Delivered again (a worker that died before acknowledging it): the purge finds nothing left
    // to remove and touches nobody else's data.
    const again = await runJobAgain(
      deployment.queuePrefix,
      QueueNames.accounts,
      JobNames.accountPurge,
      {
        userId: user.id,
      },
    );
    expect(again).toEqual({ tripsDeleted: 0, uploadsDeleted: 0 });
    expect(await sql('SELECT 1 FROM trips.trips WHERE user_id = $1', [other.user.id])).toHaveLength(
      1,
    );
  });

  it('asks for the password again, and keeps the account when it is missing or wrong', async () => {
    const { session, rider } = await signUp(newRider(), { 'x-forwarded-for': '198.51.100.21' });
    expect(await session.delete('/auth/profile')).toMatchObject({
      status: 400,
      body: { message: 'Enter your password to delete your account' },
    });
    expect(
      await session.request('DELETE', '/auth/profile', { password: 'not-my-password' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Password is incorrect', errors: { password: ['Password is incorrect'] } },
    });
    expect((await session.get('/auth/user')).status).toBe(200);
    const login = await new HttpSession(deployment.baseUrl).post('/auth/login', {
      email: rider.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it('needs a session', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    expect((await visitor.request('DELETE', '/auth/profile', { password: PASSWORD })).status).toBe(
      401,
    );
  });
});

describe('rate limiting', () => {
  it('lets a session check its password five times in a while, not more: a stolen one cannot guess it', async () => {
    const { session } = await signUp(newRider(), { 'x-forwarded-for': '198.51.100.22' });
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      const { status } = await session.post('/auth/change-password', {
        currentPassword: `guess-${guess}`,
        newPassword: 'brand-new-1',
      });
      statuses.push(status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The count is the account's, whichever route checks the password and from wherever.
    const elsewhere = new HttpSession(deployment.baseUrl, {
      cookie: session.cookieHeader(),
      'x-forwarded-for': '203.0.113.77',
    });
    for (const attempt of [
      () =>
        elsewhere.post('/auth/change-password', {
          currentPassword: PASSWORD,
          newPassword: 'brand-new-1',
        }),
      () => elsewhere.request('DELETE', '/auth/profile', { password: PASSWORD }),
    ]) {
      expect(await attempt()).toEqual({
        status: 429,
        body: {
          statusCode: 429,
          code: 'rate-limited',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        },
      });
    }
    expect((await session.get('/auth/user')).status).toBe(200);
  });

  it('never locks an account: attempts past the limit are slowed, and the right password still works', async () => {
    const { rider } = await signUp();
    const attacker = new HttpSession(deployment.baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { status } = await attacker.post('/auth/login', {
        email: rider.email,
        password: `guess-${attempt}`,
      });
      statuses.push(status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const owner = new HttpSession(deployment.baseUrl);
    const login = await owner.post('/auth/login', { email: rider.email, password: PASSWORD });
    expect(login.status).toBe(200);
  });
});

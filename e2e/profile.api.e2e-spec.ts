import { AuthMessages, MediaMessages } from '@roadbook/contracts';
import sharp from 'sharp';
import { signUp } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The profile-edit API against the distributed system: visitors are refused, bad input gets the
 * spec's messages and changes nothing, each write acts on the caller's own account only, and
 * writes from another site are refused like every other write.
 */
const deployment = sharedDeployment();
let rider: HttpSession;
let other: HttpSession;

beforeAll(async () => {
  rider = await signUp(deployment.baseUrl);
  other = await signUp(deployment.baseUrl);
});

async function me(session: HttpSession) {
  return (await session.get('/auth/user')).body as {
    id: number;
    email: string;
    username: string;
    profileImageUrl: string | null;
  };
}

function pictureForm(bytes: Uint8Array, type: string, name: string): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('profile edits over the API', () => {
  it('refuse visitors with 401 on every profile write', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    const photo = pictureForm(new Uint8Array([1, 2, 3]), 'image/png', 'x.png');
    for (const [method, path, body] of [
      ['PATCH', '/auth/profile', { username: 'visitor' }],
      ['POST', '/auth/profile/email', { email: 'v@example.com', password: 'whatever' }],
      ['PUT', '/auth/profile/picture', photo],
      ['DELETE', '/auth/profile/picture', undefined],
    ] as const) {
      const { status, body: answer } = await visitor.request(method, path, body);
      expect([method, path, status, answer.message]).toEqual([
        method,
        path,
        401,
        AuthMessages.notSignedIn,
      ]);
    }
  });

  it('refuse a short or taken username with the messages, and keep the old one', async () => {
    const before = await me(rider);
    const short = await rider.request('PATCH', '/auth/profile', { username: ' ab ' });
    expect(short.status).toBe(400);
    expect(short.body.errors.username).toContain(AuthMessages.usernameTooShort);
    const taken = await rider.request('PATCH', '/auth/profile', {
      username: (await me(other)).username,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ username: [AuthMessages.usernameTaken] });
    expect((await me(rider)).username).toBe(before.username);
  });

  it('changes only the username, whatever else the body names', async () => {
    const before = await me(rider);
    const renamed = `${before.username}r`;
    const { status, body } = await rider.request('PATCH', '/auth/profile', {
      username: renamed,
      email: 'sneaky@example.com',
      role: 'admin',
      profileImageUrl: 'https://evil.example/me.png',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ...before, username: renamed });
    expect(await me(rider)).toEqual({ ...before, username: renamed });
  });

  it('refuse an e-mail change with a bad address, a wrong password or a taken address', async () => {
    const bad = await rider.post('/auth/profile/email', { email: 'nope', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toContain(AuthMessages.invalidEmail);
    const wrong = await rider.post('/auth/profile/email', {
      email: `free-${Date.now()}@example.com`,
      password: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: [AuthMessages.wrongPassword] });
    const taken = await rider.post('/auth/profile/email', {
      email: (await me(other)).email.toUpperCase(),
      password: 'ride-safe-1',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: [AuthMessages.emailTaken] });
  });

  it('refuse an unknown confirmation token with the link’s message', async () => {
    const visitor = new HttpSession(deployment.baseUrl);
    for (const token of ['not-a-real-token', '']) {
      const { status, body } = await visitor.post('/auth/email/confirm', { token });
      expect(status).toBe(400);
      expect(body.message).toContain(AuthMessages.invalidEmailChangeToken);
    }
  });

  it('store a picture as a path of this site, for the caller only, and remove it', async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c4510c' },
    })
      .png()
      .toBuffer();
    const set = await rider.request(
      'PUT',
      '/auth/profile/picture',
      pictureForm(photo, 'image/png', 'me.png'),
    );
    expect(set.status).toBe(200);
    expect(set.body.profileImageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.\w+$/);
    expect((await me(rider)).profileImageUrl).toBe(set.body.profileImageUrl);
    expect((await me(other)).profileImageUrl).toBeNull();
    const served = await fetch(`${deployment.baseUrl}${set.body.profileImageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);

    const removed = await rider.request('DELETE', '/auth/profile/picture');
    expect(removed.status).toBe(200);
    expect((await me(rider)).profileImageUrl).toBeNull();
  });

  it('refuse a picture that is not an image, or not sent as a file, and keep none', async () => {
    const text = await rider.request(
      'PUT',
      '/auth/profile/picture',
      pictureForm(new TextEncoder().encode('packing list'), 'image/png', 'list.png'),
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(MediaMessages.invalidFileType);
    const json = await rider.request('PUT', '/auth/profile/picture', {
      imageUrl: 'https://evil.example/me.png',
    });
    expect(json.status).toBe(415);
    expect((await me(rider)).profileImageUrl).toBeNull();
  });

  it('refuse profile writes from another site', async () => {
    const before = await me(rider);
    const crossSite = new HttpSession(deployment.baseUrl, { origin: 'https://evil.example' });
    const response = await fetch(`${deployment.baseUrl}/api/auth/profile`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: rider.cookieHeader(),
      },
      body: JSON.stringify({ username: `${before.username}z` }),
    });
    expect(response.status).toBe(403);
    expect((await crossSite.post('/auth/email/confirm', { token: 'x' })).status).toBe(403);
    expect((await me(rider)).username).toBe(before.username);
  });
});

import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { SiteCookies } from './cookies';

/** What a browser is told when the gateway sets the session cookie for a site at `publicUrl`. */
async function sessionCookieFor(publicUrl: string, headers: Record<string, string> = {}) {
  const cookies = new SiteCookies({ PUBLIC_URL: publicUrl });
  const app = Fastify();
  await app.register(cookie);
  app.get('/sign-in', (request, reply) => {
    cookies.set(request, reply, 'roadbook_session', 'token', new Date('2030-01-01T00:00:00Z'));
    return { read: cookies.read(request, 'roadbook_session') };
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/sign-in', headers });
    return {
      setCookie: String(response.headers['set-cookie']),
      read: response.json<{ read: string }>().read,
    };
  } finally {
    await app.close();
  }
}

describe('SiteCookies', () => {
  it('makes cookies Secure and __Host- prefixed when PUBLIC_URL is https, whatever the request says', async () => {
    // Behind a TLS-terminating proxy the gateway hears plain HTTP, and with TRUST_PROXY off it
    // believes no X-Forwarded-Proto.
    const asHeard: Array<Record<string, string>> = [{}, { 'x-forwarded-proto': 'http' }];
    for (const headers of asHeard) {
      const { setCookie, read } = await sessionCookieFor('https://roadbook.example.com', headers);
      expect(setCookie).toMatch(/^__Host-roadbook_session=token;/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Lax/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
      expect(read).toBe('token');
    }
  });

  it('keeps the bare name, without Secure, on a plain-HTTP site', async () => {
    const { setCookie } = await sessionCookieFor('http://localhost:8080', {
      'x-forwarded-proto': 'https',
    });
    expect(setCookie).toMatch(/^roadbook_session=token;/);
    expect(setCookie).not.toMatch(/Secure/);
  });
});

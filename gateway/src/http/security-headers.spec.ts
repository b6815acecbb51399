import Fastify from 'fastify';
import { applySecurityHeaders, securityHeadersOf } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://tile.example.org'] },
  },
};

const POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' https://tile.example.org",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https: 'unsafe-inline'",
  'upgrade-insecure-requests',
].join(';');

describe('securityHeadersOf', () => {
  it('records the headers helmet sets for the configuration, the policy included', () => {
    const { set, removed } = securityHeadersOf(OPTIONS);
    const headers = new Map(set.map(([name, value]) => [name.toLowerCase(), value]));
    // helmet's defaults for the directives we leave out, ours for the rest.
    expect(headers.get('content-security-policy')).toBe(POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(removed).toEqual(['X-Powered-By']);
  });

  it('refuses a configuration helmet refuses', () => {
    expect(() =>
      securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow(/self/);
  });
});

describe('applySecurityHeaders', () => {
  it('gives every reply the same headers, those sent through Fastify and those written raw', async () => {
    const app = Fastify();
    applySecurityHeaders(app, OPTIONS);
    app.get('/json', () => ({ ok: true }));
    app.get('/raw', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('data: 1\n\n');
    });
    try {
      for (const url of ['/json', '/raw', '/missing']) {
        const response = await app.inject({ url });
        expect(response.headers['content-security-policy']).toBe(POLICY);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await app.close();
    }
  });
});

import { HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionResolver } from '../auth/session-resolver';
import type { GatewayEnv } from '../gateway.env';
import type { SiteCookies } from '../http/cookies';
import type { RateLimitPolicy } from './rate-limit.policy';
import { MemoryRateLimitStore } from './rate-limit.store';
import { RateLimiter } from './rate-limiter';

const POLICY: RateLimitPolicy = {
  name: 'reset',
  windowMs: 60_000,
  rules: [
    { per: 'ip', limit: 3 },
    { per: 'email', limit: 1 },
  ],
  message: 'Too many resets.',
};

/** A limiter over the memory store, counting how often it asks the store. */
function limiter() {
  const store = new MemoryRateLimitStore(() => 0);
  const asked: string[][] = [];
  const hit = store.hit.bind(store);
  store.hit = (keys, windowMs) => {
    asked.push([...keys]);
    return hit(keys, windowMs);
  };
  const rateLimiter = new RateLimiter(
    store,
    {} as GatewayEnv,
    {} as SessionResolver,
    {} as SiteCookies,
  );
  return { asked, rateLimiter };
}

const request = (ip: string, email?: string) =>
  ({ ip, body: email === undefined ? {} : { email } }) as FastifyRequest;

async function status(attempt: Promise<void>): Promise<number> {
  try {
    await attempt;
    return 200;
  } catch (error) {
    return (error as HttpException).getStatus();
  }
}

describe('RateLimiter', () => {
  it("counts every subject a request has in one call to the store, under the policy's name", async () => {
    const { asked, rateLimiter } = limiter();
    await rateLimiter.consume(POLICY, request('1.2.3.4', ' Rider@Example.com '));
    await rateLimiter.consume(POLICY, request('1.2.3.4'));
    expect(asked).toEqual([
      ['reset:ip:1.2.3.4', 'reset:email:rider@example.com'],
      ['reset:ip:1.2.3.4'],
    ]);
  });

  it('refuses once any subject is over its limit, and counts the others all the same', async () => {
    const { rateLimiter } = limiter();
    const statuses = [
      await status(rateLimiter.consume(POLICY, request('1.2.3.4', 'a@example.com'))),
      // The e-mail is over its limit; the address is counted too (2 of 3).
      await status(rateLimiter.consume(POLICY, request('1.2.3.4', 'a@example.com'))),
      await status(rateLimiter.consume(POLICY, request('1.2.3.4', 'b@example.com'))),
      // The address is over its limit now, whatever the e-mail.
      await status(rateLimiter.consume(POLICY, request('1.2.3.4', 'c@example.com'))),
      await status(rateLimiter.consume(POLICY, request('5.6.7.8', 'c@example.com'))),
    ];
    expect(statuses).toEqual([200, 429, 200, 429, 429]);
  });
});

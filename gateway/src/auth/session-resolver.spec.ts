import { AuthPatterns, SystemEvents, type SessionPrincipal } from '@roadbook/contracts';
import { EventBus } from '@roadbook/platform';
import { RecordingService, TEST_REDIS_URL } from '@roadbook/platform/testing';
import type { FastifyRequest } from 'fastify';
import { SiteCookies } from '../http/cookies';
import { SessionResolver } from './session-resolver';

const RIDER = { sessionId: 11, user: { id: 7, role: 'user' } } as unknown as SessionPrincipal;
const ADMIN = { sessionId: 11, user: { id: 7, role: 'admin' } } as unknown as SessionPrincipal;

/** The in-process bus, as in local mode: a published event reaches the resolver before it returns. */
const events = () =>
  new EventBus({
    QUEUE_BACKEND: 'postgres',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: 'session-resolver-spec',
  });

const requestWith = (token?: string) =>
  ({ cookies: token ? { roadbook_session: token } : {} }) as unknown as FastifyRequest;

describe('SessionResolver', () => {
  let auth: RecordingService;
  let resolver: SessionResolver;
  let answer: SessionPrincipal | null;

  beforeEach(() => {
    answer = RIDER;
    auth = new RecordingService(() => answer);
    resolver = new SessionResolver(
      auth.asClient(),
      new SiteCookies({ PUBLIC_URL: 'http://localhost:8080' }),
      events(),
    );
  });

  afterEach(() => resolver.onModuleDestroy());

  const lookups = () => auth.sent(AuthPatterns.resolveSession);

  it('answers nobody for a request without a session cookie, without asking the auth service', async () => {
    await expect(resolver.resolve(requestWith())).resolves.toBeNull();
    expect(auth.calls).toEqual([]);
  });

  it('asks the auth service once per request however often it is asked, and reuses the answer for a few seconds', async () => {
    const request = requestWith('token-a');
    const [first, second] = await Promise.all([
      resolver.resolve(request),
      resolver.resolve(request),
    ]);
    await expect(resolver.resolve(requestWith('token-a'))).resolves.toBe(RIDER);

    expect(first).toBe(RIDER);
    expect(second).toBe(RIDER);
    expect(lookups()).toEqual([{ token: 'token-a' }]);
  });

  it('asks again for a role check (fresh), once per request, and caches the new answer', async () => {
    await resolver.resolve(requestWith('token-a'));
    answer = ADMIN; // `npm run admin:create` changed the role in the database.

    const roleCheck = requestWith('token-a');
    await expect(resolver.resolve(roleCheck, { fresh: true })).resolves.toBe(ADMIN);
    await expect(resolver.resolve(roleCheck, { fresh: true })).resolves.toBe(ADMIN);
    await expect(resolver.resolve(requestWith('token-a'))).resolves.toBe(ADMIN);

    expect(lookups()).toHaveLength(2);
  });

  it("forgets a user's sessions the moment any app publishes that they ended", async () => {
    await resolver.resolve(requestWith('token-a'));
    answer = null; // Signed out on another gateway.

    await events().publish(SystemEvents.sessionsRevoked, { userId: RIDER.user.id });

    await expect(resolver.resolve(requestWith('token-a'))).resolves.toBeNull();
    expect(lookups()).toHaveLength(2);
  });

  it('forgets a session this gateway ended, and the sessions of a user it changed', async () => {
    await resolver.resolve(requestWith('token-a'));
    resolver.forgetToken('token-a');
    await resolver.resolve(requestWith('token-a'));
    resolver.forgetUser(RIDER.user.id);
    await resolver.resolve(requestWith('token-a'));

    expect(lookups()).toHaveLength(3);
  });

  it('stops listening once its module is destroyed', async () => {
    await resolver.resolve(requestWith('token-a'));
    resolver.onModuleDestroy();

    await events().publish(SystemEvents.sessionsRevoked, { userId: RIDER.user.id });
    await resolver.resolve(requestWith('token-a'));

    expect(lookups()).toHaveLength(1);
  });
});

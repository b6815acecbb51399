import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AuthPatterns, SystemEvents, type SessionPrincipal } from '@roadbook/contracts';
import { EventBus, InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { SiteCookies } from '../http/cookies';
import { SessionCache } from './session-cache';

/**
 * Who is signed in on this request. The auth service's answer is kept for a few seconds
 * (SessionCache), and dropped the moment a session of the user ends anywhere: the auth service
 * publishes every sign-out, password change and deletion (SystemEvents.sessionsRevoked) and
 * every gateway listening forgets that user's sessions, so the next request asks again and is
 * refused. This gateway also forgets at once what its own routes end, without waiting for the
 * event. One request asks once, however many guards and handlers want to know.
 */
@Injectable()
export class SessionResolver implements OnModuleDestroy {
  private readonly resolved = new WeakMap<FastifyRequest, Promise<SessionPrincipal | null>>();
  private readonly freshlyResolved = new WeakSet<FastifyRequest>();
  private readonly cache = new SessionCache();
  private readonly unsubscribe: () => void;

  constructor(
    @InjectServiceClient('auth') private readonly auth: ServiceClient,
    private readonly cookies: SiteCookies,
    events: EventBus,
  ) {
    this.unsubscribe = events.subscribe(SystemEvents.sessionsRevoked, ({ userId }) =>
      this.cache.forgetUser(userId),
    );
  }

  /**
   * `fresh`: ask the auth service even if the session is cached (and cache its answer). Routes
   * that need a role use it: a role changes out of band (`npm run admin:create` writes it in the
   * database), and a role check must never be a few seconds behind.
   */
  resolve(request: FastifyRequest, { fresh = false } = {}): Promise<SessionPrincipal | null> {
    const token = this.cookies.read(request, 'roadbook_session');
    if (!token) return Promise.resolve(null);
    let principal = this.resolved.get(request);
    if (!principal || (fresh && !this.freshlyResolved.has(request))) {
      const lookup = () => this.auth.send(AuthPatterns.resolveSession, { token });
      principal = fresh ? this.cache.refresh(token, lookup) : this.cache.resolve(token, lookup);
      this.resolved.set(request, principal);
      if (fresh) this.freshlyResolved.add(request);
    }
    return principal;
  }

  /** This request's session ended here (sign-out). */
  forgetToken(token: string): void {
    this.cache.forget(token);
  }

  /** Sessions of the user ended here (password change, deletion). */
  forgetUser(userId: number): void {
    this.cache.forgetUser(userId);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  SystemEvents,
  type IssuedSession,
  type RequestContext,
  type SessionPrincipal,
} from '@roadbook/contracts';
import { APP_ENV, EventBus } from '@roadbook/platform';
import { Not, Repository } from 'typeorm';
import type { AuthServiceEnv } from '../auth-service.env';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/to-public-user';
import { SessionEntity } from './entities/session.entity';
import { hashToken, newSecretToken } from './secret-token';

const DAY_MS = 24 * 3600 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

/**
 * How stale `lastSeenAt` may get before a request moves it: a device in use writes once every
 * few minutes, not on every request, and the idle timeout (days) is no less exact for it.
 */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Server-side sessions: revocable one by one (sign-out) or all at once (password change). Each
 * ends at its absolute expiry, or sooner when left unused for the idle timeout.
 */
@Injectable()
export class SessionsService {
  private readonly idleMs: number;

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(APP_ENV) env: Pick<AuthServiceEnv, 'SESSION_IDLE_DAYS'>,
    private readonly events: EventBus,
  ) {
    this.idleMs = env.SESSION_IDLE_DAYS * DAY_MS;
  }

  async issue(user: UserEntity, context: RequestContext): Promise<IssuedSession> {
    const token = newSecretToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt,
      lastSeenAt: now,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      ip: context.ip,
    });
    return { token, expiresAt: expiresAt.toISOString(), user: toPublicUser(user) };
  }

  /** The signed-in user, or null; a session found expired or idle is deleted on the way. */
  async resolve(token: string): Promise<SessionPrincipal | null> {
    const session = await this.sessions.findOneBy({ tokenHash: hashToken(token) });
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() <= now - this.idleMs) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    const user = await this.users.findOneBy({ id: session.userId });
    if (!user) return null;
    if (now - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: new Date(now) });
    }
    return { sessionId: session.id, user: toPublicUser(user) };
  }

  async revoke(token: string): Promise<boolean> {
    const session = await this.sessions.findOneBy({ tokenHash: hashToken(token) });
    if (!session) return false;
    await this.sessions.delete({ id: session.id });
    await this.announceRevoked(session.userId);
    return true;
  }

  /** Ends every session of a user, or every one but the device that asked. */
  async revokeAll(userId: number, exceptSessionId?: string): Promise<void> {
    await this.sessions.delete(exceptSessionId ? { userId, id: Not(exceptSessionId) } : { userId });
    await this.announceRevoked(userId);
  }

  /**
   * Tells the gateways, which keep resolved sessions for a few seconds, to forget the user's at
   * once: an ended session must stop working on the very next request. Sent after the rows are
   * gone, so a gateway that asks again meanwhile already hears "no session".
   */
  announceRevoked(userId: number): Promise<void> {
    return this.events.publish(SystemEvents.sessionsRevoked, { userId });
  }
}

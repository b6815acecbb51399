import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { IssuedSession, RequestContext, SessionPrincipal } from '@roadbook/contracts';
import { MoreThan, Not, Repository } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { toPublicUser } from '../users/to-public-user';
import { SessionEntity } from './entities/session.entity';
import { hashToken, newSecretToken } from './secret-token';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** Server-side sessions: revocable one by one (sign-out) or all at once (password change). */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async issue(user: UserEntity, context: RequestContext): Promise<IssuedSession> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      ip: context.ip,
    });
    return { token, expiresAt: expiresAt.toISOString(), user: toPublicUser(user) };
  }

  async resolve(token: string): Promise<SessionPrincipal | null> {
    const session = await this.sessions.findOneBy({
      tokenHash: hashToken(token),
      expiresAt: MoreThan(new Date()),
    });
    if (!session) return null;
    const user = await this.users.findOneBy({ id: session.userId });
    return user ? { sessionId: session.id, user: toPublicUser(user) } : null;
  }

  async revoke(token: string): Promise<boolean> {
    const result = await this.sessions.delete({ tokenHash: hashToken(token) });
    return (result.affected ?? 0) > 0;
  }

  /** Ends every session of a user, or every one but the device that asked. */
  async revokeAll(userId: number, exceptSessionId?: string): Promise<void> {
    await this.sessions.delete(exceptSessionId ? { userId, id: Not(exceptSessionId) } : { userId });
  }
}

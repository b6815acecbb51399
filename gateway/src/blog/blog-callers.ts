import { Injectable } from '@nestjs/common';
import type { BlogCaller, SessionPrincipal } from '@roadbook/contracts';
import type { FastifyRequest } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';

/** Who reads the blog: a visitor ({}), or a signed-in user with their role (admins see drafts). */
@Injectable()
export class BlogCallers {
  constructor(private readonly sessions: SessionResolver) {}

  async of(request: FastifyRequest): Promise<BlogCaller> {
    const principal = await this.sessions.resolve(request);
    return principal ? { userId: principal.user.id, role: principal.user.role } : {};
  }
}

/** The caller of an admin route, from the session its guard resolved. */
export function adminCaller(session: SessionPrincipal): BlogCaller {
  return { userId: session.user.id, role: session.user.role };
}

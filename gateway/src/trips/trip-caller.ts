import { Injectable } from '@nestjs/common';
import type { TripCaller } from '@roadbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { SessionResolver } from '../auth/session-resolver';
import { SiteCookies } from '../http/cookies';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Who is asking about a trip: the signed-in user if any, and this browser's visitor token, so a
 * trip planned before signing up belongs to the browser that planned it and nobody else.
 */
@Injectable()
export class TripCallers {
  constructor(
    private readonly sessions: SessionResolver,
    private readonly cookies: SiteCookies,
  ) {}

  async of(request: FastifyRequest): Promise<TripCaller> {
    const principal = await this.sessions.resolve(request);
    const visitorToken = this.cookies.read(request, 'roadbook_visitor');
    return {
      ...(principal && { userId: principal.user.id, role: principal.user.role }),
      ...(visitorToken && { visitorTokenHash: hashVisitorToken(visitorToken) }),
    };
  }

  /** Like `of`, giving this browser a visitor token first if it has none. */
  async withVisitorToken(request: FastifyRequest, reply: FastifyReply): Promise<TripCaller> {
    if (!this.cookies.read(request, 'roadbook_visitor')) {
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(Date.now() + ONE_YEAR_MS);
      this.cookies.set(request, reply, 'roadbook_visitor', token, expires);
    }
    return this.of(request);
  }
}

/** A caller with no session and no visitor token: a stranger, or a crawler. */
export function isNobodyInParticular(caller: TripCaller): boolean {
  return caller.userId === undefined && caller.visitorTokenHash === undefined;
}

export function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { Injectable } from '@nestjs/common';
import type { TripCaller } from '@roadbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { SessionResolver } from '../auth/session-resolver';

export const VISITOR_COOKIE = 'roadbook_visitor';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Who is asking about a trip: the signed-in user if any, and this browser's visitor token, so a
 * trip planned before signing up belongs to the browser that planned it and nobody else.
 */
@Injectable()
export class TripCallers {
  constructor(private readonly sessions: SessionResolver) {}

  async of(request: FastifyRequest): Promise<TripCaller> {
    const principal = await this.sessions.resolve(request);
    const visitorToken = request.cookies[VISITOR_COOKIE];
    return {
      ...(principal && { userId: principal.user.id, role: principal.user.role }),
      ...(visitorToken && { visitorTokenHash: hashVisitorToken(visitorToken) }),
    };
  }

  /** Like `of`, giving this browser a visitor token first if it has none. */
  async withVisitorToken(request: FastifyRequest, reply: FastifyReply): Promise<TripCaller> {
    if (!request.cookies[VISITOR_COOKIE]) {
      const token = randomBytes(32).toString('base64url');
      void reply.setCookie(VISITOR_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        expires: new Date(Date.now() + ONE_YEAR_MS),
      });
      request.cookies[VISITOR_COOKIE] = token;
    }
    return this.of(request);
  }
}

function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

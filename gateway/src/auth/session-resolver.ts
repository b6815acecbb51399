import { Injectable } from '@nestjs/common';
import { AuthPatterns, type SessionPrincipal } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { sessionToken } from './session-cookie';

/**
 * Who is signed in on this request, asked of the auth service every time: a session ended
 * elsewhere (sign-out, password change, deletion) stops working at once. One request asks once,
 * however many guards and handlers want to know.
 */
@Injectable()
export class SessionResolver {
  private readonly resolved = new WeakMap<FastifyRequest, Promise<SessionPrincipal | null>>();

  constructor(@InjectServiceClient('auth') private readonly auth: ServiceClient) {}

  resolve(request: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = sessionToken(request);
    if (!token) return Promise.resolve(null);
    let principal = this.resolved.get(request);
    if (!principal) {
      principal = this.auth.send(AuthPatterns.resolveSession, { token });
      this.resolved.set(request, principal);
    }
    return principal;
  }
}

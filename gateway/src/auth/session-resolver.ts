import { Injectable } from '@nestjs/common';
import { AuthPatterns, type SessionPrincipal } from '@roadbook/contracts';
import { InjectServiceClient, type ServiceClient } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { sessionToken } from './session-cookie';

/**
 * Who is signed in on this request, asked of the auth service every time: a session ended
 * elsewhere (sign-out, password change, deletion) stops working at once.
 */
@Injectable()
export class SessionResolver {
  constructor(@InjectServiceClient('auth') private readonly auth: ServiceClient) {}

  async resolve(request: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = sessionToken(request);
    return token ? this.auth.send(AuthPatterns.resolveSession, { token }) : null;
  }
}

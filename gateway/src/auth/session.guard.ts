import {
  applyDecorators,
  createParamDecorator,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import { AuthMessages, type SessionPrincipal, type UserRole } from '@roadbook/contracts';
import type { FastifyRequest } from 'fastify';
import { SessionResolver } from './session-resolver';

type RequestWithSession = FastifyRequest & { session?: SessionPrincipal };

const ROLES = 'roadbook:roles';

/** Lets a request through only with a live session (and the role, where one is required). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    // A role set on the handler wins over one set on its controller class.
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    // A role is checked against the auth service's current answer, never a cached one.
    const principal = await this.sessions.resolve(request, { fresh: roles !== undefined });
    if (!principal) {
      throw new UnauthorizedException({ statusCode: 401, message: AuthMessages.notSignedIn });
    }
    request.session = principal;
    if (roles && !roles.includes(principal.user.role)) {
      throw new ForbiddenException({ statusCode: 403, message: AuthMessages.adminOnly });
    }
    return true;
  }
}

/** The route needs a signed-in user. */
export const Authenticated = () =>
  applyDecorators(UseGuards(SessionGuard), ApiCookieAuth('roadbook_session'));

/** The route is for admins only; every admin route of every feature uses this. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ROLES, ['admin']),
    UseGuards(SessionGuard),
    ApiCookieAuth('roadbook_session'),
  );

/** The session a guard resolved for this request. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionPrincipal => {
    const session = context.switchToHttp().getRequest<RequestWithSession>().session;
    if (!session) throw new Error('CurrentSession used on a route without @Authenticated()');
    return session;
  },
);

import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_ENV } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';
import type { GatewayEnv } from '../gateway.env';
import { SiteCookies } from '../http/cookies';
import { hashVisitorToken } from '../trips/trip-caller';
import { isOverLimit, type RateLimitPolicy, type RateLimitSubject } from './rate-limit.policy';
import type { RateLimitStore } from './rate-limit.store';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

export function tooManyRequests(message: string): HttpException {
  return new HttpException(
    { statusCode: HttpStatus.TOO_MANY_REQUESTS, message },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/** A fixed policy, or one whose limits come from the environment. */
export type RateLimitPolicySource = RateLimitPolicy | ((env: GatewayEnv) => RateLimitPolicy);

const RATE_LIMIT = 'roadbook:rate-limit';
export const RateLimit = (policy: RateLimitPolicySource) => SetMetadata(RATE_LIMIT, policy);

/**
 * Counts each attempt at a limited route against every subject its policy names (address,
 * account, caller) and refuses with 429 once any of them is over its limit.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_ENV) private readonly env: GatewayEnv,
    private readonly sessions: SessionResolver,
    private readonly cookies: SiteCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const source = this.reflector.getAllAndOverride<RateLimitPolicySource | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!source) return true;
    const policy = typeof source === 'function' ? source(this.env) : source;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    let over = false;
    for (const rule of policy.rules) {
      const subject = await this.subjectOf(rule.per, request);
      if (subject === undefined) continue;
      const count = await this.store.hit(`${policy.name}:${rule.per}:${subject}`, policy.windowMs);
      over ||= isOverLimit(rule, count);
    }
    if (over) throw tooManyRequests(policy.message);
    return true;
  }

  /** The key a rule counts this request under; undefined when the request has none. */
  private async subjectOf(
    per: RateLimitSubject,
    request: FastifyRequest,
  ): Promise<string | undefined> {
    switch (per) {
      case 'ip':
        return request.ip;
      case 'email': {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
      }
      case 'caller': {
        const principal = await this.sessions.resolve(request).catch(() => null);
        if (principal) return `user:${principal.user.id}`;
        const visitorToken = this.cookies.read(request, 'roadbook_visitor');
        return visitorToken ? `visitor:${hashVisitorToken(visitorToken)}` : undefined;
      }
    }
  }
}

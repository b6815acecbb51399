import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import type { FastifyRequest } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';
import type { GatewayEnv } from '../gateway.env';
import { SiteCookies } from '../http/cookies';
import { hashVisitorToken } from '../trips/trip-caller';
import {
  isOverLimit,
  type RateLimitPolicy,
  type RateLimitRule,
  type RateLimitSubject,
} from './rate-limit.policy';
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

/**
 * Counts an attempt against every subject a policy names (address, account, caller) and refuses
 * with 429 once any of them is over its limit. RateLimitGuard applies it to whole routes; a
 * handler calls it itself when only some requests count (Modify counts only a re-plan).
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_ENV) private readonly env: GatewayEnv,
    private readonly sessions: SessionResolver,
    private readonly cookies: SiteCookies,
  ) {}

  async consume(source: RateLimitPolicySource, request: FastifyRequest): Promise<void> {
    const policy = typeof source === 'function' ? source(this.env) : source;
    const counted: { rule: RateLimitRule; key: string }[] = [];
    for (const rule of policy.rules) {
      const subject = await this.subjectOf(rule.per, request);
      if (subject !== undefined) {
        counted.push({ rule, key: `${policy.name}:${rule.per}:${subject}` });
      }
    }
    if (counted.length === 0) return;
    // Every subject is counted, in one call to the store, even when the first is over already.
    const counts = await this.store.hit(
      counted.map(({ key }) => key),
      policy.windowMs,
    );
    if (counted.some(({ rule }, i) => isOverLimit(rule, counts[i]))) {
      throw tooManyRequests(policy.message);
    }
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

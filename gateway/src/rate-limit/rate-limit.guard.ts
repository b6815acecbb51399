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
import { AuthMessages } from '@roadbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { RateLimitStore } from './rate-limit.store';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

export interface RateLimitPolicy {
  /** Names the counters, so two routes never share one. */
  name: string;
  windowMs: number;
  perIp: number;
  /** Per account, keyed by the e-mail in the body (lower-cased). */
  perAccount?: number;
}

const RATE_LIMIT = 'roadbook:rate-limit';
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT, policy);

/**
 * Limits how often one address, and one account, may try a sensitive route (sign-in, sign-up,
 * password reset), answering 429 with a message a person understands.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(
      RATE_LIMIT,
      context.getHandler(),
    );
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const checks: Array<[string, number]> = [[`${policy.name}:ip:${request.ip}`, policy.perIp]];
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (policy.perAccount && typeof email === 'string' && email.trim()) {
      checks.push([`${policy.name}:account:${email.trim().toLowerCase()}`, policy.perAccount]);
    }
    for (const [key, limit] of checks) {
      if ((await this.store.hit(key, policy.windowMs)) > limit) {
        throw new HttpException(
          { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: AuthMessages.tooManyAttempts },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
    return true;
  }
}

import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RateLimiter, type RateLimitPolicySource } from './rate-limiter';

const RATE_LIMIT = 'roadbook:rate-limit';
export const RateLimit = (policy: RateLimitPolicySource) => SetMetadata(RATE_LIMIT, policy);

/** Counts each request to a route marked `@RateLimit(policy)` against that policy (RateLimiter). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const source = this.reflector.getAllAndOverride<RateLimitPolicySource | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (source)
      await this.limiter.consume(source, context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

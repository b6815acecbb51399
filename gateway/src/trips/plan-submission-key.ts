import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  PlanSubmissionMessages,
} from '@roadbook/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

/**
 * The key that names a plan's submission (plan-submission.ts in @roadbook/contracts): the
 * request's `Idempotency-Key`, refused with 400 when it is not a key; one made up here when the
 * request has none, so that the gateway may send the call again to another trips replica.
 */
export function planSubmissionKey(request: Pick<FastifyRequest, 'headers'>): string {
  const sent = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (sent === undefined) return randomUUID();
  if (!isIdempotencyKey(sent)) {
    throw new BadRequestException({
      statusCode: 400,
      code: 'invalid-input',
      message: PlanSubmissionMessages.invalidKey,
      errors: { [IDEMPOTENCY_KEY_HEADER]: [PlanSubmissionMessages.invalidKey] },
    });
  }
  return sent;
}

export const PlanSubmissionKey = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    planSubmissionKey(context.switchToHttp().getRequest<FastifyRequest>()),
);

import { RpcException } from '@nestjs/microservices';
import type { ErrorCode, FieldErrors, ServiceErrorBody, ServiceName } from '@roadbook/contracts';

/**
 * Thrown by a service's handler: what went wrong (`code`, which the gateway turns into the HTTP
 * status) and either the message users read or the messages per field (the first of which is
 * then the message).
 */
export function serviceError(code: ErrorCode, detail: string | FieldErrors): RpcException {
  const body: ServiceErrorBody =
    typeof detail === 'string'
      ? { code, message: detail }
      : { code, message: firstMessage(detail), errors: detail };
  return new RpcException(body);
}

export function firstMessage(errorsByField: FieldErrors): string {
  return Object.values(errorsByField).flat()[0] ?? 'Invalid request';
}

/** A service answered with an error meant for the caller. */
export class ServiceCallError extends Error {
  constructor(readonly body: ServiceErrorBody) {
    super(body.message);
    this.name = 'ServiceCallError';
  }
}

/** A service did not answer, or failed in a way it did not describe. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: ServiceName,
    cause: unknown,
  ) {
    super(
      `${service} service unavailable: ${cause instanceof Error ? cause.message : JSON.stringify(cause)}`,
      { cause },
    );
    this.name = 'ServiceUnavailableError';
  }
}

import { RpcException } from '@nestjs/microservices';
import type { ServiceErrorBody, ServiceName } from '@roadbook/contracts';

/** Thrown by a service's handler: the gateway answers the HTTP call with this status and body. */
export function serviceError(
  statusCode: number,
  message: string,
  errors?: Record<string, string[]>,
): RpcException {
  const body: ServiceErrorBody = { statusCode, message, ...(errors && { errors }) };
  return new RpcException(body);
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
    );
    this.name = 'ServiceUnavailableError';
  }
}

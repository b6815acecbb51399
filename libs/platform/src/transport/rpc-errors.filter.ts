import { Catch, HttpException, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  errorCodeForStatus,
  isServiceErrorBody,
  SERVICE_UNAVAILABLE_MESSAGES,
  UNEXPECTED_SERVICE_ERROR,
  type ServiceErrorBody,
  type ServiceName,
} from '@roadbook/contracts';
import { throwError, type Observable } from 'rxjs';

/**
 * Every error a service's handler throws becomes an answer the gateway can pass on, so nothing
 * reaches users as a vague outage:
 * - an error the handler described (`serviceError(…)`, a validation failure) goes as it is;
 * - its database not answering becomes a 503 that names the service's area, and is logged as an
 *   outage;
 * - anything else is a bug: a 500 with a plain message, logged with its stack.
 */
@Catch()
export class RpcErrorsFilter implements RpcExceptionFilter {
  private readonly logger: Logger;

  constructor(private readonly service: ServiceName) {
    this.logger = new Logger(`${service}-service`);
  }

  catch(error: unknown): Observable<never> {
    const body = this.answerFor(error);
    return throwError(() => body);
  }

  private answerFor(error: unknown): ServiceErrorBody {
    if (error instanceof RpcException) {
      const described = error.getError();
      if (isServiceErrorBody(described)) return described;
    }
    if (error instanceof HttpException) {
      return { code: errorCodeForStatus(error.getStatus()), message: error.message };
    }
    if (isDatabaseUnavailable(error)) {
      this.logger.warn(`database unavailable: ${(error as Error).message}`);
      return { code: 'unavailable', message: SERVICE_UNAVAILABLE_MESSAGES[this.service] };
    }
    this.logger.error(
      `unexpected error: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      error instanceof Error ? error.stack : undefined,
    );
    return { code: 'unexpected', message: UNEXPECTED_SERVICE_ERROR };
  }
}

/** Network errors, and PostgreSQL's connection-exception and shutdown codes (SQLSTATE 08, 57P0x). */
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[1-3])$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether an error means "the database did not answer", not "the query was wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, driverError } = error as Error & {
    code?: unknown;
    driverError?: { code?: unknown; message?: string };
  };
  const codes = [code, driverError?.code].filter((value) => typeof value === 'string');
  if (codes.some((value) => UNAVAILABLE_CODES.test(value))) return true;
  return UNAVAILABLE_MESSAGES.test(`${error.message} ${driverError?.message ?? ''}`);
}

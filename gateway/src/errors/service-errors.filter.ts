import {
  Catch,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import {
  HTTP_STATUS_OF_ERROR,
  SERVICE_UNAVAILABLE_MESSAGES,
  type ApiErrorBody,
} from '@roadbook/contracts';
import { ServiceCallError, ServiceUnavailableError } from '@roadbook/platform';
import type { FastifyReply } from 'fastify';

/**
 * A service's own answer (a rule, a conflict, bad input, or its database being down) goes to the
 * client as it is, with the HTTP status of its code; a service that did not answer becomes a 503 that names its area, so users know
 * the rest of Roadbook still works.
 */
@Catch(ServiceCallError, ServiceUnavailableError)
export class ServiceErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger(ServiceErrorsFilter.name);

  catch(error: ServiceCallError | ServiceUnavailableError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error instanceof ServiceCallError) {
      const statusCode = HTTP_STATUS_OF_ERROR[error.body.code];
      void reply.status(statusCode).send({ statusCode, ...error.body } satisfies ApiErrorBody);
      return;
    }
    this.logger.error(error.message);
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE).send({
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGES[error.service],
    } satisfies ApiErrorBody);
  }
}

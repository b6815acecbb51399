import {
  Catch,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@roadbook/contracts';
import { ServiceCallError, ServiceUnavailableError } from '@roadbook/platform';
import type { FastifyReply } from 'fastify';

/**
 * A service's own answer (a rule, a conflict, bad input, or its database being down) goes to the
 * client as it is; a service that did not answer becomes a 503 that names its area, so users know
 * the rest of Roadbook still works.
 */
@Catch(ServiceCallError, ServiceUnavailableError)
export class ServiceErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger(ServiceErrorsFilter.name);

  catch(error: ServiceCallError | ServiceUnavailableError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error instanceof ServiceCallError) {
      void reply.status(error.body.statusCode).send(error.body);
      return;
    }
    this.logger.error(error.message);
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE).send({
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: SERVICE_UNAVAILABLE_MESSAGES[error.service],
    });
  }
}

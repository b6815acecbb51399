import {
  Catch,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { BlogMessages } from '@roadbook/contracts';
import { ServiceCallError, ServiceUnavailableError } from '@roadbook/platform';
import type { FastifyReply } from 'fastify';

const UNAVAILABLE = 'Roadbook is briefly unavailable. Please try again in a moment.';

/** Services whose outage leaves the rest of Roadbook working say so in their own words. */
const UNAVAILABLE_BY_SERVICE: Partial<Record<string, string>> = {
  blog: BlogMessages.unavailable,
};

/**
 * A service's own answer (a rule, a conflict, bad input) goes to the client as it is; a service
 * that did not answer becomes a 503 with a message a user can act on.
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
      message: UNAVAILABLE_BY_SERVICE[error.service] ?? UNAVAILABLE,
    });
  }
}

import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { serviceError } from '../transport/service-error';
import { fieldErrors, firstMessage } from './field-errors';

const OPTIONS = { whitelist: true, transform: true, stopAtFirstError: false } as const;

/**
 * HTTP request validation: `{statusCode: 400, message: <first problem>, errors: {field: [...]}}`
 * so the web shows each message under its field, and nothing is written.
 */
export function createHttpValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...OPTIONS,
    exceptionFactory: (errors) => {
      const errorsByField = fieldErrors(errors);
      return new BadRequestException({
        statusCode: 400,
        message: firstMessage(errorsByField),
        errors: errorsByField,
      });
    },
  });
}

/**
 * The same checks on a service's own messages: a service never trusts that its caller
 * validated, so a worker or a test calling it gets the same answers as the gateway.
 */
export function createRpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...OPTIONS,
    exceptionFactory: (errors) => {
      const errorsByField = fieldErrors(errors);
      return serviceError(400, firstMessage(errorsByField), errorsByField);
    },
  });
}

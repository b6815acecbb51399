import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ApiErrorBody } from '@roadbook/contracts';
import { serviceError } from '../transport/service-error';
import { fieldErrors, firstMessage } from './field-errors';

const OPTIONS = { whitelist: true, transform: true, stopAtFirstError: false } as const;

/**
 * HTTP request validation: `{statusCode: 400, code: 'invalid-input', message: <first problem>,
 * errors: {field: [...]}}`
 * so the web shows each message under its field, and nothing is written.
 */
export function createHttpValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...OPTIONS,
    exceptionFactory: (errors) => {
      const errorsByField = fieldErrors(errors);
      const body: ApiErrorBody = {
        statusCode: 400,
        code: 'invalid-input',
        message: firstMessage(errorsByField),
        errors: errorsByField,
      };
      return new BadRequestException(body);
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
      return serviceError('invalid-input', fieldErrors(errors));
    },
  });
}

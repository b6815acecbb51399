import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  return Object.assign(
    {},
    ...errors.map((error) => {
      const field = parent ? `${parent}.${error.property}` : error.property;
      const own = Object.values(error.constraints ?? {});
      return {
        ...(own.length > 0 && { [field]: own }),
        ...fieldErrors(error.children ?? [], field),
      };
    }),
  ) as Record<string, string[]>;
}

/**
 * Request validation with the spec's messages. A bad request answers
 * `{statusCode: 400, message: <first problem>, errors: {field: [messages]}}` so the web shows
 * each message under its field, and nothing is written.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    exceptionFactory: (errors) => {
      const errorsByField = fieldErrors(errors);
      const [first] = Object.values(errorsByField).flat();
      return new BadRequestException({
        statusCode: 400,
        message: first ?? 'Invalid request',
        errors: errorsByField,
      });
    },
  });
}

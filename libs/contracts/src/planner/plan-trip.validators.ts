import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * A rule that may read the whole object (an end date against the start date), reported on the
 * property it decorates. Plain class-validator, so the DTO still needs no reflect-metadata.
 */
export function Satisfies<T extends object>(
  name: string,
  test: (value: unknown, object: T) => boolean,
  options: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value, args) => test(value, args?.object as T) },
    });
}

import { registerDecorator, type ValidationOptions } from 'class-validator';
import { PLAN_CHECKS, type PlanCheckName } from './plan-checks';

/**
 * One of the plan's own rules (`PLAN_CHECKS`), which may read the whole plan (an end date against
 * the start date), reported on the property it decorates. It is registered under the check's name
 * with its constraints, so `PLAN_RULES` can name it for the browser. Plain class-validator, so the
 * DTO still needs no reflect-metadata.
 */
export function Satisfies(
  check: PlanCheckName,
  options: ValidationOptions,
  constraints: readonly unknown[] = [],
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: check,
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [...constraints],
      options,
      validator: {
        validate: (value, args) =>
          PLAN_CHECKS[check](value, args?.object ?? {}, args?.constraints ?? []),
      },
    });
}

import type { ValidationError } from 'class-validator';

/** class-validator's errors as messages per field (`address.city` for nested ones). */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // class-validator lists a property's failures last decorator first; reversed, the first
    // decorator written (the most basic check: present, then well-formed) speaks first.
    const own = [...new Set(Object.values(error.constraints ?? {}).reverse())];
    if (own.length > 0) result[field] = own;
    Object.assign(result, fieldErrors(error.children ?? [], field));
  }
  return result;
}

export { firstMessage } from '../transport/service-error';

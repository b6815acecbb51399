import { asApiError } from '../../../shared/api/api-error';
import { readApiError } from '../../../shared/api/api-error-details';
import { EMPTY_PLAN_FORM } from '../components/plan-form.model';
import type { PlanFormErrors, PlanFormField } from '../components/plan-form.model';

/** Server field errors from a 400 (`{errors: {field: [messages]}}`), mapped onto the form. */
export function serverFieldErrors(caught: unknown): PlanFormErrors {
  const errors: PlanFormErrors = {};
  for (const [field, message] of Object.entries(readApiError(caught).fieldErrors)) {
    if (field in EMPTY_PLAN_FORM) errors[field as PlanFormField] = message;
  }
  return errors;
}

/**
 * The server's own words about a failed trip call: its JSON body's `message`, or, when the
 * answer was not JSON (a proxy's page, a network failure), the failure's text as it came.
 */
export function serverMessage(caught: unknown): string | null {
  const error = asApiError(caught);
  if (error === undefined) return null;
  if (error.body !== undefined) return error.body.message ?? null;
  const text = error.text ?? error.message;
  return text.trim() === '' ? null : text;
}

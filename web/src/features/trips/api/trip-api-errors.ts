import { EMPTY_PLAN_FORM } from '../components/plan-form.model';
import type { PlanFormErrors, PlanFormField } from '../components/plan-form.model';

/** Server field errors from a 400 (`{errors: {field: [messages]}}`), mapped onto the form. */
export function serverFieldErrors(message: string | undefined): PlanFormErrors {
  if (!message) return {};
  const body = message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { errors?: Record<string, string[]> };
    const errors: PlanFormErrors = {};
    for (const [field, messages] of Object.entries(parsed.errors ?? {})) {
      if (field in EMPTY_PLAN_FORM && messages.length > 0) {
        errors[field as PlanFormField] = messages[0];
      }
    }
    return errors;
  } catch {
    return {};
  }
}

/** The server's own words from an error body, if it has any. */
export function serverMessage(message: string | undefined): string | null {
  if (!message) return null;
  const body = message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    if (Array.isArray(parsed.message) && typeof parsed.message[0] === 'string') {
      return parsed.message[0];
    }
    return null;
  } catch {
    return body.trim() === '' ? null : body;
  }
}

import { useState } from 'react';
import { hasErrors } from '../auth.validation';
import type { FieldErrors } from '../auth.validation';

/** What a MUI TextField needs to show one field: its value, its change and its message. */
export interface FieldBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * The values of a form's text fields and the message under each. Typing in a field clears its
 * own message only: the rider sees the rest of what is still to fix.
 */
export function useFormFields<Values extends Record<keyof Values, string>>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  /** Spread into a TextField; `hint` shows under it while it has no message. */
  function field(name: Field, hint?: string): FieldBinding {
    return {
      value: values[name],
      onChange: (event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
      error: Boolean(errors[name]),
      helperText: errors[name] ?? hint,
    };
  }

  /** Shows what the form's rules find under each field; true when they find nothing. */
  function passes(rules: (values: Values) => FieldErrors<Field>): boolean {
    const found = rules(values);
    setErrors(found);
    return !hasErrors(found);
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { values, errors, setErrors, field, passes, reset };
}

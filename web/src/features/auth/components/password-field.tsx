import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

/**
 * A password input. `isNew` marks one being chosen, so the browser offers to generate and keep
 * it; otherwise it offers the saved one.
 */
export function PasswordField({
  isNew = false,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { isNew?: boolean }) {
  return (
    <TextField
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useLoginMutation } from '../api/auth.api';
import { hasErrors, validateLogin } from '../auth.validation';
import type { FieldErrors, LoginValues } from '../auth.validation';

interface LoginFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      const details = readApiError(error);
      // The toast sits outside the dialog, which MUI hides from screen readers while it is
      // open, so the reason is repeated under the form's last field.
      const hasFieldErrors = Object.keys(details.fieldErrors).length > 0;
      setErrors(
        hasFieldErrors || !details.message ? details.fieldErrors : { password: details.message },
      );
      toast({
        title: 'Login failed',
        description: details.message ?? 'Please check your credentials and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Welcome back!', description: "You've been successfully logged in." });
    onSuccess();
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
      />
      <Box sx={{ mt: -1, textAlign: 'right' }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          Forgot your password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign In'}
      </Button>
    </Box>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { readApiError } from '../../../shared/api/api-error-details';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useToast } from '../../../shared/toast/use-toast';
import { useRegisterMutation } from '../api/auth.api';
import { AuthMessages, hasErrors, validateRegister } from '../auth.validation';
import type { FieldErrors, RegisterValues } from '../auth.validation';

type RegisterErrors = FieldErrors<keyof RegisterValues>;

/** A 409 names the taken value in its message only; put it under the field it is about. */
function conflictField(message: string | null): RegisterErrors {
  if (message === AuthMessages.emailTaken) return { email: message };
  if (message === AuthMessages.usernameTaken) return { username: message };
  return {};
}

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState<RegisterValues>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();

  const change = (field: keyof RegisterValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
    } catch (error) {
      const details = readApiError(error);
      setErrors({ ...conflictField(details.message), ...details.fieldErrors });
      toast({
        title: 'Registration failed',
        description: details.message ?? 'Please check your information and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Account created!',
      description: `Welcome to ${BRAND_NAME}! You've been automatically logged in.`,
    });
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
        label="Username"
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={change('username')}
        error={Boolean(errors.username)}
        helperText={errors.username}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'At least 6 characters'}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Creating account...' : 'Create Account'}
      </Button>
    </Box>
  );
}

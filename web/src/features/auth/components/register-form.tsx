import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { readApiError } from '../../../shared/api/api-error-details';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useToast } from '../../../shared/toast/use-toast';
import { useRegisterMutation } from '../api/auth.api';
import { NEW_PASSWORD_HINT, validateRegister } from '../auth.validation';
import type { RegisterValues } from '../auth.validation';
import { trackEvent } from '../../../shared/analytics/track-event';
import { PasswordField } from './password-field';
import { AuthForm } from './auth-form';
import { useFormFields } from './use-form-fields';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { values, setErrors, field, passes } = useFormFields<RegisterValues>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();

  async function submit() {
    if (!passes(validateRegister)) return;
    try {
      await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
    } catch (error) {
      const details = readApiError(error);
      // A taken username or e-mail comes back under its field, as any rule the server checks.
      setErrors(details.fieldErrors);
      toast({
        title: 'Registration failed',
        description: details.message ?? 'Please check your information and try again.',
        variant: 'destructive',
      });
      return;
    }
    trackEvent('sign_up');
    toast({
      title: 'Account created!',
      description: `Welcome to ${BRAND_NAME}! You've been automatically logged in.`,
    });
    onSuccess();
  }

  return (
    <AuthForm onSubmit={submit}>
      <TextField label="Username" autoComplete="username" autoFocus {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" isNew {...field('password', NEW_PASSWORD_HINT)} />
      <PasswordField label="Confirm Password" isNew {...field('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Creating account...' : 'Create Account'}
      </Button>
    </AuthForm>
  );
}

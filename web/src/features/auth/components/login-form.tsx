import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useLoginMutation } from '../api/auth.api';
import { validateLogin } from '../auth.validation';
import type { LoginValues } from '../auth.validation';
import { trackEvent } from '../../../shared/analytics/track-event';
import { PasswordField } from './password-field';
import { AuthForm } from './auth-form';
import { useFormFields } from './use-form-fields';

interface LoginFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const { values, setErrors, field, passes } = useFormFields<LoginValues>({
    email: '',
    password: '',
  });
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();

  async function submit() {
    if (!passes(validateLogin)) return;
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
    trackEvent('login');
    toast({ title: 'Welcome back!', description: "You've been successfully logged in." });
    onSuccess();
  }

  return (
    <AuthForm onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" autoFocus {...field('email')} />
      <PasswordField label="Password" {...field('password')} />
      <Box sx={{ mt: -1, textAlign: 'right' }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          Forgot your password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign In'}
      </Button>
    </AuthForm>
  );
}

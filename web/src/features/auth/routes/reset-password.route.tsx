import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { openAuthDialog } from '../../../shared/ui/ui.slice';
import { useResetPasswordMutation } from '../api/auth.api';
import { AuthMessages, NEW_PASSWORD_HINT, hasErrors, validateReset } from '../auth.validation';
import type { ResetValues } from '../auth.validation';
import { PasswordField } from '../components/password-field';
import { AuthForm } from '../components/auth-form';
import { useFormFields } from '../components/use-form-fields';

type PasswordFields = Omit<ResetValues, 'token'>;

/** Where a dead link sends the rider: the sign-in dialog, whose "Forgot your password?" asks again. */
function RequestNewLink() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <Button
      variant="outlined"
      onClick={() => {
        void navigate('/');
        dispatch(openAuthDialog('login'));
      }}
    >
      Request a new link
    </Button>
  );
}

type LinkProblem = 'missing' | { message: string };

/**
 * The page behind the e-mailed link `/reset-password?token=…`
 * (docs/product.md#reset-password-page).
 */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { values, setErrors, field } = useFormFields<PasswordFields>({
    password: '',
    confirmPassword: '',
  });
  // No token in the address at all, or the server's word on the one it has.
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(
    token.trim() === '' ? 'missing' : null,
  );
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function submit() {
    const found = validateReset({ token, ...values });
    const { token: tokenError, ...fieldErrors } = found;
    setErrors(fieldErrors);
    if (tokenError) setLinkProblem('missing');
    if (hasErrors(found)) return;
    try {
      await resetPassword({ token, password: values.password }).unwrap();
    } catch (error) {
      const details = readApiError(error);
      if (details.fieldErrors.password) {
        setErrors({ password: details.fieldErrors.password });
      } else {
        // Used, expired or unknown: nothing on this page can fix the link itself.
        setLinkProblem({ message: details.message ?? AuthMessages.invalidResetToken });
      }
      return;
    }
    toast({
      title: 'Password reset',
      description: 'Your password has been updated. Sign in with your new password.',
    });
    await navigate('/', { replace: true });
    dispatch(openAuthDialog('login'));
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
            Reset Your Password
          </Typography>
          {linkProblem ? (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Alert severity="error" sx={{ width: '100%' }}>
                {linkProblem === 'missing'
                  ? 'This page needs the link from your password reset email. Please request a new one.'
                  : linkProblem.message}
              </Alert>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <RequestNewLink />
                <Button component={RouterLink} to="/" color="inherit">
                  Go to Home
                </Button>
              </Box>
            </Box>
          ) : (
            <AuthForm onSubmit={submit}>
              <Typography color="text.secondary">
                Choose a new password for your account. You will be signed out everywhere else.
              </Typography>
              <PasswordField
                label="New Password"
                isNew
                autoFocus
                {...field('password', NEW_PASSWORD_HINT)}
              />
              <PasswordField label="Confirm New Password" isNew {...field('confirmPassword')} />
              <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                {isLoading ? 'Resetting...' : 'Reset Password'}
              </Button>
            </AuthForm>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}

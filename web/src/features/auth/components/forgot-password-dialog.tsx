import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useForgotPasswordMutation } from '../api/auth.api';
import { AuthMessages } from '../auth.validation';
import { AuthForm } from './auth-form';
import { useFormFields } from './use-form-fields';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onBackToSignIn: () => void;
}

const TITLE_ID = 'reset-dialog-title';
const SENT_MESSAGE = "If an account exists with that email, we've sent a password reset link.";

/**
 * The forgot-password dialog (docs/product.md#account-dialogs): a form, then a success view;
 * closing clears both.
 */
export function ForgotPasswordDialog({ open, onClose, onBackToSignIn }: ForgotPasswordDialogProps) {
  // A failure is repeated under the field: the toast is outside the dialog, hidden from screen readers.
  const { values, setErrors, field, reset } = useFormFields({ email: '' });
  const [sent, setSent] = useState(false);
  const [sendResetLink, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();

  function clear() {
    reset();
    setSent(false);
  }

  async function submit() {
    const email = values.email.trim();
    if (email === '') {
      setErrors({ email: AuthMessages.emailRequired });
      toast({
        title: 'Email required',
        description: AuthMessages.emailRequired,
        variant: 'destructive',
      });
      return;
    }
    try {
      await sendResetLink({ email }).unwrap();
    } catch (failure) {
      const message = readApiError(failure).message ?? 'Failed to send reset email';
      setErrors({ email: message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Reset link sent', description: SENT_MESSAGE });
    setSent(true);
  }

  // In the success view the form (and its focused button) is gone: focus moves here, so
  // Escape and screen readers keep working inside the dialog.
  const backToSignIn = (
    <Link
      component="button"
      type="button"
      autoFocus={sent}
      variant="body2"
      sx={{ fontWeight: 600 }}
      onClick={() => {
        clear();
        onBackToSignIn();
      }}
    >
      Back to Sign In
    </Link>
  );

  return (
    <Dialog
      open={open}
      onClose={() => {
        clear();
        onClose();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} variant="h4" component="h2" sx={{ pb: 0.5 }}>
        {sent ? 'Check Your Email' : 'Reset Your Password'}
      </DialogTitle>
      <DialogContent>
        {sent ? (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <MarkEmailReadOutlinedIcon color="secondary" sx={{ fontSize: 40 }} />
            <Typography>{SENT_MESSAGE}</Typography>
            <Typography variant="body2" color="text.secondary">
              The link is valid for one hour. Don&apos;t see it? Check your spam or junk folder.
            </Typography>
            <Box sx={{ mt: 1 }}>{backToSignIn}</Box>
          </Box>
        ) : (
          <AuthForm onSubmit={submit}>
            <Typography variant="body2" color="text.secondary">
              Enter the email address of your account and we&apos;ll send you a link to choose a new
              password.
            </Typography>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              {...field('email')}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Box sx={{ textAlign: 'center' }}>{backToSignIn}</Box>
          </AuthForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

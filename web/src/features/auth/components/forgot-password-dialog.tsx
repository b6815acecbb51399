import { useState } from 'react';
import type { FormEvent } from 'react';
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

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onBackToSignIn: () => void;
}

const TITLE_ID = 'reset-dialog-title';
const SENT_MESSAGE = "If an account exists with that email, we've sent a password reset link.";

/** Spec §2 "Reset-password dialog": a form, then a success view; closing clears both. */
export function ForgotPasswordDialog({ open, onClose, onBackToSignIn }: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  // Repeats a failure under the field: the toast is outside the dialog, hidden from screen readers.
  const [error, setError] = useState<string | null>(null);
  const [sendResetLink, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();

  function clear() {
    setEmail('');
    setSent(false);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setError(AuthMessages.emailRequired);
      toast({
        title: 'Email required',
        description: AuthMessages.emailRequired,
        variant: 'destructive',
      });
      return;
    }
    try {
      await sendResetLink({ email: email.trim() }).unwrap();
    } catch (failure) {
      const message = readApiError(failure).message ?? 'Failed to send reset email';
      setError(message);
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
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              Enter the email address of your account and we&apos;ll send you a link to choose a new
              password.
            </Typography>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Box sx={{ textAlign: 'center' }}>{backToSignIn}</Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readApiError } from '../../../shared/api/api-error-details';
import { useRequestEmailChangeMutation } from '../api/auth.api';
import { validateChangeEmail } from '../auth.validation';
import type { ChangeEmailValues } from '../auth.validation';
import { EmailAddress, WRAPPING_ALERT } from './email-address';
import { PasswordField } from './password-field';
import { useFormFields } from './use-form-fields';

const EMPTY: ChangeEmailValues = { email: '', password: '' };
const TITLE_ID = 'change-email-title';

/**
 * The Change Email dialog: the new address and the password. The address changes only once the
 * link mailed to it is opened, so the dialog ends by saying where to look.
 */
export function ChangeEmailDialog({
  open,
  currentEmail,
  onClose,
}: {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}) {
  const { values, setErrors, field, passes, reset } = useFormFields(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();

  function close() {
    reset();
    setSentTo(null);
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!passes(validateChangeEmail)) return;
    try {
      const { pendingEmail } = await requestChange({
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      setSentTo(pendingEmail);
    } catch (error) {
      const details = readApiError(error);
      const { email, password } = details.fieldErrors;
      if (email || password) setErrors({ email, password });
      else setFailure(details.message ?? 'Failed to change email. Please try again.');
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID} variant="h4" component="h2">
          Change Email
        </DialogTitle>
        <DialogContent>
          {sentTo ? (
            <Alert severity="success" role="status" sx={WRAPPING_ALERT}>
              We sent a confirmation link to{' '}
              <strong>
                <EmailAddress email={sentTo} />
              </strong>
              . Open it within 24 hours to finish the change; until then you keep signing in with{' '}
              <EmailAddress email={currentEmail} />.
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Currently <EmailAddress email={currentEmail} />. We will send a link to the new
                address, and a notice to this one once it changes.
              </Typography>
              <TextField
                label="New Email Address"
                type="email"
                autoComplete="email"
                autoFocus
                {...field('email')}
              />
              <PasswordField label="Current Password" {...field('password')} />
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {sentTo ? (
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          ) : (
            <>
              <Button onClick={close} color="inherit">
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isLoading}>
                {isLoading ? 'Sending...' : 'Send Confirmation Link'}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

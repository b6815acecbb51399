import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePasswordMutation } from '../api/auth.api';
import { AuthMessages, validateChangePassword } from '../auth.validation';
import type { ChangePasswordValues } from '../auth.validation';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const TITLE_ID = 'change-password-title';

type Field = keyof ChangePasswordValues;

/** Which field a message belongs under, so it shows where the rider has to fix it. */
function fieldOf(message: string): Field {
  if (message === AuthMessages.newPasswordsDontMatch) return 'confirmPassword';
  if (
    message === AuthMessages.newPasswordTooShort ||
    message === AuthMessages.passwordTooLong ||
    message === AuthMessages.passwordTooCommon
  ) {
    return 'newPassword';
  }
  return 'currentPassword';
}

/** Spec §2 Profile "Change Password dialog" with the §5 rules in their order. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();

  const allFilled = Object.values(values).every((value) => value !== '');

  function close() {
    setValues(EMPTY);
    setError(null);
    onClose();
  }

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (error?.field === field) setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = validateChangePassword(values);
    if (rule) {
      setError({ field: fieldOf(rule), message: rule });
      return;
    }
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
    } catch (failure) {
      const message = readApiError(failure).message;
      if (message) setError({ field: fieldOf(message), message });
      toast({
        title: 'Error',
        description: message ?? 'Failed to change password. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Password changed',
      description: 'Your password has been successfully updated.',
    });
    close();
  }

  const fieldProps = (field: Field) => ({
    type: 'password',
    value: values[field],
    onChange: change(field),
    error: error?.field === field,
    helperText: error?.field === field ? error.message : undefined,
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID} variant="h4" component="h2">
          Change Password
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Current Password"
              autoComplete="current-password"
              autoFocus
              {...fieldProps('currentPassword')}
            />
            <TextField
              label="New Password"
              autoComplete="new-password"
              {...fieldProps('newPassword')}
              helperText={fieldProps('newPassword').helperText ?? 'At least 6 characters'}
            />
            <TextField
              label="Confirm New Password"
              autoComplete="new-password"
              {...fieldProps('confirmPassword')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!allFilled || isLoading}>
            {isLoading ? 'Changing...' : 'Change Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

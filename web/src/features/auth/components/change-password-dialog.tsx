import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePasswordMutation } from '../api/auth.api';
import { hasErrors, NEW_PASSWORD_HINT, validateChangePassword } from '../auth.validation';
import type { ChangePasswordValues } from '../auth.validation';
import { PasswordField } from './password-field';
import { useFormFields } from './use-form-fields';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const TITLE_ID = 'change-password-title';

/** The Change Password dialog (docs/product.md#profile-page), its rules checked in their order. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values, setErrors, field, reset } = useFormFields(EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();

  const allFilled = Object.values(values).every((value) => value !== '');

  function close() {
    reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = validateChangePassword(values);
    if (hasErrors(rule)) {
      setErrors(rule);
      return;
    }
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure);
      setErrors(fieldErrors);
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

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID} variant="h4" component="h2">
          Change Password
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PasswordField label="Current Password" autoFocus {...field('currentPassword')} />
            <PasswordField
              label="New Password"
              isNew
              {...field('newPassword', NEW_PASSWORD_HINT)}
            />
            <PasswordField label="Confirm New Password" isNew {...field('confirmPassword')} />
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

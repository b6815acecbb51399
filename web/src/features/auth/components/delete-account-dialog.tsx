import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteAccountMutation } from '../api/auth.api';
import { PasswordField } from './password-field';
import { useFormFields } from './use-form-fields';

const TITLE_ID = 'delete-account-title';

/**
 * The Delete Account dialog (docs/product.md#profile-page); afterwards the rider lands on /. It
 * asks for the password again: a session left open or stolen must not delete the account alone.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values, setErrors, field, reset } = useFormFields({ password: '' });
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  function close() {
    reset();
    onClose();
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    try {
      await deleteAccount({ password: values.password }).unwrap();
    } catch (error) {
      const { message, fieldErrors } = readApiError(error);
      if (fieldErrors.password) setErrors({ password: fieldErrors.password });
      toast({
        title: 'Error',
        description: message ?? 'Failed to delete account. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Account deleted',
      description: 'Your account and all associated data have been permanently deleted.',
    });
    close();
    await navigate('/');
  }

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={TITLE_ID}
    >
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <DialogTitle id={TITLE_ID} variant="h4" component="h2">
          Are you absolutely sure?
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            This action cannot be undone. This will permanently delete your account, all of your
            saved trips and all of your data.
          </DialogContentText>
          <PasswordField
            label="Password"
            fullWidth
            autoFocus
            {...field('password', 'Enter your password to confirm.')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={isLoading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={isLoading || values.password === ''}
          >
            {isLoading ? 'Deleting...' : 'Yes, delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

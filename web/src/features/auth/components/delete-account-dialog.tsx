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

const TITLE_ID = 'delete-account-title';

/** The Delete Account dialog (docs/product.md#profile-page); afterwards the rider lands on /. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function confirm() {
    try {
      await deleteAccount().unwrap();
    } catch (error) {
      toast({
        title: 'Error',
        description: readApiError(error).message ?? 'Failed to delete account. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Account deleted',
      description: 'Your account and all associated data have been permanently deleted.',
    });
    onClose();
    await navigate('/');
  }

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} variant="h4" component="h2">
        Are you absolutely sure?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          This action cannot be undone. This will permanently delete your account, all of your saved
          trips and all of your data.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={isLoading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          {isLoading ? 'Deleting...' : 'Yes, delete my account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

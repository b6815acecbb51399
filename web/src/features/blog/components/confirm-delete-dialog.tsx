import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BlogMessages } from '@roadbook/contracts/browser';

interface ConfirmDeleteDialogProps {
  /** The post to delete; the dialog is closed when null. */
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a post cannot be undone, so it is asked once more with the post's title. */
export function ConfirmDeleteDialog({ title, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={title !== null} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Delete blog post?</DialogTitle>
      <DialogContent>
        <DialogContentText>{BlogMessages.deleteConfirm(title ?? '')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

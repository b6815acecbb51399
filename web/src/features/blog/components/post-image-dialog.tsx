import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BlogMessages, MediaMessages } from '@roadbook/contracts/browser';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { readApiError } from '../../../shared/api/api-error-details';
import { useUploadImageMutation } from '../../../shared/media/media.api';
import type { PixelSize } from './post-image';

interface PostImageDialogProps {
  /** A file already checked by `refuseImageFile`. */
  file: File;
  /** `size` is the picture's own, read from its preview (null when the browser could not). */
  onInsert: (imageUrl: string, alt: string, size: PixelSize | null) => void;
  onClose: () => void;
}

/**
 * A picture for the post's body: previewed, described (the alt text is required: readers who
 * cannot see it get the words instead), then uploaded through `POST /api/upload/image`. A failed
 * upload keeps the dialog and its words open, to try again.
 */
export function PostImageDialog({ file, onInsert, onClose }: PostImageDialogProps) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [size, setSize] = useState<PixelSize | null>(null);
  // The dialog opens for one file; a new file opens a new dialog.
  const [preview] = useState(() => URL.createObjectURL(file));
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form; its submit must not save the post.
    event.stopPropagation();
    const words = alt.trim();
    if (words === '') {
      setAltError(BlogMessages.imageAltRequired);
      return;
    }
    setFailure(null);
    try {
      const { imageUrl } = await upload(file).unwrap();
      onInsert(imageUrl, words, size);
    } catch (caught) {
      setFailure(readApiError(caught).message ?? MediaMessages.uploadFailedDetail);
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add an image">
        <DialogTitle>Add an image</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box
              component="img"
              src={preview}
              alt=""
              onLoad={(event) => {
                const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                if (width > 0 && height > 0) setSize({ width, height });
              }}
              sx={{
                display: 'block',
                width: '100%',
                maxHeight: 280,
                objectFit: 'contain',
                borderRadius: 2,
                bgcolor: 'grey.100',
                opacity: isLoading ? 0.6 : 1,
              }}
            />
            <TextField
              label="Image description (alt text)"
              value={alt}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(null);
              }}
              error={altError !== null}
              helperText={altError ?? 'What the picture shows, for readers who cannot see it.'}
              required
              autoFocus
              fullWidth
              disabled={isLoading}
            />
            {isLoading && (
              <LinearProgress aria-label="Uploading image" sx={{ borderRadius: 2, height: 6 }} />
            )}
            {failure && (
              <Alert severity="error">
                {MediaMessages.uploadFailed}: {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Uploading...' : failure ? 'Try again' : 'Insert image'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

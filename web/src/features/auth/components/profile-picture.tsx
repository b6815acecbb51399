import { useId } from 'react';
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MediaMessages } from '@roadbook/contracts/browser';
import { readApiError } from '../../../shared/api/api-error-details';
import { ChooseFileButton } from '../../../shared/media/choose-file-button';
import { chosenImageFile } from '../../../shared/media/image-upload.rules';
import type { PublicUser } from '../../../shared/session/current-user.api';
import { UserAvatar } from '../../../shared/session/user-avatar';
import { useToast } from '../../../shared/toast/use-toast';
import { useRemoveProfilePictureMutation, useSetProfilePictureMutation } from '../api/auth.api';

export const PICTURE_HINT = 'PNG, JPG, GIF or WebP up to 5MB';

/**
 * The rider's picture on the profile card: choose one (checked here by the upload rules, then by
 * the server by its bytes) or remove it. Saved at once; the header's avatar follows.
 */
export function ProfilePicture({ user }: { user: PublicUser }) {
  const inputId = useId();
  const [upload, { isLoading: isUploading }] = useSetProfilePictureMutation();
  const [remove, { isLoading: isRemoving }] = useRemoveProfilePictureMutation();
  const { toast } = useToast();
  const busy = isUploading || isRemoving;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = chosenImageFile(event, toast);
    if (!file) return;
    try {
      await upload(file).unwrap();
    } catch (failure) {
      toast({
        title: MediaMessages.uploadFailed,
        description: readApiError(failure).message ?? MediaMessages.uploadFailedDetail,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Picture updated', description: 'Your new profile picture is saved.' });
  }

  async function removePicture() {
    try {
      await remove().unwrap();
    } catch (failure) {
      toast({
        title: 'Error',
        description: readApiError(failure).message ?? 'Failed to remove picture. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Picture removed', description: 'Your profile picture was removed.' });
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box data-testid="profile-avatar" sx={{ flexShrink: 0 }}>
        <UserAvatar user={user} size={64} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ChooseFileButton inputId={inputId} variant="outlined" size="small" disabled={busy}>
            {isUploading ? 'Uploading...' : user.profileImageUrl ? 'Change Picture' : 'Add Picture'}
          </ChooseFileButton>
          {user.profileImageUrl && (
            <Button
              size="small"
              color="inherit"
              disabled={busy}
              onClick={() => void removePicture()}
            >
              {isRemoving ? 'Removing...' : 'Remove'}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {PICTURE_HINT}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          hidden
          aria-label="Profile picture"
          onChange={(event) => void choose(event)}
        />
      </Box>
    </Stack>
  );
}

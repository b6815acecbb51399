import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { readApiError } from '../../../shared/api/api-error-details';
import type { PublicUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { useUpdateUsernameMutation } from '../api/auth.api';
import { usernameError } from '../auth.validation';

/** A profile row: its label and value, and the button that changes it. */
export function EditableRow({
  label,
  value,
  action,
}: {
  label: string;
  value: ReactNode;
  action: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="overline"
          color="text.secondary"
          component="p"
          sx={{ lineHeight: 1.6 }}
        >
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{value}</Typography>
      </Box>
      {action}
    </Stack>
  );
}

/**
 * The username row: Edit turns it into a field, checked by the spec's rule here and for
 * uniqueness by the server, whose message shows under the field. Saved at once.
 */
export function UsernameEditor({ user }: { user: PublicUser }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useUpdateUsernameMutation();
  const { toast } = useToast();

  function close() {
    setDraft(null);
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const rule = usernameError(draft);
    if (rule) {
      setError(rule);
      return;
    }
    try {
      await save({ username: draft.trim() }).unwrap();
    } catch (failure) {
      const details = readApiError(failure);
      setError(
        details.fieldErrors.username ??
          details.message ??
          'Failed to save username. Please try again.',
      );
      return;
    }
    toast({ title: 'Username updated', description: 'Your new username is saved.' });
    close();
  }

  if (draft === null) {
    return (
      <EditableRow
        label="Username"
        value={user.username || 'Not set'}
        action={
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            aria-label="Edit username"
            onClick={() => setDraft(user.username ?? '')}
          >
            Edit
          </Button>
        }
      />
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Username"
        value={draft}
        autoFocus
        fullWidth
        size="small"
        autoComplete="username"
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? 'At least 3 characters, not used by anyone else'}
        sx={{ mt: 1 }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Box>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';

export interface UrlDialogResult {
  url: string;
  text: string;
}

interface UrlDialogProps {
  title: string;
  urlLabel: string;
  /** A second field (link text, image description); none when omitted. */
  textLabel?: string;
  submitLabel: string;
  onSubmit: (result: UrlDialogResult) => void;
  onClose: () => void;
}

/** Only web and site-relative addresses: a `javascript:` link must never get into a post. */
export function isAcceptableUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** Asks for an address (and optionally a text) for a link or an image in the editor. */
export function UrlDialog({
  title,
  urlLabel,
  textLabel,
  submitLabel,
  onSubmit,
  onClose,
}: UrlDialogProps) {
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form; its submit must not save the post.
    event.stopPropagation();
    const trimmed = url.trim();
    if (!isAcceptableUrl(trimmed)) {
      setError('Enter an address starting with https://, http:// or /');
      return;
    }
    onSubmit({ url: trimmed, text: text.trim() });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={urlLabel}
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? ' '}
              autoFocus
              fullWidth
            />
            {textLabel && (
              <TextField
                label={textLabel}
                value={text}
                onChange={(event) => setText(event.target.value)}
                fullWidth
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

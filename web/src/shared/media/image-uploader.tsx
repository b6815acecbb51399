import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MediaMessages } from '@roadbook/contracts/browser';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { readApiError } from '../api/api-error-details';
import { useToast } from '../toast/use-toast';
import { ChooseFileButton } from './choose-file-button';
import { chosenImageFile } from './image-upload.rules';
import { useUploadImageMutation } from './media.api';

export const UPLOAD_HINT = 'PNG, JPG, GIF up to 5MB';

/**
 * docs/product.md#maps-and-images: no file → chosen (with preview) → uploading → done or failed.
 */
export type UploaderState =
  | { status: 'empty' }
  | { status: 'chosen' | 'uploading'; file: File; preview: string }
  | { status: 'done'; file: File; preview: string; imageUrl: string }
  | { status: 'failed'; file: File; preview: string; reason: string | null };

interface ImageUploaderProps {
  /** Called with the stored image's URL (`/api/media/<hash>.<ext>`) after a successful upload. */
  onUploaded: (imageUrl: string) => void;
  label?: string;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const PREVIEW = { width: 160, height: 107 } as const;

/** The chosen file as the browser reads it; a file it cannot show gets an icon instead. */
function FilePreview({ src, name, dimmed }: { src: string; name: string; dimmed: boolean }) {
  const [broken, setBroken] = useState(false);
  const frame = {
    ...PREVIEW,
    flexShrink: 0,
    borderRadius: 2,
    bgcolor: 'grey.200',
    opacity: dimmed ? 0.6 : 1,
  };
  if (broken) {
    return (
      <Box
        role="img"
        aria-label={`No preview of ${name}`}
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
      >
        <BrokenImageOutlinedIcon />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={`Preview of ${name}`}
      width={PREVIEW.width}
      height={PREVIEW.height}
      onError={() => setBroken(true)}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}

/**
 * The admin's image upload widget (docs/product.md#blog-editor): checks the file, previews it,
 * uploads it.
 */
export function ImageUploader({ onUploaded, label = 'Upload an image' }: ImageUploaderProps) {
  const inputId = useId();
  const { toast } = useToast();
  const [upload] = useUploadImageMutation();
  const [state, setState] = useState<UploaderState>({ status: 'empty' });
  const preview = state.status === 'empty' ? null : state.preview;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = chosenImageFile(event, toast);
    if (!file) return;
    setState({ status: 'chosen', file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (state.status === 'empty') return;
    const { file, preview: current } = state;
    setState({ status: 'uploading', file, preview: current });
    try {
      const { imageUrl } = await upload(file).unwrap();
      setState({ status: 'done', file, preview: current, imageUrl });
      toast({ title: MediaMessages.uploaded, description: MediaMessages.uploadedDetail });
      onUploaded(imageUrl);
    } catch (caught) {
      setState({
        status: 'failed',
        file,
        preview: current,
        reason: readApiError(caught).message,
      });
      toast({
        title: MediaMessages.uploadFailed,
        description: MediaMessages.uploadFailedDetail,
        variant: 'destructive',
      });
    }
  };

  const busy = state.status === 'uploading';
  return (
    <Box
      role="group"
      aria-label={label}
      data-upload-state={state.status}
      sx={{
        p: 2,
        borderRadius: 3,
        border: '1px dashed',
        borderColor: state.status === 'failed' ? 'error.main' : 'divider',
        bgcolor: 'grey.50',
      }}
    >
      <input
        id={inputId}
        type="file"
        accept="image/*"
        aria-label="Choose image"
        hidden
        disabled={busy}
        onChange={choose}
      />
      {state.status === 'empty' ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <AddPhotoAlternateOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <ChooseFileButton inputId={inputId} variant="outlined">
            Choose image
          </ChooseFileButton>
          <Typography variant="caption" color="text.secondary">
            {UPLOAD_HINT}
          </Typography>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <FilePreview
            key={state.preview}
            src={state.preview}
            name={state.file.name}
            dimmed={busy}
          />
          <Stack spacing={1} sx={{ minWidth: 0, flex: 1, width: '100%' }}>
            <Box>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {state.file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatBytes(state.file.size)} · {UPLOAD_HINT}
              </Typography>
            </Box>
            {busy && (
              <LinearProgress aria-label="Uploading image" sx={{ borderRadius: 2, height: 6 }} />
            )}
            {state.status === 'done' && (
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon fontSize="small" color="success" />
                <Typography variant="body2" sx={{ color: 'success.dark' }}>
                  {MediaMessages.uploaded}
                </Typography>
              </Stack>
            )}
            {state.status === 'failed' && (
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                <ErrorOutlineIcon fontSize="small" color="error" />
                <Typography variant="body2" color="error" role="alert">
                  {MediaMessages.uploadFailed}: {state.reason ?? MediaMessages.uploadFailedDetail}
                </Typography>
              </Stack>
            )}
            <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {(state.status === 'chosen' || busy) && (
                <Button variant="contained" disabled={busy} onClick={() => void send()}>
                  {busy ? 'Uploading...' : 'Upload'}
                </Button>
              )}
              {state.status === 'failed' && (
                <Button variant="contained" onClick={() => void send()}>
                  Try again
                </Button>
              )}
              {state.status === 'done' ? (
                <ChooseFileButton inputId={inputId} variant="outlined">
                  Choose another
                </ChooseFileButton>
              ) : (
                <Button
                  variant="text"
                  disabled={busy}
                  onClick={() => setState({ status: 'empty' })}
                >
                  Remove
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

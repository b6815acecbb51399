import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ImageUploader } from '../../../shared/media/image-uploader';
import { OptimizedImage } from '../../../shared/media/optimized-image';

interface FeaturedImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** The featured image: an address typed in, or filled in by uploading a picture. */
export function FeaturedImageField({ value, onChange, error }: FeaturedImageFieldProps) {
  const url = value.trim();
  return (
    <Stack spacing={2}>
      <TextField
        label="Featured image URL"
        name="featuredImage"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={
          error ??
          'Upload a picture below and its address is filled in: only images uploaded here are shown.'
        }
        fullWidth
      />
      <ImageUploader label="Upload a featured image" onUploaded={onChange} />
      {url && (
        <OptimizedImage
          key={url}
          src={url}
          alt="Featured image preview"
          width={768}
          height={432}
          sizes="(max-width: 900px) 100vw, 768px"
          sx={{ width: '100%', maxWidth: 768, height: 'auto', borderRadius: 2 }}
        />
      )}
    </Stack>
  );
}

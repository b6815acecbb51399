import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { ImageUploader } from '../../../shared/media/image-uploader';
import { OptimizedImage } from '../../../shared/media/optimized-image';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { openAuthDialog } from '../../../shared/ui/ui.slice';

/** Spec §2 blog editor: featuredImage is a URL field with the image-upload widget. */
function FeaturedImageField() {
  const [featuredImage, setFeaturedImage] = useState('');
  const url = featuredImage.trim();
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Featured image
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Featured image URL"
          name="featuredImage"
          value={featuredImage}
          onChange={(event) => setFeaturedImage(event.target.value)}
          helperText="An image address, or upload one below and its address is filled in."
          fullWidth
        />
        <ImageUploader label="Upload a featured image" onUploaded={setFeaturedImage} />
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
    </Paper>
  );
}

/** One editor for both routes: an `:id` in the path means edit, none means create (spec §2). */
export default function BlogEditorRoute() {
  const { id } = useParams();
  const dispatch = useDispatch();
  const { user, isLoading } = useCurrentUser();
  const title = id === undefined ? 'New Blog Post' : 'Edit Blog Post';
  const isAdmin = user?.role === 'admin';

  // Spec §2: a signed-in user who is not an admin goes back to the blog and sees nothing here.
  if (user && !isAdmin) return <Navigate to="/blog" replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Blog
      </Button>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {isLoading ? (
        <CircularProgress aria-label="Checking your account" />
      ) : isAdmin ? (
        <Stack spacing={3}>
          <Alert severity="info">
            Writing, saving and publishing posts are not built yet. For now this page uploads a
            featured image and gives you its address.
          </Alert>
          <FeaturedImageField />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">Only admins can write blog posts.</Typography>
          <Button variant="contained" onClick={() => dispatch(openAuthDialog('login'))}>
            Sign In
          </Button>
        </Stack>
      )}
    </Container>
  );
}

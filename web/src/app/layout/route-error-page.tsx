import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * Shown inside the layout when a screen fails to render or its chunk fails to load
 * (typically after a new deployment); reloading fetches the current build.
 */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1">
        Something Went Wrong
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
        This page hit a pothole. Reload to try again.
      </Typography>
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 4 }}
        onClick={() => window.location.reload()}
      >
        Reload Page
      </Button>
    </Container>
  );
}

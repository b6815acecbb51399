import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { displayFontFamily } from '../theme/theme-primitives';

export default function NotFoundRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontFamily: displayFontFamily,
          fontWeight: 700,
          fontSize: '6rem',
          lineHeight: 1,
          color: 'primary.main',
        }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
        Looks like a wrong turn. This road doesn&apos;t lead anywhere: the page may have moved or
        never existed.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 4 }}>
        Back to Home
      </Button>
    </Container>
  );
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Stand-in for a screen whose own issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
    </Container>
  );
}

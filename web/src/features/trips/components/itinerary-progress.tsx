import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export const LOADING_TITLE = 'Creating Your Perfect Road Trip';

/** While the itinerary is being made: the worker's step and how far it has got (0–100). */
export function ItineraryProgress({ progress, step }: { progress: number; step: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>
        <MapIcon />
      </Box>
      <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
        {LOADING_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} aria-live="polite">
        {step || 'Putting the finishing touches on your itinerary…'}
      </Typography>
      <LinearProgress
        variant={progress > 0 ? 'determinate' : 'indeterminate'}
        value={progress}
        aria-label="Itinerary progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {progress > 0 ? `${Math.round(progress)}%` : ''}
      </Typography>
    </Container>
  );
}

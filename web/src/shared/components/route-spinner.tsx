import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Fallback while a lazily loaded screen arrives. */
export function RouteSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The dark 'Ready for Your Own Adventure?' panel that closes the discovery pages, to /plan. */
export function AdventureCallToAction({ action }: { action: string }) {
  return (
    <Paper
      data-print="hide"
      sx={{
        mt: 6,
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        textAlign: 'center',
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <Typography variant="h3" component="h2">
        Ready for Your Own Adventure?
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'grey.300' }}>
        Plan a route with your own stops, pace and dates.
      </Typography>
      <Button component={RouterLink} to="/plan" variant="contained" size="large">
        {action}
      </Button>
    </Paper>
  );
}

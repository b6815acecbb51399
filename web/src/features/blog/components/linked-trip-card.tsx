import AltRouteIcon from '@mui/icons-material/AltRoute';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TripCard } from '@roadbook/contracts';
import { travelModeLabel } from '@roadbook/contracts/browser';
import { Link as RouterLink } from 'react-router-dom';

interface LinkedTripCardProps {
  trip: TripCard;
  /** Where the card's button goes and what it says. */
  action: { label: string; to: string };
}

/** A trip shown on a post: its mode, name, start and destination, and one way to open it. */
export function LinkedTripCard({ trip, action }: LinkedTripCardProps) {
  return (
    <Card
      variant="outlined"
      data-testid="trip-card"
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          icon={<AltRouteIcon />}
          label={travelModeLabel(trip.travelMode)}
          sx={{ mb: 1 }}
        />
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
          {trip.name}
        </Typography>
        <Stack spacing={0.25} sx={{ mt: 0.75 }}>
          <Typography variant="body2" color="text.secondary">
            From {trip.startLocation}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            To {trip.destination}
          </Typography>
        </Stack>
        {trip.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {trip.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={action.to} variant="contained" size="small">
          {action.label}
        </Button>
      </CardActions>
    </Card>
  );
}

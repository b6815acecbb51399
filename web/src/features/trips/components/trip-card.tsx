import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTrip } from '@roadbook/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { travelModeLabel } from './trip-format';

/** A featured trip links to its public page when it has a slug, else to its itinerary. */
export function tripHref(trip: Pick<PublicTrip, 'id' | 'slug'>): string {
  return trip.slug ? `/trips/${trip.slug}` : `/itinerary/${trip.id}`;
}

/** A compact card for other trips (Explore More Trips, shared page). */
export function TripTeaserCard({ trip }: { trip: PublicTrip }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={tripHref(trip)} sx={{ height: '100%' }}>
        <CardContent>
          <Chip size="small" label={travelModeLabel(trip.travelMode)} sx={{ mb: 1 }} />
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
            {trip.name}
          </Typography>
          <Stack spacing={0.25} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {trip.startLocation} → {trip.destination}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

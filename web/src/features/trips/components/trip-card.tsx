import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTrip, TripCard } from '@roadbook/contracts';
import { tripPagePath } from '@roadbook/contracts/browser';
import { Link as RouterLink } from 'react-router-dom';
import { ActivityChips } from './activity-chips';
import { drivingHoursLabel } from './trip-format';
import { travelModeLabel } from '@roadbook/contracts/browser';

/** A compact card for other trips (Explore More Trips, Similar Routes, shared page). */
export function TripTeaserCard({ trip }: { trip: TripCard }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={tripPagePath(trip)} sx={{ height: '100%' }}>
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

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/**
 * A card of the featured routes list. `linked={false}` draws the same card without the link, for
 * the preview an admin sees before featuring the trip.
 */
export function FeaturedTripCard({ trip, linked = true }: { trip: PublicTrip; linked?: boolean }) {
  const content = (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, width: '100%' }}>
      <Chip
        size="small"
        color="primary"
        label={travelModeLabel(trip.travelMode)}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Typography variant="h6" component={linked ? 'h2' : 'p'} sx={{ lineHeight: 1.25 }}>
        {trip.name}
      </Typography>
      <Stack spacing={0.25}>
        <Fact label="From" value={trip.startLocation} />
        <Fact label="To" value={trip.destination} />
        <Fact label="Driving" value={drivingHoursLabel(trip.drivingHours)} />
      </Stack>
      {trip.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {trip.description}
        </Typography>
      )}
      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <ActivityChips activities={trip.activities} />
      </Box>
    </CardContent>
  );
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="featured-trip-card"
      sx={{ height: '100%', borderRadius: 3 }}
    >
      {linked ? (
        <CardActionArea
          component={RouterLink}
          to={tripPagePath(trip)}
          sx={{ height: '100%', display: 'flex', alignItems: 'stretch' }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function FeaturedTripCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="featured-trip-skeleton" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Skeleton variant="rounded" width={90} height={24} />
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', mt: 1 }} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

import AddRoadIcon from '@mui/icons-material/AddRoad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetFeaturedTripsQuery } from '../api/trips.api';
import { TripTeaserCard } from './trip-card';

/** The teaser card's height, so skeletons and cards take the same room. */
const CARD_MIN_HEIGHT = 124;

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/**
 * A few featured routes as cards linking to each route's page (home page, trips page). While
 * they load, skeletons of the same size hold their place; with none yet, an invitation to plan.
 */
export function FeaturedRoutesPreview({ count = 3 }: { count?: number }) {
  const featured = useGetFeaturedTripsQuery();
  if (featured.isLoading) {
    return (
      <Box sx={grid} role="group" aria-busy="true" aria-label="Loading featured routes">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            data-testid="featured-route-skeleton"
            sx={{ height: CARD_MIN_HEIGHT, borderRadius: 3 }}
          />
        ))}
      </Box>
    );
  }
  if (featured.isError) {
    return (
      <Typography color="text.secondary" sx={{ minHeight: CARD_MIN_HEIGHT }}>
        Featured routes could not be loaded just now.{' '}
        <Button size="small" onClick={() => void featured.refetch()}>
          Try Again
        </Button>
      </Typography>
    );
  }
  const trips = (featured.data ?? []).slice(0, count);
  if (trips.length === 0) {
    return (
      <Card
        variant="outlined"
        sx={{ borderRadius: 3, borderStyle: 'dashed', minHeight: CARD_MIN_HEIGHT }}
      >
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            gap: 2,
          }}
        >
          <AddRoadIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h3">
              No featured routes yet
            </Typography>
            <Typography color="text.secondary">
              Our picks of the best rides appear here. Until then, plan one of your own.
            </Typography>
          </Box>
          <Button component={RouterLink} to="/plan" variant="contained">
            Plan Your Own Trip
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Box sx={grid} role="group" aria-label="Featured routes">
      {trips.map((trip) => (
        <Box key={trip.id} data-testid="featured-route-card" sx={{ minHeight: CARD_MIN_HEIGHT }}>
          <TripTeaserCard trip={trip} />
        </Box>
      ))}
    </Box>
  );
}

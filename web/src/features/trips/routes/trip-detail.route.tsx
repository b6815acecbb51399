import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTrip, TripItinerary } from '@roadbook/contracts';
import {
  RELATED_TRIPS_LIMIT,
  featuredTripMeta,
  tripPageArticlesArgs,
} from '@roadbook/contracts/browser';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import {
  useGetItineraryQuery,
  useGetRelatedTripsQuery,
  useGetTripBySlugQuery,
} from '../api/trips.api';
import { activityLabel } from '../components/activity-chips';
import { AdminTripActions } from '../components/admin-trip-actions';
import { HeroFact, HeroFacts } from '../components/itinerary-hero';
import {
  DailyItinerary,
  OtherTrips,
  OverviewSection,
  SectionTitle,
} from '../components/itinerary-sections';
import { planFormFromTrip, storePlanForm } from '../components/plan-form.model';
import { RelatedArticles } from '../components/related-articles';
import { StateMessage } from '../components/state-message';
import { drivingHoursLabel } from '../components/trip-format';
import { travelModeLabel } from '@roadbook/contracts/browser';
import { TripRouteMap } from '../components/trip-route-map';
import { useDocumentMeta } from '../hooks/use-document-meta';

/** Badges: the travel mode and at most this many activities. */
export const MAX_ACTIVITY_BADGES = 5;

function BackToFeatured() {
  return (
    <Button
      component={RouterLink}
      to="/featured-trips"
      startIcon={<ArrowBackIcon />}
      sx={{ color: 'inherit' }}
    >
      Back to Featured Routes
    </Button>
  );
}

function CompleteItineraryPanel({ trip }: { trip: PublicTrip }) {
  const navigate = useNavigate();
  const planSimilar = () => {
    storePlanForm({ tripId: null, from: trip.id, values: planFormFromTrip(trip) });
    void navigate(`/plan?similar=${trip.id}`);
  };
  return (
    <Paper
      component="section"
      aria-label="Complete Itinerary"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="h5" component="h2">
        Complete Itinerary
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2, opacity: 0.9 }}>
        Ride it as planned, or make it your own.
      </Typography>
      <Stack spacing={1}>
        <Button
          variant="contained"
          onClick={planSimilar}
          sx={{
            bgcolor: 'common.white',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          Plan Similar Trip
        </Button>
        {trip.shareableId && (
          <Button
            component={RouterLink}
            to={`/shared/${trip.shareableId}`}
            variant="outlined"
            color="inherit"
          >
            View Interactive Itinerary
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function TripDetails({
  trip,
  itinerary,
}: {
  trip: PublicTrip;
  itinerary: TripItinerary | undefined;
}) {
  const rows: [string, string][] = [
    ['Total distance', itinerary?.totalDistance ?? 'Not specified'],
    ['Travel mode', travelModeLabel(trip.travelMode)],
    ['Duration', drivingHoursLabel(trip.drivingHours)],
  ];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>Trip Details</SectionTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function RouteHighlights({ trip }: { trip: PublicTrip }) {
  const stops = [trip.startLocation, ...trip.waypoints, trip.destination];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>Route Highlights</SectionTitle>
      <Box component="ol" aria-label="Route highlights" sx={{ m: 0, pl: 3 }}>
        {stops.map((stop, index) => (
          <Typography component="li" key={`${index}-${stop}`} sx={{ py: 0.25 }}>
            {stop}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

function TripPage({ trip, isAdmin }: { trip: PublicTrip; isAdmin: boolean }) {
  // The itinerary of this version only (`currentData`): never the previous version's while the
  // new one is read.
  const itinerary = useGetItineraryQuery(
    { id: trip.id, version: trip.version },
    { skip: trip.generationStatus !== 'ready' },
  ).currentData;
  const similar = useGetRelatedTripsQuery({ id: trip.id, limit: RELATED_TRIPS_LIMIT.default });
  const notes = trip.additionalNotes?.trim();

  return (
    <>
      <Box sx={{ bgcolor: 'grey.900', color: 'common.white', pt: 2, pb: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <BackToFeatured />
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            data-testid="trip-badges"
            sx={{ mt: 2, mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}
          >
            <Chip label={travelModeLabel(trip.travelMode)} color="primary" size="small" />
            {trip.activities.slice(0, MAX_ACTIVITY_BADGES).map((activity) => (
              <Chip
                key={activity}
                label={activityLabel(activity)}
                size="small"
                sx={{ bgcolor: 'grey.800', color: 'grey.100' }}
              />
            ))}
          </Stack>
          <Typography variant="h2" component="h1">
            {trip.name}
          </Typography>
          {/* The public description the admin wrote when featuring the trip. */}
          {trip.description && (
            <Typography
              data-testid="trip-description"
              sx={{ mt: 1.5, maxWidth: 760, color: 'grey.300', fontSize: { md: '1.125rem' } }}
            >
              {trip.description}
            </Typography>
          )}
          <HeroFacts>
            <HeroFact label="From" value={trip.startLocation} />
            <HeroFact label="To" value={trip.destination} />
            <HeroFact label="Duration" value={drivingHoursLabel(trip.drivingHours)} />
          </HeroFacts>
          {notes && (
            <Box sx={{ mt: 2.5, maxWidth: 760 }}>
              <Typography variant="overline" sx={{ color: 'grey.400' }}>
                Additional notes
              </Typography>
              <Typography sx={{ color: 'grey.200', whiteSpace: 'pre-line' }}>{notes}</Typography>
            </Box>
          )}
          {isAdmin && <AdminTripActions trip={trip} />}
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {/* Phones read the overview, then the panels (plan, details, map), then the days. */}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            gridTemplateAreas: {
              xs: '"overview" "aside" "days"',
              md: '"overview aside" "days aside"',
            },
            gridTemplateRows: { md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'overview' }}>
            <OverviewSection
              title="Overview"
              overview={itinerary?.overview ?? 'The itinerary for this trip is being prepared.'}
            />
          </Box>
          <Box sx={{ gridArea: 'days' }}>
            {itinerary && <DailyItinerary itinerary={itinerary} />}
          </Box>
          <Stack spacing={3} sx={{ gridArea: 'aside' }}>
            <CompleteItineraryPanel trip={trip} />
            <TripDetails trip={trip} itinerary={itinerary} />
            <RouteHighlights trip={trip} />
            {itinerary && <TripRouteMap trip={trip} itinerary={itinerary} />}
          </Stack>
        </Box>
        <Box
          sx={{
            mt: 6,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <RelatedArticles title="Related Articles" args={tripPageArticlesArgs(trip)} />
          <OtherTrips
            title="Similar Routes"
            trips={similar.data}
            columns={1}
            emptyText={similar.isSuccess ? 'No similar routes yet.' : undefined}
          />
        </Box>
      </Container>
    </>
  );
}

export default function TripDetailRoute() {
  const { slug = '' } = useParams();
  const trip = useGetTripBySlugQuery(slug, { skip: !slug });
  const { user } = useCurrentUser();
  const meta = trip.data ? featuredTripMeta(trip.data, BRAND_NAME) : null;
  useDocumentMeta(meta?.title ?? `Featured Route | ${BRAND_NAME}`, meta?.description ?? '', {
    keywords: meta?.keywords,
    path: `/trips/${slug}`,
  });

  if (trip.isLoading) {
    return <StateMessage title="Loading trip" loading />;
  }
  if (!trip.data) {
    return (
      <StateMessage
        title="Trip not found"
        icon={<SearchOffIcon />}
        description="The trip you're looking for doesn't exist or has been removed."
        action={{ label: 'Browse Featured Routes', to: '/featured-trips' }}
      />
    );
  }
  return <TripPage trip={trip.data} isAdmin={user?.role === 'admin'} />;
}

import ShareIcon from '@mui/icons-material/Share';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Day, SharedTrip, Trip } from '@roadbook/contracts';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { RouteLegend } from '../../../shared/maps/route-legend';
import { RouteMap } from '../../../shared/maps/route-map';
import { routeMarkers } from '../../../shared/maps/route-markers';
import { useGetFeaturedTripsQuery, useGetSharedTripQuery } from '../api/trips.api';
import {
  DailyItinerary,
  OtherTrips,
  OverviewSection,
  SectionTitle,
} from '../components/itinerary-sections';
import { normalizeItinerary } from '../components/itinerary-normalize';
import { StateMessage } from '../components/state-message';
import {
  NOT_SPECIFIED,
  formatDate,
  routeTypeLabel,
  withoutDayPrefix,
} from '../components/trip-format';
import { TripPrintStyles } from '../components/trip-print-styles';
import { useDocumentMeta } from '../hooks/use-document-meta';

/** Spec §2: title and description from the trip's name, start and destination, else generic. */
export function sharedTripMeta(
  trip: Pick<Trip, 'name' | 'startLocation' | 'destination'> | undefined,
) {
  if (!trip) {
    return {
      title: `Shared Road Trip | ${BRAND_NAME}`,
      description: `View a shared road trip itinerary on ${BRAND_NAME}.`,
    };
  }
  const name = trip.name || 'Shared Road Trip';
  const route =
    trip.startLocation && trip.destination
      ? `from ${trip.startLocation} to ${trip.destination}`
      : 'with a day-by-day itinerary';
  return {
    title: `${name} | Shared Road Trip | ${BRAND_NAME}`,
    description: `${name}: a road trip ${route}, shared on ${BRAND_NAME}.`,
  };
}

/** "Start → end" of a day; an older shared itinerary without day facts gives its title. */
function dayRoute(day: Day): string {
  // Shared itineraries stored before day facts existed may lack them.
  const facts = day.facts as Day['facts'] | undefined;
  return facts ? `${facts.start.name} → ${facts.end.name}` : withoutDayPrefix(day.title, day.day);
}

function SharedTripView({ data, shareableId }: { data: SharedTrip; shareableId: string }) {
  const { trip } = data;
  const itinerary = normalizeItinerary(data.itinerary);
  const mapData = data.mapData ?? itinerary?.mapData ?? null;
  const featured = useGetFeaturedTripsQuery();
  const days = itinerary?.itinerary.days ?? [];
  const dates =
    trip.startDate || trip.endDate
      ? `${trip.startDate ? formatDate(trip.startDate) : NOT_SPECIFIED} to ${trip.endDate ? formatDate(trip.endDate) : NOT_SPECIFIED}`
      : NOT_SPECIFIED;

  return (
    <>
      <TripPrintStyles />
      <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Chip
            icon={<ShareIcon />}
            label="Shared Trip"
            color="primary"
            size="small"
            sx={{ mb: 1.5 }}
          />
          <Typography variant="h2" component="h1">
            {trip.name}
          </Typography>
          <Typography variant="subtitle1" sx={{ mt: 1, color: 'grey.200' }}>
            {trip.startLocation} → {trip.destination}
          </Typography>
          <Stack
            useFlexGap
            direction="row"
            spacing={3}
            sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, color: 'grey.300' }}
          >
            <Typography>{dates}</Typography>
            <Typography>{routeTypeLabel(trip.routeType)} route</Typography>
          </Stack>
          <Button
            component={RouterLink}
            to="/plan"
            variant="contained"
            sx={{ mt: 3 }}
            data-print="hide"
          >
            Plan Your Own Trip
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
            mb: 4,
          }}
        >
          <OverviewSection
            overview={itinerary?.overview ?? 'The itinerary for this trip is not available yet.'}
            totalDistance={itinerary?.totalDistance ?? NOT_SPECIFIED}
            isEstimate={itinerary?.facts?.estimates?.distance}
          />
          <Paper
            variant="outlined"
            component="section"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
          >
            <SectionTitle>Route Map</SectionTitle>
            <RouteMap
              days={days}
              mapData={mapData}
              stops={itinerary?.facts?.stops}
              staticMap={{ shareableId: trip.shareableId ?? shareableId }}
            />
            <RouteLegend markers={routeMarkers(itinerary?.facts?.stops ?? [])} />
            {days.length > 0 && (
              <Box component="ol" aria-label="Days" sx={{ mt: 2, mb: 0, pl: 2.5 }}>
                {days.map((day) => (
                  <Typography component="li" variant="body2" key={day.day} sx={{ py: 0.25 }}>
                    <strong>Day {day.day}:</strong> {dayRoute(day)}, {day.distance}
                  </Typography>
                ))}
              </Box>
            )}
            <Stack spacing={0.5} sx={{ mt: 2 }}>
              <Typography variant="body2">
                <strong>Start:</strong> {trip.startLocation}
              </Typography>
              <Typography variant="body2">
                <strong>Destination:</strong> {trip.destination}
              </Typography>
              <Typography variant="body2">
                <strong>Route type:</strong> {routeTypeLabel(trip.routeType)}
              </Typography>
            </Stack>
          </Paper>
        </Box>
        {itinerary && <DailyItinerary itinerary={itinerary} showPreviousEndpoint />}
        <Box sx={{ mt: 6 }}>
          <OtherTrips title="More Trips to Explore" trips={featured.data} currentId={trip.id} />
        </Box>
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
            Start Planning Your Trip
          </Button>
        </Paper>
      </Container>
    </>
  );
}

export default function SharedTripRoute() {
  const { shareableId } = useParams();
  // Spec §4: the query runs only when a shareable id is present.
  const shared = useGetSharedTripQuery(shareableId ?? '', { skip: !shareableId });
  const meta = sharedTripMeta(shared.data?.trip);
  useDocumentMeta(meta.title, meta.description);

  if (shareableId && shared.isLoading) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <CircularProgress sx={{ mb: 3 }} aria-label="Loading Shared Trip" />
        <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
          Loading Shared Trip
        </Typography>
        <Typography color="text.secondary">
          Please wait while we load the shared trip details...
        </Typography>
      </Container>
    );
  }
  if (!shareableId || shared.isError || !shared.data) {
    return (
      <StateMessage
        title="Trip Not Found"
        icon={<SearchOffIcon />}
        description="This trip link may be invalid or the trip may no longer be available for sharing."
        action={{ label: 'Go to Home', to: '/' }}
      />
    );
  }
  return <SharedTripView data={shared.data} shareableId={shareableId} />;
}

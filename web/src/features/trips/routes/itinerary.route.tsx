import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import DownloadIcon from '@mui/icons-material/Download';
import EditRoadIcon from '@mui/icons-material/EditRoad';
import EventIcon from '@mui/icons-material/Event';
import MapIcon from '@mui/icons-material/Map';
import PrintIcon from '@mui/icons-material/Print';
import ErrorOutlineIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTrip, Trip, TripItinerary } from '@roadbook/contracts';
import { TripMessages } from '@roadbook/contracts/src/browser';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '../../../shared/api/api-base-query';
import { track } from '../../../shared/analytics/analytics.service';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { openAuthDialog } from '../../../shared/ui/ui.slice';
import { serverMessage } from '../api/trip-api-errors';
import {
  useGetFeaturedTripsQuery,
  useGetItineraryQuery,
  useSaveTripMutation,
} from '../api/trips.api';
import {
  DailyItinerary,
  OtherTrips,
  OverviewSection,
  RideTips,
  RouteOverviewSection,
} from '../components/itinerary-sections';
import { planFormFromTrip, storePlanForm } from '../components/plan-form.model';
import { StateMessage } from '../components/state-message';
import { formatDateRange, plannedPlacesLine, travelModeLabel } from '../components/trip-format';
import { TripPrintStyles } from '../components/trip-print-styles';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { useMinimumLoading } from '../hooks/use-minimum-loading';

export const LOADING_TITLE = 'Creating Your Perfect Road Trip';

function parseTripId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

function LoadingView({ progress, step }: { progress: number; step: string }) {
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

function SomethingWentWrong({ reason }: { reason?: string | null }) {
  return (
    <StateMessage
      title="Something Went Wrong"
      icon={<ErrorOutlineIcon />}
      description={reason ?? 'We could not load this itinerary.'}
      action={{ label: 'Try Again', to: '/plan' }}
    />
  );
}

function ReadyView({ trip, itinerary }: { trip: Trip | PublicTrip; itinerary: TripItinerary }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { isAuthenticated } = useCurrentUser();
  const [saveTrip, saving] = useSaveTripMutation();
  const featured = useGetFeaturedTripsQuery();
  const estimates = itinerary.facts?.estimates;
  const plannedPlaces = plannedPlacesLine(itinerary);
  // Someone else's featured trip comes without a saved state: it is not theirs to have saved.
  const isSaved = ('isSaved' in trip && trip.isSaved) || saving.isSuccess;

  const handleSave = async () => {
    if (!isAuthenticated) {
      dispatch(openAuthDialog('register'));
      return;
    }
    if (!trip.id) {
      toast({ title: 'Error', description: TripMessages.noTripToSave, variant: 'destructive' });
      return;
    }
    try {
      await saveTrip(trip.id).unwrap();
      track('trip_saved', { tripId: trip.id });
      toast({ title: 'Trip saved!', description: 'Your trip has been saved to your profile.' });
    } catch (caught) {
      toast({
        title: 'Save failed',
        description:
          serverMessage((caught as ApiError).message) ?? 'Failed to save trip. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const handleModify = () => {
    storePlanForm({ tripId: trip.id, values: planFormFromTrip(trip) });
    void navigate(`/plan?modify=${trip.id}`);
  };

  return (
    <>
      <TripPrintStyles />
      <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}
          >
            <Chip label={travelModeLabel(trip.travelMode)} color="primary" size="small" />
            <Chip
              label={`${trip.routeType.charAt(0).toUpperCase()}${trip.routeType.slice(1)} route`}
              size="small"
              sx={{ bgcolor: 'grey.800', color: 'grey.100' }}
            />
            {trip.isRoundTrip && (
              <Chip
                label="Round trip"
                size="small"
                sx={{ bgcolor: 'grey.800', color: 'grey.100' }}
              />
            )}
            <Chip
              label={isSaved ? 'Saved' : 'Draft'}
              size="small"
              variant="outlined"
              sx={{ color: 'grey.100', borderColor: 'grey.600' }}
            />
          </Stack>
          <Typography variant="h2" component="h1">
            {trip.name}
          </Typography>
          <Typography variant="subtitle1" sx={{ mt: 1, color: 'grey.200' }}>
            {trip.startLocation} → {trip.destination}
          </Typography>
          {plannedPlaces && (
            <Typography variant="body2" sx={{ color: 'grey.400' }}>
              {plannedPlaces}
            </Typography>
          )}
          <Stack
            useFlexGap
            direction="row"
            spacing={{ xs: 2, sm: 4 }}
            sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1.5 }}
          >
            <Box>
              <Typography
                variant="overline"
                sx={{ color: 'grey.400', display: 'block', lineHeight: 1.6 }}
              >
                Dates
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {formatDateRange(trip.startDate, trip.endDate)}
              </Typography>
            </Box>
            <Box>
              <Typography
                variant="overline"
                sx={{ color: 'grey.400', display: 'block', lineHeight: 1.6 }}
              >
                Total distance
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{itinerary.totalDistance}</Typography>
                {estimates?.distance && (
                  <Chip
                    label="Estimated"
                    size="small"
                    sx={{ height: 20, bgcolor: 'grey.700', color: 'grey.100' }}
                  />
                )}
              </Stack>
            </Box>
            <Box>
              <Typography
                variant="overline"
                sx={{ color: 'grey.400', display: 'block', lineHeight: 1.6 }}
              >
                Days
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{itinerary.itinerary.days.length}</Typography>
            </Box>
          </Stack>
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}
            data-print="hide"
          >
            <Button
              href={`/api/trips/${trip.id}/gpx`}
              download
              variant="outlined"
              startIcon={<DownloadIcon />}
              sx={{ color: 'common.white', borderColor: 'grey.600' }}
            >
              GPX
            </Button>
            <Button
              href={`/api/trips/${trip.id}/ics`}
              download
              variant="outlined"
              startIcon={<EventIcon />}
              sx={{ color: 'common.white', borderColor: 'grey.600' }}
            >
              Calendar
            </Button>
            <Button
              onClick={() => window.print()}
              variant="outlined"
              startIcon={<PrintIcon />}
              sx={{ color: 'common.white', borderColor: 'grey.600' }}
            >
              Print
            </Button>
          </Stack>
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
          <Stack spacing={3}>
            <OverviewSection overview={itinerary.overview} />
            <RideTips tips={itinerary.itinerary.rideTips} />
          </Stack>
          <RouteOverviewSection itinerary={itinerary} subject={{ tripId: trip.id }} />
        </Box>
        {itinerary.facts?.warnings && itinerary.facts.warnings.length > 0 && (
          <Paper
            variant="outlined"
            sx={{ p: 2, mb: 3, borderRadius: 3, borderColor: 'warning.main' }}
          >
            {itinerary.facts.warnings.map((warning) => (
              <Typography variant="body2" key={warning}>
                {warning}
              </Typography>
            ))}
          </Paper>
        )}
        <DailyItinerary itinerary={itinerary} />
        <Box sx={{ mt: 6 }}>
          <OtherTrips title="Explore More Trips" trips={featured.data} currentId={trip.id} />
        </Box>
      </Container>

      <Paper
        elevation={8}
        square
        data-print="hide"
        sx={{
          position: 'sticky',
          bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', sm: 0 },
          zIndex: (theme) => theme.zIndex.appBar - 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            py: 1.25,
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'flex-end',
          }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto', display: { xs: 'none', sm: 'block' } }}
          >
            {isSaved
              ? 'This trip is in My Trips.'
              : 'Like it? Save it to find it again in My Trips.'}
          </Typography>
          <Button variant="outlined" startIcon={<EditRoadIcon />} onClick={handleModify}>
            Modify
          </Button>
          <Button
            variant="contained"
            startIcon={isSaved ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
            onClick={() => void handleSave()}
            disabled={saving.isLoading || isSaved}
          >
            {isSaved ? 'Saved' : 'Save Trip'}
          </Button>
        </Container>
      </Paper>
    </>
  );
}

export default function ItineraryRoute() {
  const { id } = useParams();
  const tripId = parseTripId(id);
  const generation = useGenerationProgress(tripId);
  const trip = generation.trip;
  const ready = trip?.generationStatus === 'ready';
  const itinerary = useGetItineraryQuery(
    { id: tripId ?? 0, version: trip?.version ?? 0 },
    { skip: tripId === null || !ready },
  );
  const hasArrived =
    itinerary.isSuccess ||
    itinerary.isError ||
    generation.isError ||
    trip?.generationStatus === 'failed';
  const showLoading = useMinimumLoading(hasArrived);

  if (tripId === null) {
    return (
      <StateMessage
        title="Itinerary Not Found"
        icon={<MapIcon />}
        description="There is no itinerary at this address."
        action={{ label: 'Return Home', to: '/' }}
      />
    );
  }
  if (showLoading) {
    return <LoadingView progress={generation.progress} step={generation.step} />;
  }
  if (generation.isError || !trip) return <SomethingWentWrong />;
  if (trip.generationStatus === 'failed') {
    return <SomethingWentWrong reason={trip.generationError ?? TripMessages.generationFailed} />;
  }
  if (itinerary.isError || !itinerary.data) return <SomethingWentWrong />;
  return <ReadyView trip={trip} itinerary={itinerary.data} />;
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Trip } from '@roadbook/contracts';
import { TRIP_DESCRIPTION_MAX_LENGTH, tripPagePath } from '@roadbook/contracts/browser';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { asApiError } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { openAuthDialog } from '../../../shared/ui/ui.slice';
import { useAdminUpdateTripMutation, useGetTripForEditingQuery } from '../api/trips.api';
import { PlanForm } from '../components/plan-form';
import { usePlanServerErrors } from '../hooks/use-plan-server-errors';
import { planFormFromTrip, toPlanBody } from '../components/plan-form.model';
import type { PlanFormValues } from '../components/plan-form.model';
import { StateMessage } from '../components/state-message';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { KEPT_ITINERARY_STATE, keptItinerary } from '../hooks/use-kept-itinerary';

function tripIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** Where to go after saving: the trip's page, its itinerary, or back to the form. */
function AfterSaveActions({
  trip,
  kept,
  onEditAgain,
}: {
  trip: Pick<Trip, 'id' | 'slug'>;
  kept: boolean;
  onEditAgain: () => void;
}) {
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={tripPagePath(trip)} variant="contained">
        {trip.slug ? 'View Trip Page' : 'View Itinerary'}
      </Button>
      <Button
        component={RouterLink}
        to={`/itinerary/${trip.id}`}
        state={kept ? KEPT_ITINERARY_STATE : undefined}
        variant="outlined"
      >
        Open Itinerary
      </Button>
      <Button onClick={onEditAgain}>Edit Again</Button>
    </Stack>
  );
}

/** After an edit that left the route alone: saved at once, the itinerary as it was. */
function SavedInPlace({ trip, onEditAgain }: { trip: Trip; onEditAgain: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} role="status">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" />
        <Typography variant="h5" component="h2">
          Saved. The itinerary is unchanged.
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The route stays the same, so its days, stops and map are kept as they were.
      </Typography>
      <AfterSaveActions trip={trip} kept onEditAgain={onEditAgain} />
    </Paper>
  );
}

/** After a route change: the new itinerary's progress, then links to the trip's pages. */
function Regeneration({ trip, onEditAgain }: { trip: Trip; onEditAgain: () => void }) {
  const generation = useGenerationProgress(trip.id);
  const current = generation.trip ?? trip;
  const status = current.generationStatus;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} role="status">
      {status === 'generating' && (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Regenerating the itinerary…
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {generation.step || 'Getting the route ready'}
          </Typography>
          <LinearProgress
            variant={generation.progress > 0 ? 'determinate' : 'indeterminate'}
            value={generation.progress}
            aria-label="Itinerary progress"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </>
      )}
      {status === 'ready' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" />
          <Typography variant="h5" component="h2">
            Saved. The new itinerary is ready.
          </Typography>
        </Stack>
      )}
      {status === 'failed' && (
        <Alert severity="error">
          {current.generationError ?? 'We could not create this itinerary'}
        </Alert>
      )}
      <AfterSaveActions trip={current} kept={false} onEditAgain={onEditAgain} />
    </Paper>
  );
}

function TripEditForm({ trip }: { trip: Trip }) {
  const [save, saving] = useAdminUpdateTripMutation();
  const [description, setDescription] = useState(trip.description ?? '');
  const { serverErrors, report } = usePlanServerErrors('Error', 'Failed to save the trip.');
  const [saved, setSaved] = useState<Trip | null>(null);

  const submit = async (values: PlanFormValues) => {
    try {
      const updated = await save({
        id: trip.id,
        edit: { plan: toPlanBody(values), description },
      }).unwrap();
      setSaved(updated);
    } catch (caught) {
      report(caught);
    }
  };

  if (saved) {
    const editAgain = () => setSaved(null);
    return keptItinerary(saved) ? (
      <SavedInPlace trip={saved} onEditAgain={editAgain} />
    ) : (
      <Regeneration trip={saved} onEditAgain={editAgain} />
    );
  }
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Description
        </Typography>
        <TextField
          name="description"
          label="Description"
          fullWidth
          multiline
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TRIP_DESCRIPTION_MAX_LENGTH } }}
          helperText={`Shown on the featured routes list and in link previews; left empty, it is taken from the itinerary's overview. ${description.length}/${TRIP_DESCRIPTION_MAX_LENGTH}`}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A new description, name or notes is saved at once and keeps the itinerary. A change to the
          route (places, dates, travel mode, route type, activities, lodging, budget or riding
          hours) makes the itinerary again.
        </Typography>
      </Paper>
      <PlanForm
        initialValues={planFormFromTrip(trip)}
        isModifying
        isSubmitting={saving.isLoading}
        serverErrors={serverErrors}
        submitLabel="Save Changes"
        onSubmit={(values) => void submit(values)}
      />
    </Stack>
  );
}

function EditorBody({ tripId }: { tripId: number | null }) {
  const trip = useGetTripForEditingQuery(tripId ?? skipToken);
  if (tripId !== null && trip.isLoading) return <CircularProgress aria-label="Loading the trip" />;
  if (tripId === null || !trip.data) {
    const missing = tripId === null || asApiError(trip.error)?.code === 'not-found';
    return (
      <StateMessage
        headingLevel="h2"
        title={missing ? 'Trip not found' : 'Failed to fetch trip'}
        icon={<ReportProblemIcon />}
        action={missing ? { label: 'Browse Featured Routes', to: '/featured-trips' } : undefined}
      >
        {!missing && (
          <Button variant="contained" onClick={() => void trip.refetch()} sx={{ mb: 2 }}>
            Try Again
          </Button>
        )}
      </StateMessage>
    );
  }
  return <TripEditForm trip={trip.data} />;
}

/**
 * The admin trip editor: the plan (through the plan form), its name and notes among it, and the
 * description; saving makes the itinerary again only when the route changed. Visitors are sent
 * home with the sign-in dialog open, signed-in users who are not admins home.
 */
export default function TripEditorRoute() {
  const { id } = useParams();
  const dispatch = useDispatch();
  const { user, isLoading, isError } = useCurrentUser();
  const isVisitor = !isLoading && !isError && !user;

  useEffect(() => {
    if (isVisitor) dispatch(openAuthDialog('login'));
  }, [isVisitor, dispatch]);

  if (!isLoading && !isError && user?.role !== 'admin') return <Navigate to="/" replace />;

  const tripId = tripIdFrom(id);
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Button
          component={RouterLink}
          to="/featured-trips"
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2 }}
        >
          Back to Featured Routes
        </Button>
        <Typography variant="overline" color="primary" sx={{ display: 'block' }}>
          Admin
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          Edit Trip
        </Typography>
        {isLoading ? (
          <CircularProgress aria-label="Checking your account" />
        ) : isError ? (
          <Typography color="text.secondary">
            We could not check your account. Reload the page to try again.
          </Typography>
        ) : (
          <EditorBody tripId={tripId} />
        )}
      </Container>
    </Box>
  );
}

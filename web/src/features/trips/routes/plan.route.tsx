import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCreateTripMutation, useUpdateTripMutation } from '../api/trips.api';
import { PlanForm } from '../components/plan-form';
import { usePlanServerErrors } from '../hooks/use-plan-server-errors';
import { clearPlanForm, toPlanBody } from '../components/plan-form.model';
import { StateMessage } from '../components/state-message';
import { useInitialPlan } from '../hooks/use-initial-plan';
import { KEPT_ITINERARY_STATE, keptItinerary } from '../hooks/use-kept-itinerary';
import type { PlanFormValues } from '../components/plan-form.model';
import { trackEvent } from '../../../shared/analytics/track-event';
import { isConnectionLost } from '../../../shared/api/api-error';
import { newSubmissionKey } from '../../../shared/api/submission-key';

/** A submission of the form: what was typed, and the key each sending of it carries. */
interface KeptSubmission {
  values: PlanFormValues;
  key: string;
}

export default function PlanRoute() {
  const initial = useInitialPlan();
  if (initial.state === 'loading') return <StateMessage title="Loading the trip" loading />;
  if (initial.state === 'failed') {
    return (
      <StateMessage
        title="Failed to fetch trip"
        description="The trip to start from could not be read. Check the connection and try again."
      >
        <Button variant="contained" size="large" onClick={initial.retry} sx={{ mb: 2 }}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  return <Planner initial={initial} />;
}

function Planner({ initial }: { initial: { values: PlanFormValues; tripId: number | null } }) {
  const navigate = useNavigate();
  const [createTrip, creating] = useCreateTripMutation();
  const [updateTrip, updating] = useUpdateTripMutation();
  const { serverErrors, report } = usePlanServerErrors(
    'Could not plan the trip',
    'Something went wrong. Please try again.',
  );
  const isModifying = initial.tripId !== null;
  // A plan submitted without a connection, or whose answer the connection lost: kept, and sent
  // when the connection returns, under the same key (it may have made its trip already).
  const [waiting, setWaiting] = useState<KeptSubmission | null>(null);

  const submit = async ({ values, key }: KeptSubmission) => {
    const plan = toPlanBody(values);
    if (!navigator.onLine) {
      setWaiting({ values, key });
      return;
    }
    try {
      const trip =
        initial.tripId !== null
          ? await updateTrip({ id: initial.tripId, plan, key }).unwrap()
          : await createTrip({ plan, key }).unwrap();
      clearPlanForm();
      trackEvent('trip_planned');
      void navigate(`/itinerary/${trip.id}`, {
        state: keptItinerary(trip) ? KEPT_ITINERARY_STATE : undefined,
      });
    } catch (caught) {
      if (isConnectionLost(caught)) setWaiting({ values, key });
      else report(caught);
    }
  };

  // The plan waiting for the connection is what decides; the submit it runs is this render's.
  const sendWhenOnline = useEffectEvent((kept: KeptSubmission) => {
    setWaiting(null);
    void submit(kept);
  });
  useEffect(() => {
    if (!waiting) return undefined;
    const send = () => sendWhenOnline(waiting);
    window.addEventListener('online', send, { once: true });
    return () => window.removeEventListener('online', send);
  }, [waiting]);

  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="md">
          <Typography variant="overline" sx={{ color: 'primary.light' }}>
            {isModifying ? 'Modify your trip' : 'Trip planner'}
          </Typography>
          <Typography variant="h2" component="h1">
            {isModifying ? 'Change the plan, ride it again' : 'Plan Your Trip'}
          </Typography>
          <Typography variant="subtitle1" sx={{ mt: 1, color: 'grey.300', maxWidth: 620 }}>
            {isModifying
              ? 'Change the route and we build a fresh itinerary for the same trip; a new name or notes are saved as they are.'
              : 'Tell us where you want to ride. We work out the days, stops, fuel, weather and sun times for each leg.'}
          </Typography>
          {isModifying && (
            <Button
              component={RouterLink}
              to="/plan"
              reloadDocument
              onClick={() => clearPlanForm()}
              sx={{ mt: 2, color: 'primary.light' }}
            >
              Start a new trip instead
            </Button>
          )}
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {waiting && (
          <Alert severity="info" icon={<CloudOffIcon />} sx={{ mb: 3 }} role="status">
            You are offline. Your plan is kept here and will be sent as soon as the connection
            returns.
          </Alert>
        )}
        <PlanForm
          initialValues={initial.values}
          isModifying={isModifying}
          isSubmitting={creating.isLoading || updating.isLoading || waiting !== null}
          serverErrors={serverErrors}
          onSubmit={(values) => void submit({ values, key: newSubmissionKey() })}
        />
      </Container>
    </Box>
  );
}

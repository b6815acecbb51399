import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateTripMutation, useUpdateTripMutation } from '../api/trips.api';
import { PlanForm } from '../components/plan-form';
import { usePlanServerErrors } from '../hooks/use-plan-server-errors';
import {
  EMPTY_PLAN_FORM,
  clearPlanForm,
  loadPlanForm,
  toPlanBody,
} from '../components/plan-form.model';
import type { PlanFormValues } from '../components/plan-form.model';
import { trackEvent } from '../../../shared/analytics/track-event';

/**
 * Modify opens `/plan?modify=<trip id>` after storing the trip's form data locally; Plan Similar
 * Trip opens `/plan?similar=<trip id>` after storing a copy with no trip id, so the form plans
 * a new trip from it.
 */
function useInitialPlan(): { values: PlanFormValues; tripId: number | null } {
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const modifyId = Number(params.get('modify'));
    const stored = params.has('modify') || params.has('similar') ? loadPlanForm() : null;
    if (stored && (stored.tripId === null || stored.tripId === modifyId)) {
      return { values: stored.values, tripId: stored.tripId };
    }
    return { values: EMPTY_PLAN_FORM, tripId: null };
  });
  return initial;
}

export default function PlanRoute() {
  const initial = useInitialPlan();
  const navigate = useNavigate();
  const [createTrip, creating] = useCreateTripMutation();
  const [updateTrip, updating] = useUpdateTripMutation();
  const { serverErrors, report } = usePlanServerErrors(
    'Could not plan the trip',
    'Something went wrong. Please try again.',
  );
  const isModifying = initial.tripId !== null;

  const submit = async (values: PlanFormValues) => {
    const plan = toPlanBody(values);
    try {
      const trip =
        initial.tripId !== null
          ? await updateTrip({ id: initial.tripId, plan }).unwrap()
          : await createTrip(plan).unwrap();
      clearPlanForm();
      trackEvent('trip_planned');
      void navigate(`/itinerary/${trip.id}`);
    } catch (caught) {
      report(caught);
    }
  };

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
              ? 'Adjust anything below and we will build a fresh itinerary for the same trip.'
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
        <PlanForm
          initialValues={initial.values}
          isModifying={isModifying}
          isSubmitting={creating.isLoading || updating.isLoading}
          serverErrors={serverErrors}
          onSubmit={(values) => void submit(values)}
        />
      </Container>
    </Box>
  );
}

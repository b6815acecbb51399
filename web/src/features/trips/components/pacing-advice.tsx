import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PacingAdvice as Advice, PublicTrip, Trip } from '@roadbook/contracts';
import { useToast } from '../../../shared/toast/use-toast';
import { serverMessage } from '../api/trip-api-errors';
import { useUpdateTripMutation } from '../api/trips.api';
import type { PlanTripBody } from '../api/trips.api';
import { planFormFromTrip, toPlanBody } from './plan-form.model';

/**
 * Dates too few for the distance: says so plainly and offers the two fixes, each a one-click
 * regeneration of the same trip (the Modify path, with more days or longer riding days).
 */
export function PacingAdvice({ trip, pacing }: { trip: Trip | PublicTrip; pacing: Advice }) {
  const [updateTrip, updating] = useUpdateTripMutation();
  const { toast } = useToast();

  const regenerate = async (change: Partial<PlanTripBody>) => {
    const plan = { ...toPlanBody(planFormFromTrip(trip)), ...change };
    try {
      await updateTrip({ id: trip.id, plan }).unwrap();
    } catch (caught) {
      toast({
        title: 'Could not plan the trip again',
        description: serverMessage(caught) ?? 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const { moreDays, longerHours } = pacing;
  return (
    <Alert severity="warning" sx={{ mb: 3, borderRadius: 3 }} data-testid="pacing-advice">
      <AlertTitle>Too few days for this distance</AlertTitle>
      {pacing.message}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
        {moreDays && (
          <Button
            variant="contained"
            disabled={updating.isLoading}
            onClick={() => void regenerate({ tripType: 'multi-day', endDate: moreDays.endDate })}
          >
            Plan {moreDays.days} days instead
          </Button>
        )}
        {longerHours && (
          <Button
            variant="outlined"
            disabled={updating.isLoading}
            onClick={() => void regenerate({ drivingHours: longerHours.drivingHours })}
          >
            Ride {longerHours.dailyHours} hours a day
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PacingAdvice as Advice, PublicTrip, Trip } from '@roadbook/contracts';
import { useReplan } from '../hooks/use-replan';

/**
 * Dates too few for the distance: says so plainly and, to whoever may plan the trip again
 * (`canReplan`), offers the two fixes, each a one-click regeneration of the same trip (the
 * Modify path, with more days or longer riding days).
 */
export function PacingAdvice({
  trip,
  pacing,
  canReplan,
}: {
  trip: Trip | PublicTrip;
  pacing: Advice;
  canReplan: boolean;
}) {
  const { replan: regenerate, isReplanning } = useReplan(trip);

  const { moreDays, longerHours } = pacing;
  return (
    <Alert severity="warning" sx={{ mb: 3, borderRadius: 3 }} data-testid="pacing-advice">
      <AlertTitle>Too few days for this distance</AlertTitle>
      {pacing.message}
      {canReplan && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
          {moreDays && (
            <Button
              variant="contained"
              disabled={isReplanning}
              onClick={() => void regenerate({ tripType: 'multi-day', endDate: moreDays.endDate })}
            >
              Plan {moreDays.days} days instead
            </Button>
          )}
          {longerHours && (
            <Button
              variant="outlined"
              disabled={isReplanning}
              onClick={() => void regenerate({ drivingHours: longerHours.drivingHours })}
            >
              Ride {longerHours.dailyHours} hours a day
            </Button>
          )}
        </Stack>
      )}
    </Alert>
  );
}

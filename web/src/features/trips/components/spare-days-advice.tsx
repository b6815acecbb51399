import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PublicTrip, SpareDaysAdvice as Advice, Trip } from '@roadbook/contracts';
import { useReplan } from '../hooks/use-replan';
import { listed } from './trip-format';

/**
 * Dates far more than the riding fills (the mirror of PacingAdvice): says so plainly and, to
 * whoever may plan the trip again (`canReplan`), offers the fixes, each a one-tap regeneration
 * of the same trip: fewer days, a longer scenic route through the famous roads and places near
 * it, or the spare days off the bike in a named town.
 */
export function SpareDaysAdvice({
  trip,
  advice,
  canReplan,
}: {
  trip: Trip | PublicTrip;
  advice: Advice;
  canReplan: boolean;
}) {
  const { replan, isReplanning } = useReplan(trip);
  const { fewerDays, scenicLoop, restDays } = advice;
  return (
    <Alert severity="info" sx={{ mb: 3, borderRadius: 3 }} data-testid="spare-days-advice">
      <AlertTitle>More days than this ride fills</AlertTitle>
      {advice.message}
      {canReplan && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
          <Button
            variant="contained"
            disabled={isReplanning}
            onClick={() =>
              void replan({
                tripType: fewerDays.days > 1 ? 'multi-day' : 'day',
                endDate: fewerDays.endDate,
              })
            }
          >
            Plan {fewerDays.days} {fewerDays.days === 1 ? 'day' : 'days'} instead
          </Button>
          {scenicLoop && (
            <Button
              variant="outlined"
              disabled={isReplanning}
              onClick={() => void replan({ routeType: 'scenic', waypoints: scenicLoop.waypoints })}
            >
              Ride a longer loop by {listed(scenicLoop.via)}
            </Button>
          )}
          {restDays && (
            <Button
              variant="outlined"
              disabled={isReplanning}
              onClick={() => void replan({ restDays: restDays.days, restIn: restDays.restIn })}
            >
              {restDays.days === 1
                ? `Take a rest day in ${restDays.town}`
                : `Take ${restDays.days} rest days in ${restDays.town}`}
            </Button>
          )}
        </Stack>
      )}
    </Alert>
  );
}

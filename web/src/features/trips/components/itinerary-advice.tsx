import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicTrip, Trip, TripItinerary } from '@roadbook/contracts';
import { PacingAdvice } from './pacing-advice';
import { SpareDaysAdvice } from './spare-days-advice';

/**
 * What the planner says about the plan itself: too few days or too many, and its warnings. The
 * one-tap fixes plan the trip again, so they are offered only to whoever may (`canReplan`: the
 * trip's owner, or the visitor whose draft it is); anyone else reads the advice alone.
 */
export function ItineraryAdvice({
  trip,
  itinerary,
  canReplan,
}: {
  trip: Trip | PublicTrip;
  itinerary: TripItinerary;
  canReplan: boolean;
}) {
  const { pacing, spareDays, warnings } = itinerary.facts ?? {};
  return (
    <>
      {pacing && <PacingAdvice trip={trip} pacing={pacing} canReplan={canReplan} />}
      {spareDays && <SpareDaysAdvice trip={trip} advice={spareDays} canReplan={canReplan} />}
      {warnings && warnings.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 3, borderRadius: 3, borderColor: 'warning.main' }}
        >
          {warnings.map((warning) => (
            <Typography variant="body2" key={warning}>
              {warning}
            </Typography>
          ))}
        </Paper>
      )}
    </>
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicTrip, Trip, TripItinerary } from '@roadbook/contracts';
import { PacingAdvice } from './pacing-advice';
import { SpareDaysAdvice } from './spare-days-advice';

/** What the planner says about the plan itself: too few days or too many, and its warnings. */
export function ItineraryAdvice({
  trip,
  itinerary,
}: {
  trip: Trip | PublicTrip;
  itinerary: TripItinerary;
}) {
  const { pacing, spareDays, warnings } = itinerary.facts ?? {};
  return (
    <>
      {pacing && <PacingAdvice trip={trip} pacing={pacing} />}
      {spareDays && <SpareDaysAdvice trip={trip} advice={spareDays} />}
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

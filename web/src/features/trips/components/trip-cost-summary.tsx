import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DayCostEstimate, TripCostEstimate, TripItinerary } from '@roadbook/contracts';
import { costCaveat, dayCostParts, tripCostHeadline } from '@roadbook/contracts/browser';

/**
 * A day's estimated fuel and lodging (docs/product.md#itinerary-page), worded as an estimate in
 * text, with the average that stood in for a country the price tables lack.
 */
export function DayCostEstimateLine({
  costs,
  trip,
}: {
  costs: DayCostEstimate;
  trip: TripCostEstimate;
}) {
  const { priceFrom } = costs.fuel;
  return (
    <Typography
      variant="body2"
      data-testid="day-cost"
      sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', mb: 1 }}
    >
      <PaymentsOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <span>
        <strong>Estimated costs:</strong> {dayCostParts(costs, trip).join(' · ')}
        {priceFrom.basis !== 'national' &&
          costs.fuel.litres > 0 &&
          ` · fuel priced at the ${priceFrom.label}`}
      </span>
    </Typography>
  );
}

/**
 * The trip's estimated cost (the sum of its days) with what the figures rest on; nothing for an
 * itinerary planned before estimates existed. The itinerary and shared pages render it alike.
 */
export function TripCostSummary({ itinerary }: { itinerary: TripItinerary }) {
  const costs = itinerary.facts?.costs;
  if (!costs) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="trip-cost-heading"
      data-testid="trip-cost-summary"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3, display: 'flex', gap: 1.5 }}
    >
      <PaymentsOutlinedIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="trip-cost-heading" variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {tripCostHeadline(costs)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {costCaveat(costs)} Fuel is priced where each day ends; lodging is one night in each room
          after every day but the last.
        </Typography>
        {costs.notes.map((note) => (
          <Typography variant="body2" color="text.secondary" key={note} sx={{ mt: 0.5 }}>
            {note}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

import LoopIcon from '@mui/icons-material/Loop';
import Alert from '@mui/material/Alert';
import type { ItineraryFacts } from '@roadbook/contracts';
import { formatMinutes, listed } from './trip-format';

/**
 * What a loop rides (docs/product.md#loops), on every page that shows a loop: the hours asked,
 * the riding planned and the famous roads it takes. Nothing for a trip that is not a loop.
 */
export function LoopNote({ facts }: { facts: ItineraryFacts | undefined }) {
  const loop = facts?.loop;
  if (!loop) return null;
  return (
    <Alert
      severity="info"
      icon={<LoopIcon fontSize="inherit" />}
      sx={{ mb: 3, borderRadius: 3 }}
      data-testid="loop-note"
    >
      A {loop.hoursAsked}-hour loop: {formatMinutes(loop.movingMinutes)} of riding from the start
      and back through {listed(loop.via)}.
    </Alert>
  );
}

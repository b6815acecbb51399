import LoopIcon from '@mui/icons-material/Loop';
import Alert from '@mui/material/Alert';
import type { ItineraryFacts } from '@roadbook/contracts';
import { formatMinutes } from './trip-format';

/** "Trail Ridge Road", "Trail Ridge Road and Peak to Peak", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

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

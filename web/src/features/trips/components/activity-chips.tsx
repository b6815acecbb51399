import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ACTIVITY_CHOICES } from '@roadbook/contracts/browser';

/** Trip cards (My Trips, featured routes) show 3 activity chips, then '+N more'. */
export const MAX_ACTIVITY_CHIPS = 3;

export function activityLabel(value: string): string {
  return ACTIVITY_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

export function ActivityChips({
  activities,
  max = MAX_ACTIVITY_CHIPS,
}: {
  activities: string[];
  max?: number;
}) {
  const shown = activities.slice(0, max);
  const rest = activities.length - shown.length;
  return (
    <Stack useFlexGap direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
      {shown.map((activity) => (
        <Chip key={activity} label={activityLabel(activity)} size="small" variant="outlined" />
      ))}
      {rest > 0 && <Chip label={`+${rest} more`} size="small" />}
    </Stack>
  );
}

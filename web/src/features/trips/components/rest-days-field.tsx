import HotelIcon from '@mui/icons-material/Hotel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';

interface RestDaysFieldProps {
  restDays: number;
  restIn: string;
  onRemove: () => void;
  /** Why they are refused: the place is no longer on the plan, or no day is left to ride. */
  error?: string;
}

/**
 * The plan's rest days, added by the itinerary's "more days than this ride fills" advice: shown
 * so that Modify keeps them in sight, and removable. Nothing shows when the plan has none.
 */
export function RestDaysField({ restDays, restIn, onRemove, error }: RestDaysFieldProps) {
  if (restDays <= 0) return null;
  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          icon={<HotelIcon />}
          label={`${restDays === 1 ? 'A rest day' : `${restDays} rest days`} in ${restIn}`}
          color={error ? 'error' : 'default'}
          variant="outlined"
        />
        <Button
          size="small"
          onClick={onRemove}
          aria-describedby={error ? 'rest-days-error' : undefined}
        >
          Remove rest days
        </Button>
      </Stack>
      {error && (
        <FormHelperText error id="rest-days-error">
          {error}
        </FormHelperText>
      )}
    </div>
  );
}

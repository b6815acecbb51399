import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  LOCATION_MAX_LENGTH,
  LOCATION_MIN_LENGTH,
  MAX_WAYPOINTS,
} from '@roadbook/contracts/browser';
import { PlaceInput } from './place-input';

interface WaypointsFieldProps {
  waypoints: string[];
  onChange: (waypoints: string[]) => void;
  /** A problem with the stops as a whole: how many, or one too short or too long. */
  error?: string;
}

/** Stops on the way, in riding order: add, remove and move up or down; at most MAX_WAYPOINTS. */
export function WaypointsField({ waypoints, onChange, error }: WaypointsFieldProps) {
  const full = waypoints.length >= MAX_WAYPOINTS;
  // A stop too short or too long carries the message itself; "too many" speaks for them all.
  const isOffending = (waypoint: string) => {
    const length = waypoint.trim().length;
    return length > 0 && (length < LOCATION_MIN_LENGTH || length > LOCATION_MAX_LENGTH);
  };
  const stopError = (waypoint: string) => (error && isOffending(waypoint) ? error : undefined);
  const groupError = error && !waypoints.some(isOffending) ? error : undefined;
  const move = (from: number, to: number) => {
    const next = [...waypoints];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Stops along the way
      </Typography>
      {waypoints.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Optional: towns, passes or roads you want the route to go through.
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {waypoints.map((waypoint, index) => (
          <Stack
            component="li"
            // Order is the identity of a stop here; typing must not remount the field.
            key={index}
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'flex-start' }}
          >
            <Box
              aria-hidden="true"
              sx={{
                mt: 1.75,
                width: 24,
                height: 24,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: 'grey.800',
                color: 'common.white',
                fontSize: 12,
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PlaceInput
                name={`waypoint-${index + 1}`}
                label={`Stop ${index + 1}`}
                value={waypoint}
                maxLength={LOCATION_MAX_LENGTH}
                error={stopError(waypoint)}
                onChange={(value) => onChange(waypoints.map((w, i) => (i === index ? value : w)))}
              />
            </Box>
            <Stack direction="row" sx={{ mt: 0.5 }}>
              <IconButton
                aria-label={`Move stop ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                size="small"
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Move stop ${index + 1} down`}
                disabled={index === waypoints.length - 1}
                onClick={() => move(index, index + 1)}
                size="small"
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Remove stop ${index + 1}`}
                onClick={() => onChange(waypoints.filter((_, i) => i !== index))}
                size="small"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {groupError && (
        <FormHelperText error sx={{ mx: 0, mt: 1 }}>
          {groupError}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...waypoints, ''])}
        disabled={full}
        aria-describedby={full ? 'waypoints-full-hint' : undefined}
        sx={{ mt: 1 }}
      >
        Add a stop
      </Button>
      {full && (
        <Typography
          id="waypoints-full-hint"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5 }}
        >
          {`That's the most: a trip can have up to ${MAX_WAYPOINTS} stops.`}
        </Typography>
      )}
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlaceInput } from './place-input';

const MAX_WAYPOINTS = 10;

interface WaypointsFieldProps {
  waypoints: string[];
  onChange: (waypoints: string[]) => void;
}

/** Stops on the way, in riding order: add, remove and move up or down. */
export function WaypointsField({ waypoints, onChange }: WaypointsFieldProps) {
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
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...waypoints, ''])}
        disabled={waypoints.length >= MAX_WAYPOINTS}
        sx={{ mt: 1 }}
      >
        Add a stop
      </Button>
    </Box>
  );
}

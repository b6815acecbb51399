import AltRouteIcon from '@mui/icons-material/AltRoute';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Trip } from '@roadbook/contracts';
import { useId, useState } from 'react';
import { TRIP_SEARCH_MIN_LENGTH } from './blog-editor.constants';
import { matchingTrips } from './blog-post-form.model';

interface TripPickerProps {
  /** The trips the admin may link (their own). */
  trips: Trip[];
  tripIds: number[];
  onChange: (tripIds: number[]) => void;
  loading: boolean;
  error?: string;
}

/** Links trips to the post: search by name, start or destination, pick, remove with the chip. */
export function TripPicker({ trips, tripIds, onChange, loading, error }: TripPickerProps) {
  const [query, setQuery] = useState('');
  const listId = useId();
  const matches = matchingTrips(trips, query, tripIds);
  const searching = query.trim().length >= TRIP_SEARCH_MIN_LENGTH;
  const nameOf = (id: number) => trips.find((trip) => trip.id === id)?.name ?? `Trip #${id}`;

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Search your trips"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        error={Boolean(error)}
        helperText={
          error ??
          `Type at least ${TRIP_SEARCH_MIN_LENGTH} characters of a name, start or destination.`
        }
        slotProps={{ htmlInput: { 'aria-controls': searching ? listId : undefined } }}
        fullWidth
      />
      {searching && (
        <Paper variant="outlined" sx={{ borderRadius: 2, maxHeight: 280, overflowY: 'auto' }}>
          {matches.length > 0 ? (
            <List dense id={listId} aria-label="Matching trips">
              {matches.map((trip) => (
                <ListItemButton
                  key={trip.id}
                  onClick={() => {
                    onChange([...tripIds, trip.id]);
                    setQuery('');
                  }}
                >
                  <ListItemText
                    primary={trip.name}
                    secondary={`${trip.startLocation} → ${trip.destination}`}
                  />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Typography id={listId} color="text.secondary" sx={{ p: 2 }}>
              {loading ? 'Loading your trips…' : 'No trips match.'}
            </Typography>
          )}
        </Paper>
      )}
      {tripIds.length > 0 && (
        <Stack
          useFlexGap
          direction="row"
          spacing={0.75}
          sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
          aria-label="Linked trips"
          data-testid="linked-trip-chips"
        >
          {tripIds.map((id) => (
            <Chip
              key={id}
              icon={<AltRouteIcon />}
              label={nameOf(id)}
              onDelete={() => onChange(tripIds.filter((linked) => linked !== id))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

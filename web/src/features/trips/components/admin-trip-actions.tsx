import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PublicTrip } from '@roadbook/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useToggleFeatured } from '../hooks/use-toggle-featured';
import { FeatureTripDialog } from './feature-trip-dialog';

/**
 * An admin's actions in a trip's dark hero (its featured page, and any itinerary an admin opens,
 * a rider's too): Edit Trip, and Add to / Remove from Featured.
 */
export function AdminTripActions({ trip }: { trip: PublicTrip }) {
  const { toggle, isUpdating, dialog } = useToggleFeatured();
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        component={RouterLink}
        to={`/admin/trips/${trip.id}/edit`}
        variant="outlined"
        startIcon={<EditIcon />}
        sx={{ color: 'common.white', borderColor: 'grey.600' }}
      >
        Edit Trip
      </Button>
      <Button
        variant="outlined"
        disabled={isUpdating}
        onClick={() => void toggle(trip)}
        startIcon={trip.isFeatured ? <StarIcon /> : <StarBorderIcon />}
        sx={{ color: 'common.white', borderColor: 'grey.600' }}
      >
        {trip.isFeatured ? 'Remove from Featured' : 'Add to Featured'}
      </Button>
      <FeatureTripDialog {...dialog} />
    </Stack>
  );
}

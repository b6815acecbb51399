import { useState } from 'react';
import type { PublicTrip } from '@roadbook/contracts';
import { useToast } from '../../../shared/toast/use-toast';
import { useFeatureTripMutation } from '../api/trips.api';
import type { FeatureTripDialogProps } from '../components/feature-trip-dialog';

/**
 * An admin's Feature / Unfeature (the admin's trips list, My Trips and a trip's pages): featuring
 * opens the dialog that asks for the slug and the description (`dialog`, rendered by the caller
 * as a `FeatureTripDialog`); unfeaturing needs nothing more and toasts 'Trip Unfeatured', or
 * 'Error: Failed to update trip status.' on failure.
 */
export function useToggleFeatured() {
  const { toast } = useToast();
  const [featureTrip, state] = useFeatureTripMutation();
  const [featuring, setFeaturing] = useState<PublicTrip | null>(null);

  const unfeature = async (trip: PublicTrip) => {
    try {
      await featureTrip({ id: trip.id, isFeatured: false }).unwrap();
      toast({
        title: 'Trip Unfeatured',
        description: `"${trip.name}" no longer appears among the featured routes.`,
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update trip status.',
        variant: 'destructive',
      });
    }
  };

  const toggle = async (trip: PublicTrip) => {
    if (trip.isFeatured) await unfeature(trip);
    else setFeaturing(trip);
  };

  const dialog: FeatureTripDialogProps = { trip: featuring, onClose: () => setFeaturing(null) };
  return { toggle, isUpdating: state.isLoading, dialog };
}

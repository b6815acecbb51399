import { useToast } from '../../../shared/toast/use-toast';
import { useFeatureTripMutation } from '../api/trips.api';

/**
 * An admin's Add to Featured / Remove from Featured (My Trips and a trip's page): toasts
 * 'Trip Featured' or 'Trip Unfeatured', and 'Error: Failed to update trip status.' on failure.
 */
export function useToggleFeatured() {
  const { toast } = useToast();
  const [featureTrip, state] = useFeatureTripMutation();

  const toggle = async (trip: { id: number; name: string; isFeatured: boolean }) => {
    try {
      const updated = await featureTrip({ id: trip.id, isFeatured: !trip.isFeatured }).unwrap();
      toast({
        title: updated.isFeatured ? 'Trip Featured' : 'Trip Unfeatured',
        description: updated.isFeatured
          ? `"${trip.name}" now appears among the featured routes.`
          : `"${trip.name}" no longer appears among the featured routes.`,
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update trip status.',
        variant: 'destructive',
      });
    }
  };

  return { toggle, isUpdating: state.isLoading };
}
